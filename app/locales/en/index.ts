import enAdmin from "./admin";
import enAuth from "./auth";
import enCommon from "./common";
import enDocuments from "./documents";
import enDunning from "./dunning";
import enInspector from "./inspector";
import enLists from "./lists";
import enMail from "./mail";
import enMessages from "./messages";
import enPayments from "./payments";
import enCashOuts from "./cash-outs";
import enCompanies from "./companies";
import enPartnerships from "./partnerships";
import enContracts from "./contracts";
import enCreditNotes from "./credit-notes";
import enTickets from "./tickets";
import enRewards from "./rewards";
import enQuotations from "./quotations";
import enSettlements from "./settlements";
import enDashboards from "./dashboards";
import enDashboardSummary from "./dashboard-summary";
import enPdf from "./pdf";
import enProducts from "./products";
import enProfile from "./profile";
import enRecurring from "./recurring";
import enReports from "./reports";
import enShell from "./shell";

/** The English resources: the reference every other language is checked against (and the key types). */
const en = {
  common: enCommon,
  shell: enShell,
  auth: enAuth,
  lists: enLists,
  documents: enDocuments,
  products: enProducts,
  recurring: enRecurring,
  reports: enReports,
  admin: enAdmin,
  profile: enProfile,
  inspector: enInspector,
  pdf: enPdf,
  mail: enMail,
  messages: enMessages,
  payments: enPayments,
  cashOuts: enCashOuts,
  companies: enCompanies,
  partnerships: enPartnerships,
  contracts: enContracts,
  creditNotes: enCreditNotes,
  tickets: enTickets,
  rewards: enRewards,
  quotations: enQuotations,
  settlements: enSettlements,
  dashboards: enDashboards,
  dashboardSummary: enDashboardSummary,
  dunning: enDunning,
};

export default en;

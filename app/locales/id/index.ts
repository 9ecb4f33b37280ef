import idAdmin from "./admin";
import idAuth from "./auth";
import idCommon from "./common";
import idDocuments from "./documents";
import idDunning from "./dunning";
import idInspector from "./inspector";
import idLists from "./lists";
import idMail from "./mail";
import idMessages from "./messages";
import idPayments from "./payments";
import idCashOuts from "./cash-outs";
import idCompanies from "./companies";
import idPartnerships from "./partnerships";
import idContracts from "./contracts";
import idCreditNotes from "./credit-notes";
import idTickets from "./tickets";
import idRewards from "./rewards";
import idQuotations from "./quotations";
import idSettlements from "./settlements";
import idDashboards from "./dashboards";
import idDashboardSummary from "./dashboard-summary";
import idPdf from "./pdf";
import idProducts from "./products";
import idProfile from "./profile";
import idRecurring from "./recurring";
import idReports from "./reports";
import idShell from "./shell";
import type en from "../en";

/** Bahasa Indonesia: the portal's default language. */
const id: typeof en = {
  common: idCommon,
  shell: idShell,
  auth: idAuth,
  lists: idLists,
  documents: idDocuments,
  products: idProducts,
  recurring: idRecurring,
  reports: idReports,
  admin: idAdmin,
  profile: idProfile,
  inspector: idInspector,
  pdf: idPdf,
  mail: idMail,
  messages: idMessages,
  payments: idPayments,
  cashOuts: idCashOuts,
  companies: idCompanies,
  partnerships: idPartnerships,
  contracts: idContracts,
  creditNotes: idCreditNotes,
  tickets: idTickets,
  rewards: idRewards,
  quotations: idQuotations,
  settlements: idSettlements,
  dashboards: idDashboards,
  dashboardSummary: idDashboardSummary,
  dunning: idDunning,
};

export default id;

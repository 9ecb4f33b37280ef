import authMessages from "./messages/auth";
import documentsMessages from "./messages/documents";
import productsMessages from "./messages/products";
import recurringMessages from "./messages/recurring";
import adminMessages from "./messages/admin";
import inspectorMessages from "./messages/inspector";
import profileMessages from "./messages/profile";
import shellMessages from "./messages/shell";
import partsMessages from "./messages/parts";
import gatewayMessages from "./messages/gateway";
import creditNotesMessages from "./messages/credit-notes";
import ticketsMessages from "./messages/tickets";
import rewardsMessages from "./messages/rewards";
import quotationsMessages from "./messages/quotations";
import paymentsMessages from "./messages/payments";
import cashOutsMessages from "./messages/cash-outs";
import companiesMessages from "./messages/companies";
import partnershipsMessages from "./messages/partnerships";
import dunningMessages from "./messages/dunning";
import settlementsMessages from "./messages/settlements";
import contractsMessages from "./messages/contracts";
import reportsMessages from "./messages/reports";
import taxCorrectionsMessages from "./messages/tax-corrections";
import statementsMessages from "./messages/statements";

/**
 * English: the "messages" namespace: the catalogue of the English messages the server sends (thrown errors,
 * validation errors, stored messages). Each value is the server's exact English text; a `{{name}}` matches any
 * value and carries it into the translation. Screens find the entry by the text (app/lib/server-message.ts).
 * Group the keys by area. app/locales/README.md has the rules.
 */
export default {
  // First: the statement reader's reasons are short phrases that broader entries ("{{file}} is empty") would take.
  statements: statementsMessages,
  validation: {
    required: "Required",
    invalidInput: "Invalid input",
    invalidEmail: "Invalid email",
    tooShort: "String must contain at least {{minimum}} character(s)",
    tooLong: "String must contain at most {{maximum}} character(s)",
    expectedNumber: "Expected number, received {{received}}",
  },
  spec: {
    pleaseLoginAgain: "Please login again!",
    noData: "No Data Available",
    paymentNotMatched: "Payment is not matched",
    notEligible: "Several documents are not eligible, edit",
    invoiceNotFound: "Invoice not found.",
    queuedTaxInvoice: "Antrikan faktur success dengan nomor faktur {{number}}",
    returnedWithNotes: "Document's returned with notes {{note}}",
    somethingWentWrong: "Something went wrong",
    // The tax intermediary's stored refusals (spec section 8; integrations/tax-authority/catalogue.ts word for word).
    invoiceNotFoundPlain: "Invoice not found",
    returnedWithoutNotes: "Document's returned with notes",
    databaseFailure: 'ORA-00904: "FAKTUR"."TGL_FAKTUR": invalid identifier',
    postingCustomer: "Posting failed: Customer {{customer}} is not defined in company code {{companyCode}}",
    postingCostElement: "Posting failed: Cost element value {{costElement}} is not allowed",
    duplicateRefId: "Ref Id Invoice {{reference}} has already been taken.",
    fileUrlTooLongAnswer: 'ORA-12899: value too large for column "FAKTUR"."FILE_URL" (actual: {{length}}, maximum: {{maximum}})',
    fileUrlTooLong: "The tax invoice file URL is too long for its column: {{length}} characters (maximum {{maximum}}).",
  },
  general: {
    couldNotBeDone: "That could not be done.",
    formEncoding: "Send the form as multipart/form-data or application/x-www-form-urlencoded",
    notFound: "Not Found",
    feedbackThanks: 'Thanks for the response! You answered "{{answer}}".',
  },
  auth: authMessages,
  documents: documentsMessages,
  products: productsMessages,
  recurring: recurringMessages,
  admin: adminMessages,
  inspector: inspectorMessages,
  profile: profileMessages,
  shell: shellMessages,
  /** Phrases the server puts into placeholders ({{document}}, {{event}}, {{dependents}}), not whole messages. */
  parts: partsMessages,
  gateway: gatewayMessages,
  creditNotes: creditNotesMessages,
  tickets: ticketsMessages,
  rewards: rewardsMessages,
  quotations: quotationsMessages,
  payments: paymentsMessages,
  cashOuts: cashOutsMessages,
  companies: companiesMessages,
  partnerships: partnershipsMessages,
  dunning: dunningMessages,
  settlements: settlementsMessages,
  contracts: contractsMessages,
  reports: reportsMessages,
  taxCorrections: taxCorrectionsMessages,
  pdf: {
    poMissing: "That purchase order does not exist",
    billingMissing: "That billing does not exist",
    invoiceMissing: "That invoice does not exist",
    invoiceBillingMissing: "That invoice's billing does not exist",
    renderFailed: "The PDF could not be rendered. The error has been logged.",
    renderBusy: "The PDF could not be rendered just now (too many documents at once). Try again in a moment.",
    renderTimeout: "The PDF could not be rendered just now (it took too long). Try again in a moment.",
    renderRestarting: "The PDF could not be rendered just now (the renderer is restarting). Try again in a moment.",
    noSuchDocument: "There is no such document",
  },
};

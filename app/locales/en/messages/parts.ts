/**
 * Parts of server messages, not whole messages: English phrases the server builds and puts into a message's
 * placeholder, which the screen translates before carrying them in (app/lib/server-message.ts, PARTS):
 * `{{document}}` is a workflow model's name of its document (describe() in app/models), `{{event}}` the verb
 * of a refused workflow event, `{{dependents}}` the list of what hangs on an organisation node (each item a
 * `dependent`, joined by `list`). Each value is the server's exact English text; the first entry that matches
 * wins, so a longer phrase comes before a shorter one it starts with.
 */
export default {
  document: {
    invoiceOfBilling: "Invoice of {{billing}}",
    invoice: "Invoice {{number}}",
    billingDraft: "Billing draft",
    billing: "Billing {{number}}",
    taxInvoiceOfBilling: "The tax invoice of the invoice of {{billing}}",
    taxInvoice: "The tax invoice of {{number}}",
    recurring: "Recurring profile {{id}}",
    quotation: "Quotation {{number}}",
    account: "The account {{email}}",
    // A document the model cannot find any more is named by its workflow kind.
    kindInvoice: "invoice",
    kindBilling: "billing",
    kindTaxInvoice: "taxInvoice",
    kindRecurring: "recurring",
    kindUser: "user",
  },
  /** The verb of a workflow event (its type after the dot: "invoice.approve" → "approve"). */
  event: {
    approve: "approve",
    autoApprove: "autoApprove",
    cancel: "cancel",
    reissue: "reissue",
    reject: "reject",
    return: "return",
    taxFailed: "taxFailed",
    discard: "discard",
    issue: "issue",
    pay: "pay",
    activate: "activate",
    block: "block",
    unblock: "unblock",
    delete: "delete",
    resetFailures: "resetFailures",
    signInFailed: "signInFailed",
    signedIn: "signedIn",
    billed: "billed",
    pause: "pause",
    resume: "resume",
    stop: "stop",
    failed: "failed",
    pending: "pending",
    received: "received",
    request: "request",
    retry: "retry",
    // Issue 23: the quotation's steps.
    submit: "submit",
    convert: "convert",
    expire: "expire",
    update: "update",
  },
  /** What hangs on an organisation node (services/organisation.server.ts). */
  dependent: {
    childNode: "1 child node",
    childNodes: "{{count}} child nodes",
    user: "1 user",
    users: "{{count}} users",
    product: "1 product",
    products: "{{count}} products",
    document: "1 document",
    documents: "{{count}} documents",
  },
  /**
   * Why the bank statement reader refused one cell (services/bank-statements/values.ts), carried in a line's reason
   * as {{valueReason}} ("bad date: the date is empty"; messages/statements.ts).
   */
  statementValue: {
    dateCell: "the date cell is not a date",
    outOfRange: "date {{date}} is out of range",
    numberNotDate: '"{{cell}}" is not a date (expected dd/mm/yyyy)',
    dateEmpty: "the date is empty",
    pending: "a pending transaction (PEND): export the statement again once the bank has posted it",
    unknownMonth: '"{{text}}": unknown month "{{month}}"',
    noYear: '"{{text}}" has no year and the header block gives no period',
    outsidePeriod: '"{{text}}" is outside the statement period',
    notDate: '"{{text}}" is not a valid date',
    dateForAmount: "a date where an amount belongs",
    notAmountLike: '"{{text}}" is not an amount (this file writes amounts like {{expected}})',
    notAmount: '"{{cell}}" is not an amount',
    sen: "{{amount}} has {{sen}} sen: the portal keeps whole rupiah",
    tooLarge: "{{amount}} is too large",
  },
  /** How a list of parts is joined: "a, b and c". */
  list: {
    and: "{{items}} and {{last}}",
  },
};

// English server messages of the "payments" area (see ../messages.ts): each value is the server's exact English text.
// The payments service (services/payments: import, match, not ours, un-match, gateway payments), the payments
// screens (services/payment-screens.server.ts, routes/_portal.payments.*) and their form (lib/schemas/payments.ts).
// The first entry that matches wins: a concrete status comes before the `{{status}}` entry that would also match it.
export default {
  noSuchPayment: "There is no such payment.",
  noSuchPaymentInScope: "There is no such payment, or it is not yours to see.",
  reasonForNotOurs: "Give a reason for marking the payment not ours.",
  reasonForUnmatch: "Give a reason for un-matching the payment.",
  reasonFor: "Give a reason for {{what}}.",
  reasonTooShort: "Give a reason (at least 3 characters).",
  reasonTooLong: "Keep the reason under 500 characters.",
  chooseBilling: "Choose at least one billing and the amount to allocate to it.",
  allocationNoBilling: "Allocation {{index}} names no billing.",
  billingOnce: "Each billing may appear once in a match; put its whole amount on one line.",
  allocationWhole: "Allocation {{index}} must be a whole number of rupiah above zero (the portal keeps whole rupiah).",
  allocationTooMuch: "The allocations add up to {{total}}, but only {{left}} of this payment is left to allocate.",
  matchedAlready: "This payment is matched already; un-match it first to match it again.",
  notOursAlready: "This payment is not ours already; un-match it first to match it again.",
  statusAlready: "This payment is {{status}} already; un-match it first to match it again.",
  billingPaid: "Billing {{number}} is paid already; it cannot take this payment.",
  billingDraft: "Billing {{number}} is still a draft (issue it first); it cannot take this payment.",
  billingCanceled: "Billing {{number}} is canceled; it cannot take this payment.",
  billingDiscarded: "Billing {{number}} is discarded; it cannot take this payment.",
  billingStatus: "Billing {{number}} is {{status}}; it cannot take this payment.",
  partlyMatchedNotOurs: "This payment is partly matched; un-match it before marking it not ours.",
  matchedNotOurs: "This payment is matched; un-match it before marking it not ours.",
  notOursNotOurs: "This payment is not ours; un-match it before marking it not ours.",
  statusNotOurs: "This payment is {{status}}; un-match it before marking it not ours.",
  nothingToUnmatch: "This payment is not matched; there is nothing to un-match.",
  uniqueCodeTaken:
    "A billing of this payment would be open again, but another open billing of its product now has the same unique code, so a transfer could not tell them apart. Cancel or re-draft that billing first.",
  // The payment's stored note when the automatic match found no billing, or several (shown in the queue).
  notMatchedNone: "Payment is not matched: no open billing of {{amount}} is paid into account {{account}}.",
  notMatchedSeveral: "Payment is not matched: {{count}} open billings of {{amount}} are paid into account {{account}}; choose one by hand.",
  statement: {
    noFileName: "The statement file has no name.",
    badSha256: "The statement's SHA-256 must be 64 hexadecimal characters.",
    noLines: "The statement has no lines.",
    noAccount: "The statement names no account number.",
    // Its line reasons come with it (the import screen lists them one by one, in the reader's language).
    notImported: "The statement was not imported: {{details}}",
  },
  gateway: {
    noBilling: "The gateway payment names no billing.",
    noTransactionId: "The gateway payment has no transaction id.",
    amountWhole: "The gateway amount must be a whole number of rupiah above zero (the portal keeps whole rupiah).",
    paidAtNotDate: "The gateway's payment time {{paidAt}} is not a date.",
  },
};

// English: the "creditNotes" namespace (issue 21): the credit-note list and detail, and the cancel-with-credit-note
// form on an approved invoice's page.
export default {
  title: { list: "Credit notes", detail: "Credit note {{number}}", pending: "Credit note (not yet numbered)" },
  description: { list: "Credit notes cancel approved invoices. Each has its own gapless number, issued at once or, above the set amount, by a second approver." },
  noun: "credit notes",
  searchLabel: "Search credit notes",
  searchPlaceholder: "CN or invoice number, customer",
  empty: "No credit notes match.",
  filters: { status: "Status", product: "Product", date: "Requested" },
  status: { requested: "Requested", "awaiting approval": "Awaiting second approval", issued: "Issued", rejected: "Rejected" },
  columns: { number: "Number", invoice: "Cancels invoice", customer: "Customer", product: "Product", amount: "Amount", ppn: "PPN", status: "Status", requestedBy: "Requested by", secondApprover: "Second approver", issued: "Issued", created: "Requested", reason: "Reason" },
  fields: { invoice: "Cancels invoice", amount: "Amount (incl. PPN)", dpp: "DPP", ppn: "PPN", reason: "Reason", requestedBy: "Requested by", secondApprover: "Second approver", rejectedBy: "Rejected by", rejectReason: "Reason for rejection", issuedAt: "Issued", pdf: "PDF", noPdf: "The PDF is being made; reload in a moment." },
  detail: { history: "History", decide: "Second approval", decideHint: "Above {{amount}} a credit note needs a second person: neither {{requester}}, who asked for it, nor the billing's creator.", approve: "Approve and issue", reject: "Reject", rejectReason: "Reason for rejecting", notYou: "You asked for this credit note, or created the billing: another person with cancel:invoice approves it.", download: "Download PDF" },
  invoice: {
    card: "Cancel with credit note",
    hint: "Cancelling an approved invoice issues a credit note with its own number, cancels the tax invoice at the authority and reverses the accounting report. It cannot be undone.",
    secondApproval: "This invoice is above {{amount}}: a second person approves the credit note before it is issued.",
    reason: "Reason for the credit note",
    submit: "Cancel with credit note",
    notes: "Credit notes",
    open: "Open",
  },
  toast: { issued: "Credit note {{number}} issued; the invoice is canceled.", awaiting: "Credit note requested; it waits for a second approver.", approved: "Credit note {{number}} issued; the invoice is canceled.", rejected: "Credit note rejected; the invoice stays approved." },
};

// English server messages of the "creditNotes" area (see ../messages.ts): cancelling an approved invoice with a
// credit note (issue 21). Each value is the server's exact English text.
export default {
  notOpenable: "That credit note does not exist or is not one you may open",
  onlyApproved: "Only an approved invoice is cancelled with a credit note.",
  ownBilling: "You created this invoice's billing, so you cannot cancel its approved invoice (segregation of duties). Ask a colleague with cancel:invoice.",
  paid: "This invoice is paid or partly paid: un-match or refund its payment first, then cancel it with a credit note.",
  alreadyIssued: "This invoice already has a credit note.",
  alreadyWaiting: "A credit note for this invoice is already waiting for its second approver.",
  onlyByCreditNote: "An approved invoice is cancelled only by issuing a credit note: use Cancel with credit note on the invoice.",
};

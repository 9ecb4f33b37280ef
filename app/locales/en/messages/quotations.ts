// English server messages of the "quotations" area (see ../messages.ts): quotations (issue 23). Each value is the
// server's exact English text.
export default {
  notOpenable: "That quotation does not exist or is not one you may open",
  notYours: "That quotation is not one you may see",
  approvedCompany: "Choose an approved partner company",
  expired: "{{number}} has expired: the offer was valid until {{date}}.",
  sameProduct: "A quotation cannot move to another product",
  signedDocument: "Attach the signed quotation (PDF, JPG or PNG)",
  alreadyConverted: "{{number}} was already turned into purchase order {{po}}.",
  product: "Choose the product of the quotation",
  company: "Choose a partner company from the list",
  date: "Choose the quotation date",
  validUntil: "Choose the date the offer is valid until",
  validAfterDate: "The offer must be valid until the quotation date or later",
  notesTooLong: "Keep the notes under 2000 characters",
  reasonTooLong: "Keep the reason under 1000 characters",
  approvalTooLong: "Keep the approval note under 500 characters",
};

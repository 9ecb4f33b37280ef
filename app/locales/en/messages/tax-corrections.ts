// English server messages of the tax-invoice corrections (issue 21: cancellation at the authority and replacement by
// a corrected invoice; services/tax-invoice-corrections.server.ts, integrations/tax-authority/sandbox.server.ts).
export default {
  retryOnlyRefused: "Only a cancellation the tax authority refused can be retried.",
  noFakturToCancel: "The tax invoice has no faktur number to cancel.",
  cancelledAtAuthority: "Faktur {{number}} cancelled (batal)",
  onlyApproved: "Only an approved invoice can be replaced with a corrected invoice.",
  creatorMayNotReplace: "You created this invoice's billing, so you cannot replace its approved invoice (segregation of duties). Ask a colleague with reissue:invoice.",
  alreadyWaiting: "A corrected invoice replacing this one is already waiting for approval.",
  notAnsweredYet: "The tax authority has not answered this invoice's tax invoice yet; replace it once the faktur is received.",
  notReplaceable: "This invoice's tax invoice is not one that can be replaced (it failed, or it was cancelled).",
  nameRequired: "Enter the buyer's name as it must appear on the tax invoice.",
  nameTooLong: "The buyer's name is at most 200 characters.",
  npwpInvalid: "Enter an NPWP of 15 or 16 digits, or a 16-digit NIK.",
  addressRequired: "Enter the buyer's address.",
  addressTooLong: "The address is at most 500 characters.",
  reasonRequired: "Say why the invoice is replaced.",
  nothingCorrected: "Nothing was corrected: change the name, the NPWP/NIK or the address.",
};

// English server messages of the "cash-outs" area (see ../messages.ts): each value is the server's exact English text
// (services/cash-out, models/cash-out.server.ts, lib/schemas/cash-out.ts).
export default {
  chooseProduct: "Choose the product whose balance is withdrawn.",
  overBalance: "The settled balance available is {{available}}; request no more than that.",
  bank: "Give the destination bank.",
  bankTooLong: "Keep the bank's name under 60 characters.",
  account: "Give the destination account number (5 to 20 digits).",
  holder: "Give the account holder's name.",
  holderTooLong: "Keep the account holder's name under 120 characters.",
  noteTooLong: "Keep the note under 500 characters.",
  reference: "Give the transfer's reference.",
  referenceTooLong: "Keep the transfer's reference under 60 characters.",
  proof: "Attach the proof of the transfer (PDF or image).",
  fileUnreadable: "That file could not be read.",
  noSuch: "There is no such cash-out request.",
  notApproved: "Cash-out {{number}} is {{state}}, so its transfer cannot be marked done.",
  needPermission: "You need the permission request:cashout or approve:cashout for this.",
  makerChecker: "Cash-out {{number}} of {{amount}} cannot be approved now: the person who requested a cash-out cannot approve or reject it (maker-checker).",
  makerCheckerOther: 'Cash-out {{number}} of {{amount}} cannot be given "{{verb}}" now: {{reasons}}.',
};

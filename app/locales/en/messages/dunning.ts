// English server messages of the "dunning" area (issue 21: services/dunning.server.ts, routes/_portal.invoices_.$id.dunning).
// Each value is the server's exact English text; the first entry that matches wins.
export default {
  onlyChased: "Only the reminders of an approved invoice that is not fully paid can be paused.",
  pausedAlready: "The reminders of this invoice are already paused.",
  notPaused: "The reminders of this invoice are not paused.",
  reasonShort: "Give a reason of at least 3 characters.",
  reasonLong: "Keep the reason under 500 characters.",
};

// English server messages of the "gateway" area (see ../messages.ts): each value is the server's exact English text.
// The payment gateway (integrations/payment-gateway: client and sandbox twin), its service (services/gateway.server.ts)
// and the webhook's answers.
export default {
  success: "Success",
  expired: "Expired",
  noVaNumber: "The payment gateway answered without a virtual account number",
  orderTaken: "The request could not be completed due to a conflict with the current state of the target resource (order_id has already been taken)",
  grossAmountWhole: "transaction_details.gross_amount must be a whole number of at least 1",
  transactionMissing: "Transaction doesn't exist.",
  onlyPendingExpires: "Transaction status is {{status}}; only a pending transaction can be expired",
  regenerateRefused: "The virtual account can be regenerated only when it has expired or was refused, on an issued billing that is not paid.",
  unreachable: "The payment gateway cannot be reached right now; try again in a few minutes.",
  webhook: {
    postOnly: "Notifications are POSTed.",
    notJson: "The notification is not a JSON object.",
    noSignature: "The notification has no signature.",
    unknownOrder: "No payment of ours has that order_id.",
    badSignature: "The notification's signature does not match.",
    incomplete: "The notification lacks transaction_id or transaction_status, or its gross_amount is not whole rupiah.",
    alreadyReceived: "Already received.",
    applied: "Applied.",
  },
};

// English: the "mail" namespace. Keys are nested by screen or component; app/locales/README.md has the rules.
export default {
  // Document notifications (in-app) and their e-mails (services/document-notifications.server.ts), in the recipient's language.
  documents: {
    invoice: {
      invoiced: "Invoice {{name}} is waiting for approval",
      approved: "Invoice {{name}} was approved",
      returned: "Invoice {{name}} was returned",
      rejected: "Invoice {{name}} was rejected",
      canceled: "Invoice {{name}} was canceled",
      reissued: "Invoice {{name}} was reissued",
      issued: "Invoice {{name}} was issued",
      paid: "Invoice {{name}} was paid",
      other: "Invoice {{name}} {{state}}",
      forBilling: "for billing {{number}}",
    },
    billing: {
      invoiced: "Billing {{name}} is waiting for approval",
      approved: "Billing {{name}} was approved",
      returned: "Billing {{name}} was returned",
      rejected: "Billing {{name}} was rejected",
      canceled: "Billing {{name}} was canceled",
      reissued: "Billing {{name}} was reissued",
      issued: "Billing {{name}} was issued",
      paid: "Billing {{name}} was paid",
      other: "Billing {{name}} {{state}}",
      draft: "draft",
    },
    summary: "{{customer}}, {{amount}}",
    byActor: "{{summary}}, by {{actor}}",
    withReason: "{{summary}}: {{reason}}",
    taxInvoice: {
      received: "Tax invoice of {{name}} received",
      failed: "Tax invoice of {{name}} failed",
      receivedText: "Faktur {{number}} for {{customer}}",
      refused: "The tax authority refused it",
      retryable: "{{message}} (the invoice stays approved; retry it from the invoice page)",
      returned: "{{message}} (returned by {{returner}})",
    },
    mailBody: "{{text}}\n\nOpen it in Digimon: {{link}}",
  },
  // The account e-mails (services/account.server.ts, otp.server.ts, user-admin.server.ts), in the reader's language.
  account: {
    otp: {
      subject: "Digimon sign-in code: {{code}}",
      body: "Hello {{name}},\n\nYour Digimon sign-in code is {{code}}.\nIt is valid for 5 minutes and can be used once.\n\nIf you did not try to sign in, change your password.",
    },
    activation: {
      subject: "Activate your Digimon account",
      body: "Hello {{name}},\n\nActivate your account within 7 days:\n{{link}}\n",
    },
    registeredAgain: {
      subject: "Someone tried to register with your e-mail address",
      body: "Hello {{name}},\n\nSomeone (perhaps you) tried to create a Digimon account with this address, which already has one.\nSign in at {{loginUrl}}, or choose a new password at {{forgotUrl}}.\n\nIf it was not you, you can ignore this message.",
    },
    reset: {
      subject: "Reset your Digimon password",
      body: "Hello {{name}},\n\nSet a new password within one hour (the link works once):\n{{link}}\n\nIf you did not ask for this, ignore this message.",
    },
    invitation: {
      subject: "Activate your Digimon account",
      body: "Hello {{name}},\n\n{{reason}}\n\n1. Activate your account within 7 days:\n{{activationLink}}\n\n2. Choose your password (the link works once):\n{{passwordLink}}\n",
      addedToProduct: "You were added to the product {{product}} ({{code}}) on Digimon by {{by}}.",
    },
    created: {
      subject: "Your Digimon account",
      body: "Hello {{name}},\n\n{{admin}} created a Digimon account for you ({{email}}).\nYour administrator gives you the first password; sign in at {{loginUrl}} and change it under Change password.\n",
    },
  },
  // The invoice e-mailed to the customer (services/invoice-delivery.server.ts), in the customer's language.
  customerInvoice: {
    subject: "Invoice {{number}} from {{seller}}",
    subjectReissued: "Invoice {{number}} from {{seller}} (replaces {{replaces}})",
    greeting: "Dear {{customer}},",
    intro: "Please find attached invoice {{number}} for {{amount}}, due on {{dueDate}}.",
    replaces: "This invoice replaces invoice {{replaces}}, which is no longer valid.",
    transfer: "Please transfer exactly {{amount}} to:\n  Bank: {{bank}}\n  Account number: {{account}}\n  Account name: {{owner}}",
    branch: "  Branch: {{branch}}",
    uniqueCode: "The amount includes a unique code of {{code}} so that we recognise your payment: please transfer it to the rupiah, in one transfer.",
    pphWithheld: "PPh 23 of {{pph}} that you withhold has already been deducted; please send us the withholding slip (bukti potong).",
    va: "Please pay {{amount}} to the virtual account:\n  Bank: {{bank}}\n  Virtual account number: {{number}}\n  Valid until: {{expires}}",
    vaFee: "The bank may charge a fee of {{fee}}.",
    attachmentsIntro: "Attached:",
    taxInvoiceLater: "The tax invoice (faktur pajak) follows once the tax authority has issued it.",
    taxInvoiceLink: "Tax invoice {{number}}: {{link}}",
    closing: "Thank you.\n\n{{seller}}\n{{sellerAddress}}",
    reportProblem: "Something wrong with this invoice? Report a problem: {{link}}",
  },
};

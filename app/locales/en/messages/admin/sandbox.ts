// English server messages of the sandbox control panel (its schemas and route).
export default {
  chooseOutcome: "Choose the outcome",
  listedOutcome: "Choose one of the listed outcomes",
  chooseField: "Choose the field the rule looks at",
  howMany: "Say how many of the next requests, or give a value to match",
  atLeastOne: "At least 1",
  atMostThousand: "At most 1000",
  wholeNumber: "Use a whole number",
  sandboxOnly: "The sandbox control panel exists only in sandbox mode.",
  invalidRequest: "That sandbox request is not valid.",
  unknownOutcome: "Unknown outcome",
  ruleGone: "That rule no longer exists.",
  // The sandbox finest's refusals (integrations/accounting/catalogue.ts finestMessages), shown in its recent reports.
  finestCustomer: "Customer {{customer}} is not defined in company code {{companyCode}}",
  finestCostElement: "Cost element value {{costElement}} is not allowed",
  finestNotBooked: "Document {{document}} is not a booked cash-in; there is nothing to reverse",
  finestAlreadyReversed: "Document {{document}} was already reversed by document {{reversal}}",
};

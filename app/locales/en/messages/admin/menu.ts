// English server messages of the menu editor (the "menu" group of ../admin.ts): the server's exact English text.
export default {
  chooseKind: "Choose the kind of entry",
  enterTitle: "Enter a title",
  atMost: "Use at most {{max}} characters",
  iconAs: "Write the icon as ri:<remix icon>, bi:<bootstrap icon>, color:<lucide icon>:<primary|success|danger|info|warning|dark>, or img:<product image>",
  chooseRole: "Choose at least one role",
  itemPath: "A single item links to a portal page: start the address with /",
  leavesPortal: "This address would leave the portal: write a portal path such as /invoices",
  externalHttps: "An external link needs a full address starting with https://",
  groupHasEntries: "This group still has entries: move or delete them first.",
  topLevelOnly: "Headers and groups belong at the top level of the menu.",
  ownParent: "An entry cannot be its own parent.",
  chooseGroup: "Choose a collapsible group as the parent.",
  noEntry: "That menu entry does not exist (any more).",
  unknownRequest: "Unknown request.",
  unknownRole: "Unknown role: {{roles}}",
};

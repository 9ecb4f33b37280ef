/** The kinds of side-menu entry (spec: headers, items, collapsible groups, external links); db/schema/shell.ts stores them. */
export const menuKinds = ["header", "item", "group", "external"] as const;
export type MenuKind = (typeof menuKinds)[number];

import { PERMISSIONS, type Permission } from "./permissions";

// English labels; screens show admin:roles.entities.<entity> (the API keeps these).
const ENTITY_LABEL: Record<string, string> = {
  dashboard: "Dashboard", product: "Products", "purchase-order": "Purchase orders", billing: "Billings", invoice: "Invoices", "tax-invoice": "Tax invoices",
  payment: "Payments", settlement: "Settlement", recurring: "Recurring billing", report: "Reports", user: "Users", role: "Roles", organisation: "Organisation",
  menu: "Menu", machine: "Machine inspector", job: "Jobs", sandbox: "Sandbox",
};

/** A permission's key in the translations (admin:roles.permissions): ":" separates namespaces in i18next keys. */
export const permissionKey = (name: string) => name.replace(/:/g, "_");

/** The permission catalogue grouped by entity (action:entity[:scope]), in catalogue order, for the roles screens. */
export function permissionGroups(): { entity: string; label: string; permissions: { name: Permission; description: string }[] }[] {
  const groups = new Map<string, { name: Permission; description: string }[]>();
  for (const [name, description] of Object.entries(PERMISSIONS) as [Permission, string][]) {
    const entity = name.split(":")[1] ?? name;
    groups.set(entity, [...(groups.get(entity) ?? []), { name, description }]);
  }
  return [...groups.entries()].map(([entity, permissions]) => ({ entity, label: ENTITY_LABEL[entity] ?? entity, permissions }));
}

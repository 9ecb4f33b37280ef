/**
 * The permission catalogue, named `action:entity[:scope]` (architecture.md). Scopes:
 * `any` sees and acts on everything; `division` only on data of the user's division;
 * `own` only on products the user is an owner or member of. A permission without a
 * scope is a capability that has no data scope (for example `manage:menu`).
 * Shared by server checks and by screens that hide what a user cannot do.
 */
export const PERMISSIONS = {
  "read:dashboard": "See the dashboard",
  "read:product:any": "See every product",
  "read:product:own": "See the products one belongs to",
  "manage:product": "Create and edit products",
  "read:purchase-order:any": "See every purchase order",
  "read:purchase-order:own": "See purchase orders of one's products",
  "manage:purchase-order": "Create and edit purchase orders",
  "read:billing:any": "See every billing",
  "read:billing:own": "See billings of one's products",
  "manage:billing": "Draft, issue and cancel billings",
  "read:invoice:any": "See every invoice",
  "read:invoice:own": "See invoices of one's products",
  "read:invoice:division": "See invoices of one's division",
  "approve:invoice": "Approve, return or reject invoices as designated signer",
  "cancel:invoice": "Cancel invoices",
  "reissue:invoice": "Reissue returned invoices",
  "retry:tax-invoice": "Retry a failed tax-invoice request",
  "read:payment": "See payments and settlement",
  "manage:settlement": "Match payments and settle",
  "request:cashout": "Request a cash-out of a product's settled balance (maker)",
  "approve:cashout": "Approve or reject cash-out requests (checker; never one's own)",
  "read:company": "See every partner company",
  "manage:company": "Register and edit partner companies (a partner: only their own)",
  "approve:company": "Approve or reject partner companies and their PICs",
  "read:ticket": "See support tickets of the billings one sees",
  "manage:ticket": "Open, assign, hold, solve, close and reopen support tickets",
  "read:quotation": "See quotations of the products whose purchase orders one sees",
  "manage:quotation": "Write, edit, submit quotations and turn approved ones into purchase orders",
  "approve:quotation": "Approve (with the signed document) or reject submitted quotations",
  // Issue 23: partnerships. Unscoped read sees all; :division a division-scoped viewer's; :own a partner's own company's.
  "read:partnership": "See every partnership",
  "read:partnership:division": "See partnerships of one's division",
  "read:partnership:own": "See the partnerships one's partner company is in (read only)",
  "manage:partnership": "Create and edit partnerships, move them through their phases, extend, end or stop them",
  "approve:partnership": "Approve a negotiated partnership into execution",
  "read:recurring": "See recurring billing profiles",
  "manage:recurring": "Create, pause, resume and stop recurring profiles",
  "read:report": "See and export reports",
  "read:user": "See users",
  "read:user:division": "See users of one's division only (widened by levelAccess and grantAccess)",
  "manage:user": "Create, edit, block and unblock users",
  "manage:role": "Edit roles and their permissions",
  "manage:organisation": "Edit the organisation tree",
  "manage:menu": "Edit the side menu",
  "read:machine": "Open the machine inspector",
  "apply:machine": "Apply an event for real from the inspector",
  "read:job": "See scheduled jobs and run them",
  "manage:sandbox": "Control the sandbox integrations",
  // Issue 23: contracts, agreements and BAST; scopes any, own (one's products) and company (a partner's company).
  "read:contract:any": "See every contract and agreement",
  "read:contract:own": "See contracts and agreements of one's products",
  "read:contract:company": "See contracts and agreements naming one's partner company",
  "manage:contract": "Draft, submit and attach documents to contracts and agreements",
  "verify:contract": "Verify, return or terminate contracts and agreements (legal)",
  "read:bast:any": "See every BAST",
  "read:bast:own": "See BASTs of one's products",
  "read:bast:company": "See BASTs of one's partner company",
  "manage:bast": "Draft, submit and attach documents to BASTs",
  "verify:bast": "Verify or reject BASTs",
  // Issue 23: reward points.
  "read:reward": "Earn reward points, see one's balance and history, redeem and convert points",
  "manage:reward": "Manage the reward catalog and the point rules",
  "approve:redemption": "Approve, reject and hand over reward redemptions (never one's own)",
} as const;

export type Permission = keyof typeof PERMISSIONS;

/** Whether `granted` covers `required`; a scoped permission `read:x:any` covers `read:x:own` and `read:x:division`. */
export function covers(granted: readonly string[], required: string): boolean {
  if (granted.includes(required)) return true;
  const [action, entity, scope] = required.split(":");
  if (!scope) return granted.some((g) => g.startsWith(`${action}:${entity}:`));
  return scope !== "any" && granted.includes(`${action}:${entity}:any`);
}

export const SUPER_ADMIN = "super-admin";

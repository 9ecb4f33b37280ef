import { PERMISSIONS, type Permission } from "~/lib/permissions";

const all = Object.keys(PERMISSIONS) as Permission[];
const ownOrderToCash: Permission[] = [
  "read:dashboard", "read:product:own", "read:purchase-order:own", "manage:purchase-order", "read:billing:own", "manage:billing",
  "read:invoice:own", "cancel:invoice", "reissue:invoice", "retry:tax-invoice", "read:recurring", "manage:recurring", "read:report",
  "read:ticket", "manage:ticket", // issue 23: the product's people handle its customers' tickets
  "read:quotation", "manage:quotation", // issue 23: the product's people write its quotations
  "read:contract:own", "manage:contract", "read:bast:own", "manage:bast", // issue 23: their products' contracts and deliveries
  "read:reward", // issue 23: the account managers who raise billings earn points on them when paid
];

/** The roles of spec section 6 and issue 8, with their permissions. Super-admin holds every permission. */
export const ROLE_SEED: { name: string; label: string; description: string; permissions: Permission[] }[] = [
  { name: "super-admin", label: "Super Admin", description: "Everything, including applying inspector events for real", permissions: all },
  {
    name: "admin", label: "Admin", description: "Administers users, organisation and products; sees every document",
    permissions: all.filter((p) => !["apply:machine", "manage:role", "approve:invoice"].includes(p)),
  },
  { name: "product-owner", label: "Product Owner", description: "Owns products and runs their order-to-cash chain", permissions: [...ownOrderToCash, "manage:product", "verify:bast"] },
  { name: "member", label: "Member", description: "Member of products: creates POs, billings and invoices", permissions: ownOrderToCash },
  { name: "approver", label: "Approver", description: "Approves, returns and rejects invoices", permissions: ["read:dashboard", "read:invoice:own", "approve:invoice", "cancel:invoice", "read:billing:own"] },
  { name: "invoice-signer", label: "Invoice Signer", description: "The designated signer of a product's invoices", permissions: [...ownOrderToCash, "approve:invoice", "approve:quotation"] },
  { name: "settlement", label: "Settlement", description: "Matches payments and settles", permissions: ["read:dashboard", "read:invoice:any", "read:billing:any", "read:payment", "manage:settlement", "read:report", "request:cashout", "read:ticket", "manage:ticket"] },
  // Issue 21: the checker of cash-outs, a role of its own so that no settlement maker holds both sides by default.
  { name: "finance-manager", label: "Finance Manager", description: "Approves or rejects cash-out requests (checker)", permissions: ["read:dashboard", "read:payment", "read:report", "approve:cashout", "approve:redemption"] },
  { name: "companion", label: "Companion", description: "Division companion of products", permissions: ["read:partnership:division", "read:dashboard", "read:product:own", "read:invoice:division", "read:billing:own", "read:ticket"] },
  { name: "partner", label: "Partner", description: "Partner company staff", permissions: ["read:partnership:own", "read:dashboard", "manage:company", "read:contract:company", "read:bast:company", "read:reward"] },
  { name: "legal", label: "Legal", description: "Reviews contracts and agreements", permissions: ["read:partnership", "approve:partnership", "read:dashboard", "read:report", "read:company", "approve:company", "read:contract:any", "manage:contract", "verify:contract", "read:bast:any", "verify:bast"] },
  { name: "spa", label: "SPA", description: "Sales partner administration", permissions: ["read:partnership", "manage:partnership", "read:dashboard", "read:report", "read:company", "read:contract:any", "read:bast:any"] },
  { name: "system", label: "System", description: "Jobs and integrations acting on their own", permissions: [] },
];

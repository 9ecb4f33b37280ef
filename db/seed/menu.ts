/** The side menu as stored (spec section 2). Roles list who sees each entry; `*` expands to every human role. */
export type MenuSeed = { id: string; kind: "header" | "item" | "group" | "external"; title: string; url?: string; icon?: string; badge?: string; badgeColor?: string; roles: string[]; newTab?: boolean; children?: MenuSeed[] };

export const HUMAN_ROLES = ["super-admin", "admin", "product-owner", "member", "approver", "invoice-signer", "settlement", "companion", "partner", "legal", "spa", "finance-manager"];
const ADMINS = ["super-admin", "admin"];
const ORDER_TO_CASH = ["super-admin", "admin", "product-owner", "member", "invoice-signer", "approver", "settlement", "companion"];

/**
 * Only entries whose pages exist (or are being built now) are listed; each icon family of the spec appears:
 * product images (img:), remix icons (ri:), bootstrap icons (bi:) and colour icons (color:).
 */
export const MENU_SEED: MenuSeed[] = [
  { id: "m-home", kind: "header", title: "Home", roles: HUMAN_ROLES },
  { id: "m-dashboard", kind: "item", title: "Dashboard", url: "/", icon: "img:dashboard-management", roles: HUMAN_ROLES },
  { id: "m-notifications", kind: "item", title: "Notifications", url: "/notification", icon: "ri:notification-3-line", roles: HUMAN_ROLES },
  // Issue 22: the dashboards beyond the summary. Management, AM performance and payments are finance's and management's
  // (settlement staff stand for finance here); product people see sales for their own products.
  {
    id: "m-dashboards", kind: "group", title: "Dashboards", icon: "img:performance-dashboard", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "settlement", "companion"],
    children: [
      { id: "m-dash-management", kind: "item", title: "Management", url: "/dashboards/management", icon: "img:dashboard-management", roles: ["super-admin", "admin", "settlement"] },
      { id: "m-dash-sales", kind: "item", title: "Sales", url: "/dashboards/sales", icon: "img:dashboard-product", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "settlement", "companion"] },
      { id: "m-dash-am", kind: "item", title: "AM performance", url: "/dashboards/am-performance", icon: "img:transfer-am-performance", roles: ["super-admin", "admin", "settlement"] },
      { id: "m-dash-payments", kind: "item", title: "Collections", url: "/dashboards/payments", icon: "img:revenue-recognition", roles: ["super-admin", "admin", "settlement"] },
    ],
  },
  // Issue 22: the reports section, for every role holding read:report.
  { id: "m-reports", kind: "item", title: "Reports", url: "/reports", icon: "ri:file-chart-line", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "settlement", "finance-manager", "legal", "spa"] },
  { id: "m-o2c", kind: "header", title: "Order to cash", roles: ORDER_TO_CASH },
  { id: "m-catalog", kind: "item", title: "Catalog", url: "/products", icon: "img:catalog", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "companion"] },
  // Issue 23: quotations come before the order (read:quotation: the product people and their signers, admins).
  { id: "m-quotations", kind: "item", title: "Quotations", url: "/quotations", icon: "ri:file-text-line", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer"] },
  {
    id: "m-documents", kind: "group", title: "Documents", icon: "bi:files", roles: ORDER_TO_CASH,
    children: [
      { id: "m-po", kind: "item", title: "Purchase orders", url: "/purchase-orders", icon: "ri:file-list-3-line", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer"] },
      { id: "m-billings", kind: "item", title: "Billings", url: "/billings", icon: "ri:bill-line", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "settlement", "companion"] },
      { id: "m-invoices", kind: "item", title: "Invoices", url: "/invoices", icon: "ri:file-paper-2-line", roles: ORDER_TO_CASH },
    ],
  },
  { id: "m-inbox", kind: "item", title: "Approval inbox", url: "/invoices/inbox", icon: "color:inbox:warning", badge: "New", badgeColor: "success", roles: ["super-admin", "invoice-signer", "approver"] },
  // Issue 21: the credit notes that cancelled approved invoices (read as invoices are).
  { id: "m-credit-notes", kind: "item", title: "Credit notes", url: "/credit-notes", icon: "ri:file-reduce-line", roles: ORDER_TO_CASH },
  { id: "m-recurring", kind: "item", title: "Recurring billing", url: "/recurring", icon: "ri:repeat-line", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer"] },
  // Issue 23: support tickets about billings (read:ticket; the roles that handle customers).
  { id: "m-tickets", kind: "item", title: "Tickets", url: "/tickets", icon: "ri:customer-service-2-line", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "settlement", "companion"] },
  { id: "m-payments", kind: "item", title: "Payments", url: "/payments", icon: "ri:money-dollar-circle-line", roles: ["super-admin", "settlement"] },
  { id: "m-settlements", kind: "item", title: "Settlements", url: "/settlements", icon: "ri:exchange-dollar-line", roles: ["super-admin", "settlement"] },
  // Issue 21: the spec's cash-out entries (its product images cashout, cashout approval, transfer request). Transfer requests are the approved cash-outs.
  { id: "m-cashout", kind: "item", title: "Cashout", url: "/cash-outs", icon: "img:cashout", roles: ["super-admin", "admin", "settlement", "finance-manager"] },
  { id: "m-cashout-approval", kind: "item", title: "Cashout approval", url: "/cash-outs/approvals", icon: "img:cashout-approval", roles: ["super-admin", "admin", "finance-manager"] },
  { id: "m-transfer-request", kind: "item", title: "Transfer request", url: "/cash-outs?state=approved", icon: "img:transfer-request", roles: ["super-admin", "admin", "settlement", "finance-manager"] },
  // Issue 23: partner companies: staff who read them (legal and admin approve, spa reads) and a partner for their own.
  { id: "m-companies", kind: "item", title: "Companies", url: "/companies", icon: "ri:building-2-line", roles: ["super-admin", "admin", "legal", "spa", "partner"] },
  // Issue 23: partnerships: staff who read them all, a companion their division's, a partner their company's (read only).
  { id: "m-partnerships", kind: "item", title: "Partnerships", url: "/partnerships", icon: "color:handshake:info", roles: ["super-admin", "admin", "legal", "spa", "partner", "companion"] },
  // Issue 23: contracts, agreements and BAST (read:contract / read:bast: legal, spa, admins, the product people, a partner for their company).
  {
    id: "m-contracts", kind: "group", title: "Contracts", icon: "img:agreement", roles: ["super-admin", "admin", "legal", "spa", "partner", "product-owner", "member", "invoice-signer"],
    children: [
      { id: "m-contract-list", kind: "item", title: "Contracts", url: "/contracts", icon: "ri:file-shield-2-line", roles: ["super-admin", "admin", "legal", "spa", "partner", "product-owner", "member", "invoice-signer"] },
      { id: "m-agreements", kind: "item", title: "Agreements", url: "/agreements", icon: "color:handshake:primary", roles: ["super-admin", "admin", "legal", "spa", "partner", "product-owner", "member", "invoice-signer"] },
      { id: "m-bast", kind: "item", title: "BAST", url: "/bast", icon: "color:truck:success", roles: ["super-admin", "admin", "legal", "spa", "partner", "product-owner", "member", "invoice-signer"] },
    ],
  },
  // Issue 23: reward points (spec names reward, reward catalog, point redemption, point conversion): read:reward earners,
  // and the approvers of redemptions (finance managers); point settings are reached from the catalog (manage:reward).
  {
    id: "m-reward", kind: "group", title: "Reward", icon: "img:reward", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "partner", "finance-manager"],
    children: [
      { id: "m-reward-catalog", kind: "item", title: "Reward catalog", url: "/rewards", icon: "img:reward-catalog", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "partner", "finance-manager"] },
      { id: "m-point-redemption", kind: "item", title: "Point redemption", url: "/rewards/redemptions", icon: "img:point-redemption", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "partner", "finance-manager"] },
      { id: "m-point-conversion", kind: "item", title: "Point conversion", url: "/rewards/history", icon: "img:point-conversion", roles: ["super-admin", "admin", "product-owner", "member", "invoice-signer", "partner"] },
    ],
  },
  { id: "m-admin", kind: "header", title: "Administration", roles: ADMINS },
  { id: "m-users", kind: "item", title: "Users", url: "/admin/users", icon: "color:users:info", roles: ADMINS },
  { id: "m-roles", kind: "item", title: "Roles", url: "/admin/roles", icon: "ri:shield-user-line", roles: ["super-admin"] },
  { id: "m-organisation", kind: "item", title: "Organisation", url: "/admin/organisation", icon: "ri:organization-chart", roles: ADMINS },
  { id: "m-menu", kind: "item", title: "Menu editor", url: "/admin/menu", icon: "ri:menu-add-line", roles: ["super-admin"] },
  { id: "m-machines", kind: "item", title: "Machines", url: "/admin/machines", icon: "ri:flow-chart", roles: ADMINS },
  { id: "m-jobs", kind: "item", title: "Jobs", url: "/admin/jobs", icon: "ri:timer-line", roles: ADMINS },
  { id: "m-sandbox", kind: "item", title: "Sandbox control", url: "/admin/sandbox", icon: "ri:test-tube-line", roles: ADMINS },
  { id: "m-links", kind: "header", title: "Links", roles: HUMAN_ROLES },
  { id: "m-efaktur", kind: "external", title: "DJP e-Faktur", url: "https://efaktur.pajak.go.id", icon: "bi:box-arrow-up-right", roles: HUMAN_ROLES, newTab: true },
];

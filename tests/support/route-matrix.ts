import path from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { MENU_SEED, type MenuSeed } from "#db/seed/menu";
import { covers } from "~/lib/permissions";
import remixConfig from "../../remix.config.js";

/**
 * The role x route matrix of issue 16: who may call each route module's loader and action, by permission name.
 * One entry per route file (a route without an entry fails tests/integration/route-matrix.test.ts, so a new
 * route joins the matrix as soon as it exists). The entries say what the portal should do, not what it does.
 */

/** The route modules Remix builds (the same flat-routes convention and ignore list as remix.config.js), with their URL patterns. */
export function routeManifest() {
  const manifest = flatRoutes(path.resolve("app"), remixConfig.ignoredRouteFiles ?? []);
  const full = (id: string): string => {
    const route = manifest[id];
    const own = route.path ?? "";
    const parent = route.parentId && route.parentId !== "root" ? full(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  return Object.values(manifest).map((route) => ({ id: route.id, file: path.basename(route.file), pattern: `/${full(route.id)}` }));
}

/** A demo account of db/seed/users.ts by its role (anonymous: no session). */
export const MATRIX_ROLES = [
  { role: "super-admin", userId: "usr-super-admin" },
  { role: "admin", userId: "usr-admin" },
  { role: "owner", userId: "usr-owner" },
  { role: "signer", userId: "usr-signer" },
  { role: "member", userId: "usr-member" },
  { role: "settlement", userId: "usr-settlement" },
  { role: "partner", userId: "usr-partner" },
  { role: "companion", userId: "usr-companion" },
  { role: "anonymous", userId: null },
] as const;

export type Caller = { roles: string[]; permissions: string[] } | null;

/** What a cell should answer. */
export type Outcome =
  | "any" // anything but a 5xx: the handler is open to everyone and answers what the input deserves
  | "ok" // allowed past authorisation: 2xx, a redirect elsewhere than /login or not-authorized, or a 400/409/422 about the input
  | "denied" // 403, a redirect to /misc/not-authorized, or 404 (hiding that it exists)
  | "login" // 401 or a redirect to /login
  | "refused" // any 4xx refusal that is not "ok" (a method nobody may use)
  | "not-found" // 404
  | `status-${number}`;

/** Which document a `:id` stands for; the test picks one inside and one outside the caller's list scope from the seeded data. */
export type DocKind = "invoice" | "unapproved-invoice" | "billing" | "purchase-order" | "product" | "recurring" | "attachment" | "user" | "notification";

/** A literal, a document picked in and out of the caller's scope, or the first row an SQL query answers (column id). */
export type Value = string | { doc: DocKind } | { sql: string };

export type Rule =
  | { kind: "public" }
  | { kind: "nobody" }
  | { kind: "fixed"; outcome: Outcome }
  | { kind: "signed-in"; allowed?: Outcome }
  | { kind: "permission"; anyOf: string[]; allowed?: Outcome }
  | { kind: "super-admin" }
  | { kind: "custom"; label: string; allow: (caller: NonNullable<Caller>) => boolean };

export type Entry = {
  loader?: Rule;
  action?: Rule;
  /** Route params: literal values, or the document kind the test picks in and out of scope. */
  params?: Record<string, Value>;
  query?: Record<string, Value>;
  /** The action's request: method and body (a form for pages and resources, JSON for the API and the mocks). */
  method?: string;
  body?: Record<string, Value>;
  /** Send the action's body as a multipart form with a small PDF in `file` (the upload intents). */
  file?: boolean;
  /** The /mock data calls may answer a caller without the permission with nothing (an empty list) instead of a 403. */
  emptyIsDenial?: boolean;
  /** Exists in sandbox mode only: in production mode it answers 404 to everyone, the super-admin included. */
  sandboxOnly?: boolean;
};

const pub: Rule = { kind: "public" };
const nobody: Rule = { kind: "nobody" };
const signedIn: Rule = { kind: "signed-in" };
const perm = (...anyOf: string[]): Rule => ({ kind: "permission", anyOf });
const superAdmin: Rule = { kind: "super-admin" };
const doc = (kind: DocKind) => ({ doc: kind });

/** The expectation table, by route file. */
export const ROUTE_EXPECTATIONS: Record<string, Entry> = {
  // ---- pages of the portal (the side menu's role lists also govern these paths)
  "$.tsx": { loader: { kind: "fixed", outcome: "not-found" }, params: { "*": "no-such-page" } },
  "_portal.tsx": { loader: signedIn },
  "_portal._index.tsx": { loader: signedIn },
  "_portal.admin.jobs.tsx": { loader: perm("read:job"), action: perm("read:job") },
  "_portal.admin.machines.$id.tsx": { loader: perm("read:machine"), action: perm("read:machine"), params: { id: "invoice" } },
  "_portal.admin.machines._index.tsx": { loader: perm("read:machine") },
  "_portal.admin.menu.tsx": { loader: perm("manage:menu"), action: perm("manage:menu") },
  "_portal.admin.organisation.tsx": { loader: perm("manage:organisation", "read:user"), action: perm("manage:organisation") },
  "_portal.admin.roles.$role.tsx": { loader: perm("read:user", "manage:role"), action: perm("manage:role"), params: { role: "member" } },
  "_portal.admin.roles._index.tsx": { loader: perm("read:user", "manage:role"), action: perm("manage:role") },
  "_portal.admin.sandbox.tsx": { loader: perm("manage:sandbox"), action: perm("manage:sandbox"), sandboxOnly: true },
  "_portal.admin.users.$id.tsx": { loader: perm("read:user"), action: perm("manage:user"), params: { id: doc("user") }, body: { intent: "block" } },
  "_portal.admin.users._index.tsx": { loader: perm("read:user") },
  "_portal.admin.users.new.tsx": { loader: perm("manage:user"), action: perm("manage:user") },
  "_portal.admin.users.referral.tsx": { loader: perm("read:user") },
  "_portal.admin.users.statistics.tsx": { loader: perm("read:user") },
  // The page's upload (the attachments card shows its button to manage:billing).
  "_portal.billings.$id.tsx": { loader: perm("read:billing"), action: perm("manage:billing"), params: { id: doc("billing") }, body: { intent: "upload" }, file: true },
  "_portal.billings._index.tsx": { loader: perm("read:billing") },
  "_portal.billings.new.tsx": { loader: perm("manage:billing"), action: perm("manage:billing"), query: { po: doc("purchase-order") } },
  // Issue 20: payments are read with read:payment; importing, matching and un-matching need manage:settlement.
  "_portal.payments._index.tsx": { loader: perm("read:payment") },
  "_portal.payments.export.ts": { loader: perm("read:payment") },
  "_portal.payments.import.tsx": { loader: perm("manage:settlement"), action: perm("manage:settlement"), file: true },
  // The demo data has no payments: a permitted caller is told the named one does not exist (404), others are refused first.
  "_portal.payments.unmatched.tsx": { loader: perm("manage:settlement"), action: { kind: "permission", anyOf: ["manage:settlement"], allowed: "not-found" }, body: { intent: "match", paymentId: "no-such-payment" } },
  // Customer credit (read:payment; apply and refund need manage:settlement). The demo data has no credit: a named one is a 404.
  "_portal.payments.credits._index.tsx": { loader: perm("read:payment") },
  "_portal.payments.credits.$customerId.tsx": { loader: { kind: "permission", anyOf: ["read:payment"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["manage:settlement"], allowed: "not-found" }, params: { customerId: "no-such-customer" }, body: { intent: "refund" } },
  "_portal.payments.$id.tsx": { loader: { kind: "permission", anyOf: ["read:payment"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["manage:settlement"], allowed: "not-found" }, params: { id: "no-such-payment" }, body: { intent: "unmatch" } },
  // Issue 21: cash-outs are read by either side of maker-checker; requests need request:cashout, decisions approve:cashout.
  // Issue 23: companies are read with read:company (staff) or manage:company (a partner: their own; company 1 is usr-partner's).
  "_portal.companies._index.tsx": { loader: perm("read:company", "manage:company") },
  "_portal.companies.export.ts": { loader: perm("read:company", "manage:company") },
  "_portal.companies.new.tsx": { loader: perm("manage:company"), action: perm("manage:company") },
  "_portal.companies.$id._index.tsx": { loader: perm("read:company", "manage:company"), action: perm("approve:company"), params: { id: "1" }, body: { intent: "approve" } },
  "_portal.companies.$id.edit.tsx": { loader: perm("manage:company"), action: perm("manage:company"), params: { id: "1" } },
  // Issue 23: partnerships: read:partnership (all), :division (a companion), :own (a partner, company 1); psh-002 is company 1's
  // in the companion's division (DIT-DES), so every reader may open it; moving it on needs manage:partnership.
  "_portal.partnerships._index.tsx": { loader: perm("read:partnership") },
  "_portal.partnerships.export.ts": { loader: perm("read:partnership") },
  "_portal.partnerships.new.tsx": { loader: perm("manage:partnership"), action: perm("manage:partnership") },
  "_portal.partnerships.$id._index.tsx": { loader: perm("read:partnership"), action: perm("manage:partnership"), params: { id: "psh-002" }, body: { intent: "advance" } },
  "_portal.partnerships.$id.edit.tsx": { loader: perm("manage:partnership"), action: perm("manage:partnership"), params: { id: "psh-002" } },
  // Issue 23: contracts, agreements (read:contract:any|own|company) and BAST (read:bast:...). The demo data has none: a named one is a 404 to whoever may look.
  "_portal.contracts._index.tsx": { loader: perm("read:contract") },
  "_portal.contracts.export.ts": { loader: perm("read:contract") },
  "_portal.contracts.new.tsx": { loader: perm("manage:contract"), action: perm("manage:contract") },
  "_portal.contracts.$id.tsx": { loader: { kind: "permission", anyOf: ["read:contract"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["read:contract"], allowed: "not-found" }, params: { id: "no-such-record" }, body: { intent: "submit" } },
  "_portal.agreements._index.tsx": { loader: perm("read:contract") },
  "_portal.agreements.export.ts": { loader: perm("read:contract") },
  "_portal.agreements.new.tsx": { loader: perm("manage:contract"), action: perm("manage:contract") },
  "_portal.agreements.$id.tsx": { loader: { kind: "permission", anyOf: ["read:contract"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["read:contract"], allowed: "not-found" }, params: { id: "no-such-record" }, body: { intent: "submit" } },
  "_portal.bast._index.tsx": { loader: perm("read:bast") },
  "_portal.bast.export.ts": { loader: perm("read:bast") },
  "_portal.bast.new.tsx": { loader: perm("manage:bast"), action: perm("manage:bast") },
  "_portal.bast.$id.tsx": { loader: { kind: "permission", anyOf: ["read:bast"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["read:bast"], allowed: "not-found" }, params: { id: "no-such-record" }, body: { intent: "submit" } },
  // Issue 23: the edit screens ask manage permission first, then the record (a 404 here; 403/409 in tests/integration/contract-pickers.test.ts).
  "_portal.contracts.$id_.edit.tsx": { loader: { kind: "permission", anyOf: ["manage:contract"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["manage:contract"], allowed: "not-found" }, params: { id: "no-such-record" }, body: { title: "x" } },
  "_portal.agreements.$id_.edit.tsx": { loader: { kind: "permission", anyOf: ["manage:contract"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["manage:contract"], allowed: "not-found" }, params: { id: "no-such-record" }, body: { title: "x" } },
  "_portal.bast.$id_.edit.tsx": { loader: { kind: "permission", anyOf: ["manage:bast"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["manage:bast"], allowed: "not-found" }, params: { id: "no-such-record" }, body: { delivered: "x" } },
  "_portal.cash-outs._index.tsx": { loader: perm("request:cashout", "approve:cashout") },
  "_portal.cash-outs.export.ts": { loader: perm("request:cashout", "approve:cashout") },
  "_portal.cash-outs.new.tsx": { loader: perm("request:cashout"), action: perm("request:cashout") },
  "_portal.cash-outs.approvals.tsx": { loader: perm("approve:cashout") },
  "_portal.cash-outs.$id.tsx": { loader: { kind: "permission", anyOf: ["request:cashout", "approve:cashout"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["approve:cashout"], allowed: "not-found" }, params: { id: "no-such-cash-out" }, body: { intent: "approve" } },
  // Issue 22: the dashboards need read:dashboard; each figure is then scoped by the viewer's list scope.
  "_portal.dashboards.management.tsx": { loader: perm("read:dashboard") },
  "_portal.dashboards.sales.tsx": { loader: perm("read:dashboard") },
  // Issue 22: the reports need read:report; their rows are then scoped by the viewer's invoice list scope.
  "_portal.reports._index.tsx": { loader: perm("read:report") },
  "_portal.reports.$name.tsx": { loader: perm("read:report"), params: { name: "ageing" } },
  // An export run is its owner's only: anyone else (and an id that does not exist) gets 404.
  "_portal.reports.exports.$id.tsx": { loader: { kind: "permission", anyOf: ["read:report"], allowed: "not-found" }, params: { id: "no-such-export" } },
  "_portal.reports.$name.export.ts": { loader: perm("read:report"), params: { name: "ageing" } },
  "_portal.dashboards.am-performance.tsx": { loader: perm("read:dashboard") },
  "_portal.dashboards.payments.tsx": { loader: perm("read:dashboard") },
  // Issue 21: settlements are read with read:payment; importing, pairing, resolving and settling need manage:settlement.
  "_portal.settlements._index.tsx": { loader: perm("read:payment") },
  "_portal.settlements.export.ts": { loader: perm("read:payment") },
  "_portal.settlements.import.tsx": { loader: perm("manage:settlement"), action: perm("manage:settlement"), file: true },
  "_portal.settlements.$id.tsx": { loader: { kind: "permission", anyOf: ["read:payment"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["manage:settlement"], allowed: "not-found" }, params: { id: "no-such-settlement" }, body: { intent: "settle" } },
  "_portal.admin.sandbox.gateway-report.ts": { loader: perm("manage:sandbox"), sandboxOnly: true },
  "_portal.change-password.tsx": { loader: signedIn, action: signedIn },
  // Issue 16: uploading to an invoice needs the permission the screen shows the button for (cancel:invoice or approve:invoice).
  "_portal.invoices.$id.tsx": { loader: perm("read:invoice"), action: perm("cancel:invoice", "approve:invoice"), params: { id: doc("invoice") }, body: { intent: "upload" }, file: true },
  "_portal.invoices._index.tsx": { loader: perm("read:invoice") },
  // Issue 21: credit notes are read as invoices are; the detail's decision needs cancel:invoice (no such note: 404).
  "_portal.credit-notes._index.tsx": { loader: perm("read:invoice") },
  "_portal.credit-notes.export.ts": { loader: perm("read:invoice") },
  // Issue 23: reward points. Anyone with read:reward, manage:reward or approve:redemption opens the catalog and the
  // redemptions (their own, or every one with approve:redemption); redeeming and converting need read:reward.
  "_portal.rewards._index.tsx": { loader: perm("read:reward", "manage:reward", "approve:redemption"), action: { kind: "permission", anyOf: ["read:reward"], allowed: "not-found" }, body: { intent: "redeem", itemId: "no-such-reward" } },
  "_portal.rewards.history.tsx": { loader: perm("read:reward"), action: perm("read:reward"), body: { points: "x" } },
  "_portal.rewards.history.export.ts": { loader: perm("read:reward") },
  "_portal.rewards.new.tsx": { loader: perm("manage:reward"), action: perm("manage:reward") },
  "_portal.rewards.settings.tsx": { loader: perm("manage:reward"), action: perm("manage:reward"), body: { intent: "group" } },
  "_portal.rewards.$id.tsx": { loader: { kind: "permission", anyOf: ["read:reward", "manage:reward", "approve:redemption"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["manage:reward"], allowed: "not-found" }, params: { id: "no-such-reward" } },
  "_portal.rewards.redemptions._index.tsx": { loader: perm("read:reward", "manage:reward", "approve:redemption") },
  "_portal.rewards.redemptions.export.ts": { loader: perm("read:reward", "manage:reward", "approve:redemption") },
  "_portal.rewards.redemptions.$id.tsx": { loader: { kind: "permission", anyOf: ["read:reward", "manage:reward", "approve:redemption"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["approve:redemption"], allowed: "not-found" }, params: { id: "no-such-redemption" }, body: { intent: "approve" } },
  // Issue 23: tickets are read with read:ticket (the billing scope) and handled with manage:ticket.
  "_portal.tickets._index.tsx": { loader: perm("read:ticket") },
  "_portal.tickets.export.ts": { loader: perm("read:ticket") },
  "_portal.tickets.new.tsx": { loader: perm("manage:ticket"), action: perm("manage:ticket"), body: { title: "x" } },
  "_portal.tickets.$id.tsx": { loader: { kind: "permission", anyOf: ["read:ticket"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["read:ticket"], allowed: "not-found" }, params: { id: "no-such-ticket" }, body: { intent: "start" } },
  // The invoice e-mail's public support page: no sign-in; an altered or unknown token is 404 for everyone.
  "support.$token.tsx": { loader: { kind: "fixed", outcome: "not-found" }, action: { kind: "fixed", outcome: "not-found" }, params: { token: "not-a-real-token" } },
  "_portal.credit-notes.$id.tsx": { loader: { kind: "permission", anyOf: ["read:invoice"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["read:invoice"], allowed: "not-found" }, params: { id: "no-such-credit-note" }, body: { intent: "approve" } },
  "_portal.invoices.inbox.tsx": { loader: perm("approve:invoice") },
  "_portal.invoices_.$id.tax-invoice.tsx": { loader: perm("read:invoice"), params: { id: doc("invoice") } },
  // The action's permitted callers may still be refused by the rules (segregation of duties: the billing's creator; not approved): any non-5xx.
  "_portal.invoices_.$id.replace.tsx": { loader: perm("reissue:invoice"), action: { kind: "permission", anyOf: ["reissue:invoice"], allowed: "any" }, params: { id: doc("invoice") }, body: { name: "PT Koreksi", npwp: "", address: "Jl. Koreksi 1", reason: "route matrix" } },
  // Issue 21: an invoice's payment reminders; pausing and resuming need reissue:invoice (resume of an unpaused invoice: 409).
  "_portal.invoices_.$id.dunning.tsx": { loader: perm("read:invoice"), action: perm("reissue:invoice"), params: { id: doc("invoice") }, body: { intent: "dunning-resume" } },
  "_portal.notification.tsx": { loader: signedIn },
  "_portal.products.$id._index.tsx": { loader: perm("read:product"), params: { id: doc("product") } },
  "_portal.products.$id.edit.tsx": { loader: perm("manage:product"), action: perm("manage:product"), params: { id: doc("product") } },
  "_portal.products._index.tsx": { loader: perm("read:product") },
  "_portal.products.export.ts": { loader: perm("read:product") },
  "_portal.products.new.tsx": { loader: perm("manage:product"), action: perm("manage:product") },
  "_portal.profile.tsx": { loader: signedIn, action: signedIn },
  "_portal.purchase-orders.$id._index.tsx": { loader: perm("read:purchase-order"), action: perm("manage:purchase-order"), params: { id: doc("purchase-order") } },
  "_portal.purchase-orders.$id.edit.tsx": { loader: perm("manage:purchase-order"), action: perm("manage:purchase-order"), params: { id: doc("purchase-order") } },
  "_portal.purchase-orders._index.tsx": { loader: perm("read:purchase-order") },
  "_portal.purchase-orders.new.tsx": { loader: perm("manage:purchase-order"), action: perm("manage:purchase-order") },
  // Issue 23: quotations (read:quotation within the PO scope). The demo data has none: a named one is a 404 to whoever may look.
  "_portal.quotations._index.tsx": { loader: perm("read:quotation") },
  "_portal.quotations.export.ts": { loader: perm("read:quotation") },
  "_portal.quotations.new.tsx": { loader: perm("manage:quotation"), action: perm("manage:quotation") },
  "_portal.quotations.company-party.ts": { loader: perm("manage:quotation") },
  "_portal.quotations.$id._index.tsx": { loader: { kind: "permission", anyOf: ["read:quotation"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["read:quotation"], allowed: "not-found" }, params: { id: "no-such-quotation" }, body: { intent: "submit" } },
  "_portal.quotations.$id.edit.tsx": { loader: { kind: "permission", anyOf: ["manage:quotation"], allowed: "not-found" }, action: { kind: "permission", anyOf: ["manage:quotation"], allowed: "not-found" }, params: { id: "no-such-quotation" } },
  "_portal.recurring.$id._index.tsx": { loader: perm("read:recurring"), action: perm("manage:recurring"), params: { id: doc("recurring") }, body: { intent: "pause", version: "0" } },
  "_portal.recurring.$id.edit.tsx": { loader: perm("manage:recurring"), action: perm("manage:recurring"), params: { id: doc("recurring") } },
  "_portal.recurring._index.tsx": { loader: perm("read:recurring") },
  "_portal.recurring.new.tsx": { loader: perm("manage:recurring"), action: perm("manage:recurring") },
  "_portal.search.tsx": { loader: signedIn },

  // ---- signed-out pages and the shell's fixed pages
  "activation.tsx": { loader: pub, action: pub },
  "forgot-password.tsx": { loader: pub, action: pub },
  "healthz.ts": { loader: pub },
  "login.tsx": { loader: pub, action: pub },
  "logout.tsx": { loader: pub, action: pub },
  "misc.not-authorized.tsx": { loader: { kind: "fixed", outcome: "status-403" } },
  "register.tsx": { loader: pub, action: pub },
  "reset-password.$token.tsx": { loader: pub, action: pub, params: { token: "not-a-real-token" } },
  // Issue 16, finding 1: the sandbox mailbox lists every sign-in code and reset link; only a signed-in super-admin reads it.
  // Issue 20: its action bounces a delivered invoice mail (the sandbox's stand-in for the mail service's bounce).
  "dev.mail.tsx": { loader: superAdmin, action: superAdmin, sandboxOnly: true },
  // Issue 20: a message's attachment (an invoice PDF); whoever may not read the mailbox gets the same 404 as a missing file.
  "dev.mail_.$id.$index.ts": { loader: { kind: "signed-in", allowed: "not-found" }, params: { id: "no-such-message", index: "0" }, sandboxOnly: true },
  "sandbox.efaktur.$nomor.tsx": { loader: { kind: "signed-in", allowed: "not-found" }, params: { nomor: "010.000-26.00000001" }, sandboxOnly: true },
  // The payment gateway's notifications: no session, the signature over the raw body is the authentication (issue 20).
  "webhooks.payment-gateway.ts": { loader: nobody, action: pub },
  // The mail service's bounce and delivery notifications: no session, the Svix signature is the authentication (issue 20).
  "webhooks.mail.ts": { loader: nobody, action: pub },

  // ---- stored files and resources
  // Issue 16: /files/{id} checks the owning document's scope for every kind and refuses kinds it does not know.
  "files.$id.ts": { loader: perm("read:invoice"), params: { id: doc("attachment") } },
  "resources.avatars.$file.tsx": { loader: { kind: "signed-in", allowed: "not-found" }, params: { file: "no-such-avatar.png" } },
  "resources.bookmarks.tsx": { loader: pub, action: signedIn },
  "resources.documents.$kind.$id.ts": { loader: perm("read:invoice"), params: { kind: "invoice", id: doc("invoice") } },
  "resources.export.$kind.ts": { loader: perm("read:invoice"), params: { kind: "invoices" } },
  // Anyone may choose a language: a signed-out visitor's choice is a cookie, a signed-in user's is stored too.
  "resources.language.tsx": { loader: pub, action: pub, body: { language: "en", redirectTo: "/" } },
  "resources.invoices.$id.tax-retry.ts": { loader: pub, action: perm("retry:tax-invoice"), params: { id: doc("unapproved-invoice") } },
  "resources.invoices.$id.tax-cancel-retry.ts": { loader: pub, action: perm("retry:tax-invoice"), params: { id: doc("unapproved-invoice") } },
  "resources.notifications.tsx": { loader: signedIn, action: signedIn },
  "resources.product-image.$id.ts": { loader: perm("read:product"), params: { id: "no-such-image" } },
  "resources.search.tsx": { loader: signedIn, query: { q: "maju" } },
  "resources.theme.tsx": { loader: pub, action: signedIn },

  // ---- the JSON API (bearer tokens); a loader that is methodNotAllowed answers 405 to everyone
  "api.v3.activation.ts": { loader: nobody, action: pub },
  // Issue 23: the record is named by id (multipart, which the matrix does not send to the API: its 404/403/200 are
  // tests/integration/contracts.test.ts); here any signed-in caller gets past authorisation to the input check.
  "api.v3.agreements.attachment.ts": { loader: nobody, action: signedIn },
  "api.v3.auth.login.ts": { loader: nobody, action: pub },
  "api.v3.auth.otp.ts": { loader: nobody, action: pub },
  "api.v3.auth.otp_.reset_attempt.ts": { loader: nobody, action: perm("manage:user"), body: { _id: doc("user") } },
  "api.v3.auth.otp_.verification.ts": { loader: nobody, action: pub },
  "api.v3.auth.refresh-token.ts": { loader: nobody, action: pub },
  "api.v3.buffers.generate.positions.ts": { loader: signedIn, action: nobody, query: { division: "DIT-DDB" } },
  // Issue 16: every call that returns people needs read:user (or the scope that covers them).
  "api.v3.buffers.generate.users.ts": { loader: perm("read:user"), action: nobody },
  "api.v3.buffers.traversal.ts": { loader: signedIn, action: nobody, query: { division: "DIT-DDB" } },
  "api.v3.contracts.attachment.ts": { loader: nobody, action: signedIn },
  "api.v3.files.ts": { loader: nobody, action: signedIn },
  "api.v3.forgot-password.ts": { loader: nobody, action: pub },
  "api.v3.log-activity.$id.history.ts": { loader: perm("read:user"), action: nobody, params: { id: "usr-member" } },
  "api.v3.notifications.$id.read.ts": { loader: nobody, action: signedIn, params: { id: doc("notification") } },
  "api.v3.notifications._index.ts": { loader: signedIn },
  "api.v3.notifications.count.ts": { loader: signedIn },
  "api.v3.notifications.read.ts": { loader: nobody, action: signedIn },
  "api.v3.organization-structures.$id._index.ts": { loader: signedIn, action: perm("manage:organisation"), method: "PUT", params: { id: "org-DIT-DDB" } },
  "api.v3.organization-structures.$id.get-childs.ts": { loader: signedIn, action: nobody, params: { id: "org-DIT-DDB" } },
  "api.v3.organization-structures.$id.get-divisions.ts": { loader: signedIn, action: nobody, params: { id: "org-TLKM" } },
  "api.v3.organization-structures.$id.get-level.ts": { loader: signedIn, action: nobody, params: { id: "org-DIT-DDB" } },
  "api.v3.organization-structures.$id.get-revenue-settings.ts": { loader: signedIn, action: nobody, params: { id: "org-DIT-DDB" } },
  // Issue 16: organization-structures/{id}/sortable?positionMapping=true lists people: read:user.
  "api.v3.organization-structures.$id.sortable.ts": { loader: perm("read:user"), action: nobody, params: { id: "org-TLKM" }, query: { positionMapping: "true" } },
  "api.v3.organization-structures._index.ts": { loader: signedIn, action: perm("manage:organisation") },
  "api.v3.permissions.ts": { loader: signedIn, action: nobody },
  "api.v3.productchannel.division.$id.parent.ts": { loader: signedIn, action: nobody, params: { id: "org-DIT-DDB" } },
  "api.v3.products.attachment.ts": { loader: nobody, action: perm("manage:product") },
  // Issue 23: the quotation calls attach to real quotations: an unknown id is a 404 for whoever may act on quotations at all.
  "api.v3.quotations.$id.approve.attachment.ts": { loader: nobody, action: { kind: "permission", anyOf: ["approve:quotation"], allowed: "not-found" }, params: { id: "no-such-quotation" }, body: { approval: "approved" }, file: true },
  "api.v3.quotations.$id.attachment.ts": { loader: nobody, action: { kind: "permission", anyOf: ["manage:quotation"], allowed: "not-found" }, params: { id: "no-such-quotation" }, file: true },
  "api.v3.register.ts": { loader: nobody, action: pub },
  "api.v3.reset-password.$token.ts": { loader: nobody, action: pub, params: { token: "not-a-real-token" } },
  "api.v3.roles.$role.permissions.ts": { loader: nobody, action: perm("manage:role"), params: { role: "member" } },
  // People read their own roles; other roles' permissions are for those who manage roles.
  "api.v3.roles.$role.ts": {
    loader: { kind: "custom", label: "own role or manage:role", allow: (c) => c.roles.includes("member") || covers(c.permissions, "manage:role") },
    params: { role: "member" },
  },
  "api.v3.roles._index.ts": { loader: perm("read:user", "manage:role"), action: nobody },
  "api.v3.token-blacklist.ts": { loader: nobody, action: signedIn },
  // Issue 16, finding 5: admins cannot act on super-admins (the "super-admin" target is a second super-admin account).
  "api.v3.users.$id._index.ts": { loader: perm("read:user"), action: perm("manage:user"), method: "DELETE", params: { id: doc("user") } },
  "api.v3.users.$id.block.ts": { loader: nobody, action: perm("manage:user"), params: { id: doc("user") } },
  "api.v3.users.$id.login-attempt.ts": { loader: nobody, action: perm("manage:user"), params: { id: doc("user") }, body: { fail_login_attempt: "0" } },
  "api.v3.users.$id.position-mapping.ts": { loader: nobody, action: perm("manage:user"), method: "DELETE", params: { id: doc("user") } },
  "api.v3.users.$id.unblock.ts": { loader: nobody, action: perm("manage:user"), params: { id: doc("user") } },
  "api.v3.users._index.ts": { loader: perm("read:user"), action: perm("manage:user") },
  "api.v3.users.data.statistic.ts": { loader: perm("read:user"), action: nobody },
  "api.v3.users.referral.$code.ts": { loader: signedIn, action: nobody, params: { code: { sql: "select referral_code as id from users where referral_code is not null and status = 'active' order by id" } } },
  "api.v3.users.search.ts": { loader: perm("read:user"), action: nobody, query: { q: "a" } },

  // ---- the spec's mocked calls (sandbox mode): the data calls apply the caller's permissions like the real lists
  // (a partner gets 403 or nothing); the partner programme's companies and partnerships are staff reports (read:report),
  // support tickets follow the billing scope.
  "mock.$.ts": { loader: { kind: "fixed", outcome: "not-found" }, action: { kind: "fixed", outcome: "not-found" }, params: { "*": "no-such-call" }, sandboxOnly: true },
  "mock.authenticate.login.ts": { loader: nobody, action: pub, sandboxOnly: true },
  "mock.authenticate.refresh-token.ts": { loader: nobody, action: pub, sandboxOnly: true },
  "mock.authenticate.register.ts": { loader: nobody, action: pub, sandboxOnly: true },
  "mock.faq.feedback.ts": { loader: nobody, action: pub, sandboxOnly: true },
  "mock.bookmarks.ts": { loader: signedIn, action: signedIn, sandboxOnly: true },
  "mock.main-search.ts": { loader: signedIn, action: nobody, query: { q: "maju" }, sandboxOnly: true },
  "mock.billings.am_performance.ts": { loader: perm("read:billing"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.billings.dashboard_management.ts": { loader: perm("read:billing"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.channeling.ts": { loader: perm("read:product"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.channeling.list.ts": { loader: perm("read:product"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.companies._index.ts": { loader: perm("read:report"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.companies.$id.partnerships.ts": { loader: perm("read:report"), action: nobody, emptyIsDenial: true, params: { id: "1" }, sandboxOnly: true },
  "mock.partnerships.ts": { loader: perm("read:report"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.dashboards.am-performance.revenue.ts": { loader: perm("read:billing"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.organization-structures.sortable.ts": { loader: perm("read:user"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.payments._index.ts": { loader: perm("read:payment"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.payments.dashboard.ts": { loader: perm("read:payment"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.recurrings.ts": { loader: perm("read:recurring"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.tickets._index.ts": { loader: perm("read:ticket"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.tickets.dashboard.ts": { loader: perm("read:ticket"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
  "mock.unpaid-invoice.ts": { loader: perm("read:invoice"), action: nobody, emptyIsDenial: true, sandboxOnly: true },
};

/** The data scope a document route checks, by the permission its rule names. */
export const DOC_ENTITY: Record<Exclude<DocKind, "user" | "notification">, "invoice" | "billing" | "purchase-order" | "product"> = {
  invoice: "invoice", "unapproved-invoice": "invoice", billing: "billing", "purchase-order": "purchase-order", product: "product", recurring: "billing", attachment: "invoice",
};

/** The side menu item that governs a path (spec section 2: the longest menu url that is the path or a parent of it), from the seed. */
function governing(pathname: string): MenuSeed | null {
  let best: MenuSeed | null = null;
  const walk = (items: MenuSeed[]) => {
    for (const item of items) {
      if (item.children) walk(item.children);
      if (!item.url || item.kind === "external" || item.kind === "header") continue;
      const matches = item.url === "/" ? pathname === "/" : pathname === item.url || pathname.startsWith(`${item.url}/`);
      if (matches && (!best || item.url.length > best.url!.length)) best = item;
    }
  };
  walk(MENU_SEED);
  return best;
}

export const menuAllows = (pathname: string, roles: string[]) => {
  const item = governing(pathname);
  return !item || item.roles.some((r) => roles.includes(r));
};

/**
 * The expected outcome of one cell. `scope` is "in" or "out" for a document (inside or outside the caller's list scope),
 * "super-admin" for a user route aimed at a super-admin, "unknown-kind" for a file of a kind nobody knows, "-" otherwise.
 */
export function expectedOutcome(rule: Rule, caller: Caller, pathname: string, scope: string): Outcome {
  if (rule.kind === "public") return "any";
  if (rule.kind === "nobody") return "refused";
  if (rule.kind === "fixed") return rule.outcome;
  if (!caller) return "login";
  if (!menuAllows(pathname, caller.roles)) return "denied";
  if (scope === "out" || scope === "unknown-kind") return "denied";
  if (scope === "super-admin" && !caller.roles.includes("super-admin") && !(rule.kind === "permission" && rule.anyOf.every((p) => p.startsWith("read:")))) return "denied";
  switch (rule.kind) {
    case "signed-in":
      return rule.allowed ?? "ok";
    case "super-admin":
      return caller.roles.includes("super-admin") ? "ok" : "denied";
    case "permission":
      return rule.anyOf.some((p) => covers(caller.permissions, p)) ? (rule.allowed ?? "ok") : "denied";
    case "custom":
      return rule.allow(caller) ? "ok" : "denied";
  }
}

export const describeRule = (rule: Rule | undefined) =>
  !rule ? "-" : rule.kind === "permission" ? rule.anyOf.join(" | ") : rule.kind === "custom" ? rule.label : rule.kind === "fixed" ? rule.outcome : rule.kind;

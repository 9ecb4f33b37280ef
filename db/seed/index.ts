import path from "node:path";
import { fileURLToPath } from "node:url";
import { hash } from "@node-rs/argon2";
import { encryptSecret } from "~/services/crypto.server";
import { env } from "~/services/env.server";
import { type Db, db as defaultDb, type Tx, writeTransaction } from "../client.server";
import { isFreshInstall } from "./state";
import * as t from "../schema";
import { MENU_SEED, type MenuSeed } from "./menu";
import { seedNotifications } from "./notifications";
import { LEVEL_OF_KIND, ORG_SEED, type OrgSeed } from "./organisation";
import { seedDocuments } from "./documents";
import { seedPartners } from "./partners";
import { seedAgreements } from "./agreements";
import { seedQuotations } from "./quotations";
import { seedRewards } from "./rewards";
import { seedPayments } from "./payments";
import { seedRecurring } from "./recurring";
import { DEFAULT_DUNNING_STEPS } from "~/domain/dunning";
import { PRODUCT_SEED, withDefaults } from "./products";
import { seedCashOutBalances } from "./cash-outs";
import { ROLE_SEED } from "./roles";
import { DEMO_PASSWORD, DEMO_USERS, ENTERPRISE_SIGNER, type UserSeed, generatedUsers } from "./users";

type OrgRow = typeof t.orgNodes.$inferInsert;

function flattenOrg(node: OrgSeed, parentId: string | null, out: OrgRow[] = []): OrgRow[] {
  const id = `org-${node.code}`;
  out.push({ id, parentId, kind: node.kind, level: LEVEL_OF_KIND[node.kind], code: node.code, name: node.name, loker: node.loker ?? null, sortOrder: out.length });
  for (const child of node.children ?? []) flattenOrg(child, id, out);
  return out;
}

function flattenMenu(items: MenuSeed[], parentId: string | null, out: (typeof t.menuItems.$inferInsert)[] = []) {
  items.forEach((m, i) => {
    out.push({ id: m.id, parentId, kind: m.kind, title: m.title, url: m.url ?? null, icon: m.icon ?? null, badge: m.badge ?? null, badgeColor: m.badgeColor ?? null, roles: m.roles, newTab: m.newTab ?? false, sortOrder: i });
    if (m.children) flattenMenu(m.children, m.id, out);
  });
  return out;
}

/** Resolves a user's unit to its division and company, as the position mapping stores them. */
function positionMapping(org: OrgRow[], user: UserSeed) {
  const byId = new Map(org.map((o) => [o.id, o]));
  const unit = byId.get(`org-${user.unit}`)!;
  const division = byId.get(unit.parentId!)!;
  return { positionUnitId: unit.id, positionDivisionId: division.id, positionCompanyId: "org-TLKM", positionId: user.position ? `org-${user.position}` : null };
}

export type SeedSummary = Record<string, number>;

/** Menu entries whose pages exist only in sandbox mode (they answer 404 in production). */
const SANDBOX_ONLY_MENU = new Set(["m-sandbox"]);

function withoutSandboxEntries(items: MenuSeed[]): MenuSeed[] {
  return items.filter((m) => !SANDBOX_ONLY_MENU.has(m.id)).map((m) => (m.children ? { ...m, children: withoutSandboxEntries(m.children) } : m));
}

/**
 * What the portal needs to work at all, in either mode: the roles and their permissions (every permission check
 * and the create-admin command need them), the side menu (it also governs which role may open which page) and
 * the group's organisation structure (divisions scope lists and products; admins edit it under Organisation).
 * No account, product, document or partner: those are demo data.
 */
function writeReferenceData(tx: Tx, { sandbox }: { sandbox: boolean }): SeedSummary {
  const org = flattenOrg(ORG_SEED, null);
  tx.insert(t.orgNodes).values(org).run();
  const permissionRows = [...new Set(ROLE_SEED.flatMap((r) => r.permissions))].map((name) => ({ id: `perm-${name}`, name }));
  tx.insert(t.permissions).values(permissionRows).run();
  for (const role of ROLE_SEED) {
    tx.insert(t.roles).values({ id: `role-${role.name}`, name: role.name, label: role.label, description: role.description }).run();
    if (role.permissions.length) tx.insert(t.rolePermissions).values(role.permissions.map((p) => ({ roleId: `role-${role.name}`, permissionId: `perm-${p}` }))).run();
  }
  const menu = flattenMenu(sandbox ? MENU_SEED : withoutSandboxEntries(MENU_SEED), null);
  tx.insert(t.menuItems).values(menu).run();
  return { orgNodes: org.length, roles: ROLE_SEED.length, menuItems: menu.length };
}

/** Writes only the reference data, in one transaction: a production database's first start. */
export function seedReferenceData(handle: Db = defaultDb()): SeedSummary {
  return writeTransaction((tx) => ({ ...writeReferenceData(tx, { sandbox: false }), users: 0 }), handle);
}

/** Writes the whole demo data set in one transaction (deterministic: same ids and values everywhere). Sandbox only. */
export async function seedDemoData(handle: Db = defaultDb()): Promise<SeedSummary> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const org = flattenOrg(ORG_SEED, null);
  const people = [...DEMO_USERS, ENTERPRISE_SIGNER, ...generatedUsers()];
  const byId = new Map(people.map((p) => [p.id, p]));
  return writeTransaction((tx) => {
    const reference = writeReferenceData(tx, { sandbox: true });
    for (const u of people) {
      tx.insert(t.users).values({
        id: u.id, fullname: u.fullname, email: u.email, phoneNumber: u.phone, nik: u.nik, jobPosition: u.jobPosition, passwordHash, status: u.status ?? "active",
        referenceId: u.referenceId, levelAccess: u.levelAccess ?? 3, grantAccess: u.grantAccess ?? [], referralCode: `REF${u.referenceId}`,
        activatedAt: u.status === "pending" ? null : "2026-01-05T02:00:00.000Z", ...positionMapping(org, u),
      }).run();
      tx.insert(t.userRoles).values(u.roles.map((r, i) => ({ userId: u.id, roleId: `role-${r}`, position: i }))).run();
    }
    for (const p of PRODUCT_SEED) {
      const signer = byId.get(p.signer)!;
      const mps = (mode: string) => ({ merchant_id: `DGM-${p.code}-${mode.toUpperCase()}`, merchant_key_encrypted: encryptSecret(`sk_${mode}_${p.code.toLowerCase()}_4f9a2c7e1b`), webhook: `https://portal.digimon.test/api/v3/payments/${p.code.toLowerCase()}/webhook` });
      tx.insert(t.products).values({
        id: p.id, name: p.name, productCode: p.code, description: p.description, imageLogo: `/images/products/${p.code.toLowerCase()}.svg`, gatewayAppId: p.paymentType === "mps" ? `APP-${p.code}-001` : null,
        emailSetting: { send_notification: true, po: true, billing: true, invoice: true, tax_invoice: p.code !== "MP" },
        documentTemplate: { po: { template_path: "templates/po-default", dominant_color: p.color }, billing: { template_path: "templates/billing-default", dominant_color: p.color }, invoice: { template_path: "templates/invoice-default", dominant_color: p.color, logo_url: null } },
        companion: { organization_company_id: "org-TLKM", division_id: `org-${p.companionDivision}`, companion_id: "usr-companion", division_name: org.find((o) => o.code === p.companionDivision)!.name },
        paymentSystem: p.paymentType === "mps"
          ? { payment_type: "mps", registered_at: "2026-02-01T03:00:00.000Z", mps_mode: "sandbox", registration_status: "registered", use_digimon_mps: true, manual_expired: false, send_email: true, sandbox: mps("sandbox"), production: mps("production") }
          : { payment_type: "internal" },
        bank: p.bank, config: withDefaults({ ...p.config, invoice_signer: signer.referenceId }),
      }).run();
      const memberRows = [
        ...p.owners.map((id) => ({ id, role: "owner" as const })),
        ...p.members.map((id) => ({ id, role: "member" as const })),
      ];
      tx.insert(t.productMembers).values(memberRows.map(({ id, role }) => {
        const u = byId.get(id)!;
        return { id: `pm-${p.code}-${role}-${u.referenceId}`, productId: p.id, userId: u.id, role, name: u.fullname ?? u.email, email: u.email, referenceId: u.referenceId, isInvoiceSigner: role === "member" && id === p.signer };
      })).run();
      // Issue 21: each demo product chases its invoices on the default reminder schedule.
      tx.insert(t.dunningSchedules).values({ productId: p.id, steps: [...DEFAULT_DUNNING_STEPS], enabled: true, escalation: true }).run();
    }
    seedPartners(tx); // companies, partnerships and tickets (issue 8)
    seedRecurring(tx); // recurring billing profiles (issue 6)
    seedCashOutBalances(tx); // settled balances to withdraw (issue 21)
    return { ...reference, users: people.length, products: PRODUCT_SEED.length, notifications: seedNotifications(tx) };
  }, handle);
}

/** Whether the database holds any account (production starts without one until `npm run create-admin`). */
export { hasAccounts } from "./state";

/**
 * Seeds only a fresh install (no roles and no users yet); returns what it wrote, or null. In sandbox mode that is
 * the demo data with its accounts and their published password; in production only the reference data, and no
 * account at all: the first super-admin comes from `npm run create-admin`, with a password they choose.
 */
export async function seedIfEmpty(handle: Db = defaultDb(), { mode = env().APP_MODE }: { mode?: "sandbox" | "production" } = {}): Promise<SeedSummary | null> {
  if (!isFreshInstall(handle)) return null;
  if (mode === "production") return seedReferenceData(handle);
  const summary = await seedDemoData(handle);
  summary.purchaseOrders = await seedDemoDocuments();
  // The demo's bank statement: one payment matched, one waiting (the integration tests seed documents without it).
  summary.payments = await withEffectsDeferred(seedPayments);
  // Issue 23: a reward catalog with a pending redemption, a contract, an agreement, a BAST and quotations, through
  // their services (after the documents: points come from a paid invoice, the BAST needs a PO). Demo only, like the
  // payments: the integration tests' demo data stays without them.
  Object.assign(summary, await withEffectsDeferred(async () => ({ ...seedRewards(), ...seedAgreements(), ...seedQuotations() })));
  return summary;
}

/**
 * The demo documents (POs, billings, invoices in every state), written after the base data is committed, through
 * the real services in their own transactions. Their effects (notifications, tax requests) wait in the outbox
 * for the running portal to perform. Tests that need the documents seed them the same way.
 */
export const seedDemoDocuments = (): Promise<number> => withEffectsDeferred(seedDocuments);

/** Runs `seed` with the outbox's inline drain off: the effects it queues wait for the running portal. */
async function withEffectsDeferred<T>(seed: () => Promise<T>): Promise<T> {
  const inline = process.env.OUTBOX_INLINE;
  process.env.OUTBOX_INLINE = "off";
  try {
    return await seed();
  } finally {
    if (inline === undefined) delete process.env.OUTBOX_INLINE;
    else process.env.OUTBOX_INLINE = inline;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { runMigrations } = await import("../migrate");
  runMigrations(defaultDb());
  console.log(JSON.stringify((await seedIfEmpty(defaultDb())) ?? { skipped: "database already has data" }));
  // `npm run seed -- --invoices N`: N generated invoices with their billings, POs and customers (db/seed/volume.ts).
  const volumeArg = process.argv.findIndex((a) => a === "--invoices" || a.startsWith("--invoices="));
  if (volumeArg > -1) {
    const { seedVolume } = await import("./volume");
    const n = Number(process.argv[volumeArg].split("=")[1] ?? process.argv[volumeArg + 1]);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error("--invoices takes a whole number, e.g. --invoices 1000000");
    console.log(JSON.stringify(seedVolume(defaultDb(), { invoices: n, log: (m) => console.error(m) })));
  }
}

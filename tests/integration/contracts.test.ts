/**
 * Contracts, agreements and BAST (issue 23): the list scope (a partner sees their company's, a member their
 * products'), the attachment calls against real ids (404, 403, 200), BAST gating a billing's issue, and expiry
 * reminders sent exactly once.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { companies, contractReminders, contracts, notifications, partnerships, products } from "#db/schema";
import { addDays, todayInJakarta } from "~/domain/dates";
import { listContracts } from "~/models/contract.server";
import { companyIdsOfUser } from "~/models/company.server";
import { productIdsOf } from "~/models/scope.server";
import { action as agreementsAttach } from "~/routes/api.v3.agreements.attachment";
import { action as contractsAttach } from "~/routes/api.v3.contracts.attachment";
import { attachBastDocument, createBast, submitBast, verifyBast } from "~/services/basts.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { contractScope, createContract, runContractJob, submitContract, verifyContract } from "~/services/contracts.server";
import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import { partnershipDetail } from "~/services/partnerships.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { actorOf } from "~/services/workflows.server";
import { as, draftInput, poInput } from "../support/factories";
import { useDemoData } from "../support/seed";
import { DEMO, tokenFor } from "../support/tokens";

useDemoData();
beforeAll(() => registerAllEffects());

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const pdf = (name = "signed.pdf") => new File([PDF as Uint8Array<ArrayBuffer>], name);
const LEGAL = "usr-super-admin"; // holds verify:contract and verify:bast (every permission)

/** An approved company of the partner user, and one that is not theirs. */
function partnerCompanies() {
  const mine = companyIdsOfUser("usr-partner").find((id) => db().select().from(companies).where(eq(companies.id, id)).get()?.status === "approved")!;
  const other = db().select().from(companies).where(eq(companies.status, "approved")).all().find((c) => !companyIdsOfUser("usr-partner").includes(c.id))?.id;
  if (!mine || !other) throw new Error(`the demo data has no approved company for the partner (${mine}) or besides (${other})`);
  return { mine, other };
}

let seq = 0;
function draftContract(user: string, overrides: Partial<Parameters<typeof createContract>[3]> = {}, family: "contract" | "agreement" = "contract") {
  seq++;
  const data = {
    number: `PKS/${seq}/TEST/2026`, title: `Kerja sama uji ${seq}`, kind: family === "agreement" ? ("agreement" as const) : ("pks" as const), value: 150_000_000,
    startDate: "2026-01-01", endDate: "2027-12-31", companyIds: [partnerCompanies().mine], partnershipId: null, poId: null, productId: "prd-st", note: "", ...overrides,
  };
  return createContract(as(user), actorOf(as(user)), family, data, null);
}

async function attach(handler: typeof contractsAttach, token: string, fields: Record<string, string>, query = "") {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", pdf());
  const request = new Request(`http://localhost/api/v3/contracts/attachment${query}`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  let response: Response;
  try {
    response = await handler({ request, params: {}, context: freshLoadContext() } as ActionFunctionArgs);
  } catch (thrown) {
    response = thrown as Response;
  }
  return { status: response.status, json: (await response.json()) as { status: boolean; message?: string; data?: { data: Record<string, unknown> } } };
}

describe("scope", () => {
  it("a partner sees only the contracts naming their company; a member only their products'; legal every one", () => {
    const { mine, other } = partnerCompanies();
    const theirs = draftContract("usr-owner", { companyIds: [mine] });
    const notTheirs = draftContract("usr-owner", { companyIds: [other] });
    const notOwners = db().select({ id: products.id }).from(products).all().find((p) => !productIdsOf("usr-owner").includes(p.id))!.id;
    const otherProduct = draftContract(LEGAL, { companyIds: [other], productId: notOwners });
    const ids = (user: string) => listContracts("contract", { q: "", status: "", kind: "", page: 1 }, contractScope(as(user)), { limit: null }).rows.map((r) => r.id);
    expect(ids("usr-partner")).toContain(theirs);
    expect(ids("usr-partner")).not.toContain(notTheirs);
    expect(ids("usr-owner")).toEqual(expect.arrayContaining([theirs, notTheirs]));
    expect(ids("usr-owner")).not.toContain(otherProduct);
    expect(ids(LEGAL)).toEqual(expect.arrayContaining([theirs, notTheirs, otherProduct]));
    // An agreement is not listed under /contracts.
    const agreement = draftContract("usr-owner", {}, "agreement");
    expect(ids(LEGAL)).not.toContain(agreement);
  });
});

describe("the attachment calls attach to real records", () => {
  it("answers 404 for an unknown id, 403 for one the caller cannot see, 200 with data.data otherwise (id in the form or the query)", async () => {
    const { other } = partnerCompanies();
    const partner = await tokenFor(DEMO.partner);
    const owner = await tokenFor(DEMO["product-owner"]);
    const hidden = draftContract("usr-owner", { companyIds: [other] });
    expect((await attach(contractsAttach, partner, { id: "no-such-contract", type: "pks" })).status).toBe(404);
    expect((await attach(contractsAttach, partner, { id: hidden, type: "pks" })).status).toBe(403);
    const ok = await attach(contractsAttach, owner, { id: hidden, type: "pks" });
    expect(ok.status).toBe(200);
    expect(ok.json.data!.data).toMatchObject({ type: "pks", attachmentType: "pks", contractId: hidden, filetype: "pdf", ori_filename: "signed.pdf" });
    expect(typeof ok.json.data!.data.name).toBe("string");
    const byQuery = await attach(contractsAttach, owner, { type: "kontrak" }, `?id=${hidden}`);
    expect(byQuery.status).toBe(200);
    // A contract is not an agreement: the agreements call does not find it.
    expect((await attach(agreementsAttach, owner, { id: hidden })).status).toBe(404);
    const agreement = draftContract("usr-owner", {}, "agreement");
    const viaAgreements = await attach(agreementsAttach, owner, { id: agreement });
    expect(viaAgreements.status).toBe(200);
    expect(viaAgreements.json.data!.data).toMatchObject({ type: "other" });
  });
});

describe("BAST gating a billing", () => {
  it("refuses to issue a billing of a product that requires a verified BAST until its PO has one", async () => {
    const product = db().select().from(products).where(eq(products.id, "prd-st")).get()!;
    db().update(products).set({ config: { ...product.config, billing_requires_bast: "yes" } }).where(eq(products.id, "prd-st")).run();
    try {
      const owner = as("usr-owner");
      const po = createPurchaseOrder(owner, poInput());
      const { id: billingId } = createBillingDraft(owner, po.id, draftInput());
      let refusal: Response | null = null;
      try {
        issueBilling(owner, billingId);
      } catch (error) {
        refusal = error as Response;
      }
      expect(refusal?.status).toBe(409);
      expect(((await refusal!.json()) as { message: string }).message).toMatch(/no verified BAST/);

      const { id: bastId } = createBast(owner, actorOf(owner), { poId: po.id, contractId: null, bastDate: "2026-11-22", delivered: "2 Smart Tenant licences and on-site training" }, null);
      submitBast(owner, actorOf(owner), bastId);
      // Verification needs the signed document.
      expect(() => verifyBast(owner, actorOf(owner), bastId)).toThrow();
      await attachBastDocument(owner, actorOf(owner), bastId, pdf("bast-signed.pdf"));
      verifyBast(owner, actorOf(owner), bastId);
      expect(issueBilling(owner, billingId).to).toBe("issued");
    } finally {
      db().update(products).set({ config: product.config }).where(eq(products.id, "prd-st")).run();
    }
  });
});

describe("expiry reminders", () => {
  it("sends the 7-day reminder to the owner and legal once, however often the job runs", async () => {
    const today = todayInJakarta(new Date());
    const id = draftContract("usr-owner", { startDate: addDays(today, -30), endDate: addDays(today, 5) });
    submitContract(as("usr-owner"), actorOf(as("usr-owner")), id);
    verifyContract(as(LEGAL), actorOf(as(LEGAL)), id);
    const first = runContractJob();
    const second = runContractJob();
    await drainOutbox({ limit: 1000 });
    expect(second.reminded).toBe(0);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const rows = db().select().from(contractReminders).where(eq(contractReminders.contractId, id)).all();
    expect(rows.map((r) => r.daysBefore)).toEqual([7]);
    const number = db().select().from(contracts).where(eq(contracts.id, id)).get()!.number;
    const ownerNotes = db().select().from(notifications).where(and(eq(notifications.recipientUserId, "usr-owner"), eq(notifications.title, `Contract ${number} ends in 7 days`))).all();
    expect(ownerNotes).toHaveLength(1);
    const legalNotes = db().select().from(notifications).where(eq(notifications.title, `Contract ${number} ends in 7 days`)).all();
    expect(legalNotes.length).toBeGreaterThan(1);
  });

  it("activates a verified, signed contract once its start has come and expires one whose end has passed", () => {
    const today = todayInJakarta(new Date());
    const id = draftContract("usr-owner", { startDate: addDays(today, -400), endDate: addDays(today, -1) });
    submitContract(as("usr-owner"), actorOf(as("usr-owner")), id);
    verifyContract(as(LEGAL), actorOf(as(LEGAL)), id);
    runContractJob();
    expect(db().select().from(contracts).where(eq(contracts.id, id)).get()!.status).toBe("expired");
  });
});

describe("the partnership page's contracts section", () => {
  it("lists the partnership's contracts to whoever may see them, with the right to add one", () => {
    const partnershipId = db().select({ id: partnerships.id }).from(partnerships).get()!.id;
    // Drafted by who may read partnerships (a product owner reads none: the partnership picker offers them nothing).
    const id = draftContract(LEGAL, { partnershipId });
    const section = partnershipDetail(as(LEGAL), partnershipId).contracts;
    expect(section.rows.map((r) => r.id)).toContain(id);
    expect(section.mayCreate).toBe(true);
  });
});

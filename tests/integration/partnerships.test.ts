import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { activityLogs, partnershipCompanies, partnerships, workflowSnapshots, workflowTransitions } from "#db/schema";
import { partnershipSubPhases } from "#machines/partnership.machine";
import { PARTNERSHIP_SUB_PHASES } from "~/domain/partnerships";
import { action as detailAction, loader as detailLoader } from "~/routes/_portal.partnerships.$id._index";
import { action as editAction } from "~/routes/_portal.partnerships.$id.edit";
import { loader as listLoader } from "~/routes/_portal.partnerships._index";
import { loader as exportLoader } from "~/routes/_portal.partnerships.export";
import { action as newAction } from "~/routes/_portal.partnerships.new";
import { loader as mockList } from "~/routes/mock.partnerships";
import { denied, routeRunner } from "../support/route-runner";
import { useDemoData } from "../support/seed";

useDemoData();

const run = routeRunner();
const ADMIN = "usr-admin";
const PARTNER = "usr-partner"; // acts for company 1
const COMPANION = "usr-companion"; // division DIT-DES, levelAccess 3
type ListPage = { rows: { id: string; title: string; status: string; phase: string; companyId: string }[]; total: number; pages: number };
const list = async (user: string, query = "") => (await (await run(listLoader, `/partnerships${query}`, user)).json()) as ListPage;
const row = (id: string) => db().select().from(partnerships).where(eq(partnerships.id, id)).get()!;
const companiesOf = (id: string) => db().select().from(partnershipCompanies).where(eq(partnershipCompanies.partnershipId, id)).all().map((r) => r.companyId);

/** A form as the browser posts it: the checkbox groups repeat their name. */
function form(values: Record<string, string | string[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
  return fd;
}
const FORM = {
  title: "Smart Parking with two partners", description: "IoT parking for malls", modelId: "pm-01", category: "strategic", productCategory: "Digital Service", divisionId: "org-DIT-DES",
  companionUserId: COMPANION, initiationType: "outbound", priority: "high", dueDate: "2026-12-31", assignNote: "", potentialPartners: "PT Calon Satu",
  companyIds: ["1", "2"], productIds: ["prd-st"], started: "2027-01-01", ended: "2027-12-31", timePeriodMonths: "12", businessModels: ["Revenue Sharing"], revenueShare: "62,5", otherModelDescription: "",
};

async function create(values: Record<string, string | string[]> = FORM) {
  const res = await run(newAction, "/partnerships/new", ADMIN, { form: form(values) });
  expect(res.status).toBe(302);
  return res.headers.get("Location")!.split("/").pop()!;
}
const step = (id: string, user: string, values: Record<string, string>) => run(detailAction, `/partnerships/${id}`, user, { params: { id }, form: values });

it("the screens' phases and sub-phases are the machine's", () => {
  expect(PARTNERSHIP_SUB_PHASES).toEqual(partnershipSubPhases);
});

describe("create and history", () => {
  it("creates a partnership with several partners and a product, in initiation, with its first history row; the revenue share in basis points", async () => {
    const id = await create();
    const p = row(id);
    expect(p).toMatchObject({ status: "in progress", partnershipPhase: "initiation", partnershipSubPhase: "screening", companyId: "1", revenueShareBp: 6250, modelCode: "RS", flowName: "Revenue Sharing flow" });
    expect(companiesOf(id).sort()).toEqual(["1", "2"]);
    const history = db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "partnership"), eq(workflowTransitions.entityId, id))).all();
    expect(history.map((h) => [h.event, h.toState, h.actorId])).toEqual([["workflow.start", "initiation.screening", ADMIN]]);
    expect(db().select().from(activityLogs).where(and(eq(activityLogs.entity, "partnership"), eq(activityLogs.entityId, id))).all().map((a) => a.action)).toEqual(["partnership.create"]);
  });

  it("refuses a form without partners or with an unapproved company, and writes nothing", async () => {
    const before = db().select().from(partnerships).all().length;
    const none = await run(newAction, "/partnerships/new", ADMIN, { form: form({ ...FORM, companyIds: [] }) });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.companyIds).toEqual(["Choose at least one partner company."]);
    // Company 20 is the seed's registered (not yet approved) company.
    const unapproved = await run(newAction, "/partnerships/new", ADMIN, { form: form({ ...FORM, companyIds: ["1", "20"] }) });
    expect(unapproved.status).toBe(400);
    expect(((await unapproved.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.companyIds).toEqual(["Choose approved partner companies only."]);
    expect(db().select().from(partnerships).all().length).toBe(before);
  });

  it("moves through every phase to 'approved, executing', each step a history row with who, when and the note", async () => {
    const id = await create();
    for (const note of ["proposal", "business review", "legal review", "term sheet", "drafting"]) expect((await step(id, ADMIN, { intent: "advance", note: `to ${note}` })).status).toBe(302);
    expect(row(id)).toMatchObject({ partnershipPhase: "negotiation", partnershipSubPhase: "drafting", status: "in progress" });
    // Drafting goes on only by approval; a spa (manage, no approve) may not approve.
    expect((await step(id, ADMIN, { intent: "advance", note: "" })).status).toBe(409);
    expect((await step(id, ADMIN, { intent: "approve", note: "Signed off" })).status).toBe(302);
    expect(row(id)).toMatchObject({ status: "approved", partnershipPhase: "executing", partnershipSubPhase: "implementation", approvedBy: "Budi Santoso" });
    const history = db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "partnership"), eq(workflowTransitions.entityId, id))).all();
    expect(history.map((h) => h.toState)).toEqual(["initiation.screening", "initiation.proposal", "evaluation.businessReview", "evaluation.legalReview", "negotiation.termSheet", "negotiation.drafting", "executing.implementation"]);
    expect(history.at(-1)).toMatchObject({ event: "partnership.approve", actorId: ADMIN, actorName: "Budi Santoso", message: "Signed off" });
    const detail = (await (await run(detailLoader, `/partnerships/${id}`, ADMIN, { params: { id } })).json()) as { history: { note: string | null }[]; steps: Record<string, boolean> };
    expect(detail.history.map((h) => h.note)).toContain("to legal review");
    expect(detail.steps).toEqual({ advance: true, approve: false, end: true, stop: true, extend: true });
  });
});

describe("extension and stop validation", () => {
  async function executing() {
    const id = await create();
    for (let i = 0; i < 5; i++) await step(id, ADMIN, { intent: "advance", note: "" });
    await step(id, ADMIN, { intent: "approve", note: "" });
    return id;
  }

  it("extends only to a later end, with a reason; a second extension must pass the first", async () => {
    const id = await executing();
    const early = await step(id, ADMIN, { intent: "extend", newEnded: "2027-06-30", reason: "Shorter?" });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.newEnded).toEqual(["The new end date must be later than 2027-12-31."]);
    const noReason = await step(id, ADMIN, { intent: "extend", newEnded: "2028-12-31", reason: " " });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.reason).toEqual(["Give the reason for the extension."]);
    expect(row(id).newEnded).toBeNull();
    expect((await step(id, ADMIN, { intent: "extend", newEnded: "2028-12-31", reason: "Second year agreed" })).status).toBe(302);
    expect(row(id)).toMatchObject({ newEnded: "2028-12-31", ended: "2027-12-31", status: "approved", partnershipPhase: "executing" });
    expect((await step(id, ADMIN, { intent: "extend", newEnded: "2028-06-30", reason: "Again" })).status).toBe(400);
    const last = db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "partnership"), eq(workflowTransitions.entityId, id))).all().at(-1)!;
    expect(last).toMatchObject({ event: "partnership.extend", message: "Second year agreed", payload: expect.objectContaining({ newEnded: "2028-12-31" }) });
  });

  it("stops only with a reason, from an open phase; a stopped partnership is final and no longer edited", async () => {
    const id = await create();
    const blank = await step(id, ADMIN, { intent: "stop", reason: "" });
    expect(blank.status).toBe(400);
    expect(row(id).status).toBe("in progress");
    expect((await step(id, ADMIN, { intent: "stop", reason: "Partner withdrew" })).status).toBe(302);
    expect(row(id)).toMatchObject({ status: "stopped", partnershipPhase: "stopped", stopReason: "Partner withdrew", stoppedBy: "Budi Santoso" });
    expect((await step(id, ADMIN, { intent: "advance", note: "" })).status).toBe(409);
    expect((await run(editAction, `/partnerships/${id}/edit`, ADMIN, { params: { id }, form: form(FORM) })).status).toBe(409);
    const snap = db().select().from(workflowSnapshots).where(and(eq(workflowSnapshots.kind, "partnership"), eq(workflowSnapshots.entityId, id))).get()!;
    expect(snap.state).toBe("stopped");
  });

  it("records an edit's fields before and after", async () => {
    const id = await create();
    expect((await run(editAction, `/partnerships/${id}/edit`, ADMIN, { params: { id }, form: form({ ...FORM, title: "Smart Parking renamed", companyIds: ["2"] }) })).status).toBe(302);
    expect(row(id)).toMatchObject({ title: "Smart Parking renamed", companyId: "2" });
    const edit = db().select().from(activityLogs).where(and(eq(activityLogs.entity, "partnership"), eq(activityLogs.entityId, id), eq(activityLogs.action, "partnership.edit"))).get()!;
    expect((edit.detail as { changes: { field: string; before: unknown; after: unknown }[] }).changes).toEqual(
      expect.arrayContaining([{ field: "title", before: "Smart Parking with two partners", after: "Smart Parking renamed" }, { field: "companyId", before: "1", after: "2" }]),
    );
  });
});

describe("scope", () => {
  it("a partner sees only the partnerships their company is in, read only", async () => {
    const mine = await list(PARTNER, "?page=1");
    expect(mine.total).toBeGreaterThan(0);
    for (const r of mine.rows) expect(companiesOf(r.id)).toContain("1");
    const all = await list(ADMIN);
    const other = all.rows.find((r) => !companiesOf(r.id).includes("1"))!;
    expect(denied(await run(detailLoader, `/partnerships/${other.id}`, PARTNER, { params: { id: other.id } }))).toBe(true);
    const own = mine.rows[0].id;
    expect((await run(detailLoader, `/partnerships/${own}`, PARTNER, { params: { id: own } })).status).toBe(200);
    expect(denied(await step(own, PARTNER, { intent: "advance", note: "" }))).toBe(true);
    // The company filter cannot widen the scope.
    expect((await list(PARTNER, `?company=${companiesOf(other.id)[0]}`)).rows.every((r) => companiesOf(r.id).includes("1"))).toBe(true);
  });

  it("a division-scoped companion sees their division's partnerships only", async () => {
    const seen = await list(COMPANION);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.rows.every((r) => row(r.id).divisionId === "org-DIT-DES")).toBe(true);
    const outside = db().select().from(partnerships).where(eq(partnerships.divisionId, "org-DIT-DDB")).get()!;
    expect(denied(await run(detailLoader, `/partnerships/${outside.id}`, COMPANION, { params: { id: outside.id } }))).toBe(true);
  });

  it("staff see every partnership, 20 a page, filtered by status, phase, division and company; the Excel file follows the filters", async () => {
    const total = db().select().from(partnerships).all().length;
    const all = await list(ADMIN);
    expect(all.total).toBe(total);
    expect(all.rows.length).toBe(Math.min(20, total));
    const executing = await list(ADMIN, "?phase=executing&status=approved");
    expect(executing.total).toBeGreaterThan(0);
    expect(executing.rows.every((r) => r.phase === "executing" && r.status === "approved")).toBe(true);
    const res = await run(exportLoader, "/partnerships/export?phase=executing", ADMIN);
    expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
  });

  it("the mock list reads the real rows: phases from the machine, history from the transition log", async () => {
    const res = (await (await run(mockList, "/mock/partnerships?perpage=100", ADMIN)).json()) as { data: { _id: string; partnershipPhase: string; historyStatus: { status: string; by: string }[]; partners: { companyId: string }[] }[] };
    const phases = new Set(res.data.map((p) => p.partnershipPhase));
    for (const phase of ["initiation", "evaluation", "negotiation", "executing", "ended", "stopped"]) expect(phases).toContain(phase);
    const first = res.data.find((p) => p._id === "psh-001")!;
    expect(first.partners.length).toBe(2);
    expect(first.historyStatus[0]).toMatchObject({ status: "initiation.screening" });
  });
});

it("an edit keeps a companion who is not (or no longer) in the companion role; a new one must be a companion", async () => {
  // psh-002's companion is Siti Nurhaliza (usr-owner), a product owner, from the mock era's data.
  const values = { ...FORM, companionUserId: "usr-owner" };
  expect(row("psh-002").companionUserId).toBe("usr-owner");
  expect((await run(editAction, "/partnerships/psh-002/edit", ADMIN, { params: { id: "psh-002" }, form: form({ ...values, companyIds: ["1"] }) })).status).toBe(302);
  expect(row("psh-002").companionUserId).toBe("usr-owner");
  const id = await create();
  const res = await run(editAction, `/partnerships/${id}/edit`, ADMIN, { params: { id }, form: form(values) });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.companionUserId).toEqual(["Choose a companion from the list."]);
});

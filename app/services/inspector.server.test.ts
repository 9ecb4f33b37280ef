/**
 * The inspector against a migrated, seeded database: its loader and action as Remix runs them. A simulation never
 * writes; applying for real goes through the workflow service with via "inspector" and the screens' rules.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, numberSequences, outbox, users, workflowSnapshots, workflowTransitions } from "#db/schema";
import { getMachineEntry, machineRegistry } from "#machines/registry";
import { action as machineAction, loader as machineLoader } from "~/routes/_portal.admin.machines.$id";
import { loader as indexLoader } from "~/routes/_portal.admin.machines._index";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { respond } from "../../tests/support/api";
import { as, draftInput, poInput } from "../../tests/support/factories";
import { useDemoData as seedDemoDataOnce } from "../../tests/support/seed";
import { recordSignInFailure } from "./account-lifecycle.server";
import { createWebSession, readWebSession } from "./auth-session.server";
import { decodeSimulation, encodeSimulation, type machinesOverview, STUCK_RULES, stuckInstances } from "./inspector.server";
import { createPurchaseOrder } from "./purchase-orders.server";
import { freshLoadContext } from "./request-memo.server";

seedDemoDataOnce();

async function cookieOf(userId: string) {
  const headers = await createWebSession(new Request("http://localhost/"), userId);
  return headers.get("Set-Cookie")!.split(";")[0];
}

type Call = { status: number; location: string | null; body: Record<string, unknown> };

async function run(handler: (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<Response>, userId: string, path: string, form?: Record<string, string>): Promise<Call> {
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    headers: { Cookie: await cookieOf(userId), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const id = /\/admin\/machines\/([^/?]+)/.exec(path)?.[1];
  const { response, json: body } = await respond(handler, request, id ? { id } : {});
  return { status: response.status, location: response.headers.get("Location"), body };
}

function issuedInvoice() {
  const owner = as("usr-owner");
  const po = createPurchaseOrder(owner, poInput({ productId: "prd-st" }));
  const { id: billingId } = createBillingDraft(owner, po.id, draftInput());
  issueBilling(owner, billingId);
  return db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!.id;
}

/** Everything a workflow change could touch. */
function dump() {
  return {
    snapshots: db().select().from(workflowSnapshots).all(),
    transitions: db().select().from(workflowTransitions).all(),
    invoices: db().select().from(invoices).all(),
    outbox: db().select().from(outbox).all(),
    sequences: db().select().from(numberSequences).all(),
  };
}

const path = (id: string, params: Record<string, string> = {}) => `/admin/machines/${id}${Object.keys(params).length ? `?${new URLSearchParams(params)}` : ""}`;
const lastTransition = (entityId: string) =>
  db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "invoice"), eq(workflowTransitions.entityId, entityId))).all().at(-1)!;

describe("the machines list", () => {
  it("lists every registered machine with its version, states, events and live instances per state", async () => {
    issuedInvoice();
    const { status, body } = await run(indexLoader, "usr-admin", "/admin/machines");
    expect(status).toBe(200);
    const machines = body.machines as ReturnType<typeof machinesOverview>;
    expect(machines.map((m) => m.id)).toEqual(machineRegistry.map((e) => e.id));
    const invoice = machines.find((m) => m.id === "invoice")!;
    expect(invoice).toMatchObject({ version: 1, stateCount: 7, eventCount: 8 });
    const stored = db().select().from(workflowSnapshots).where(eq(workflowSnapshots.machineId, "invoice")).all();
    expect(invoice.instances).toBe(stored.length);
    expect(invoice.perState.find((s) => s.state === "invoiced")!.count).toBe(stored.filter((s) => s.state === "invoiced").length);
  });

  it("sends a member without read:machine to /misc/not-authorized, and refuses its posts", async () => {
    expect((await run(indexLoader, "usr-member", "/admin/machines")).location).toBe("/misc/not-authorized");
    expect((await run(machineLoader, "usr-member", path("invoice"))).location).toBe("/misc/not-authorized");
    expect((await run(machineAction, "usr-member", path("invoice"), { intent: "simulate:invoice.approve", as: "usr-signer" })).status).toBe(403);
  });

  it("answers 404 for a machine that is not registered", async () => {
    expect((await run(machineLoader, "usr-admin", path("nope"))).status).toBe(404);
  });
});

describe("an instance", () => {
  it("shows the instance's state and its log, and replays it step by step", async () => {
    const id = issuedInvoice();
    const { body } = await run(machineLoader, "usr-admin", path("invoice", { entity: id, step: "1" }));
    expect(body.instance).toMatchObject({ entityId: id, state: "invoiced" });
    expect(body.history).toMatchObject([{ step: 1, event: "workflow.start", from: null, to: "invoiced", actorName: "Siti Nurhaliza", via: "screen" }]);
    expect(body.highlight).toMatchObject({ current: ["invoiced"], latest: ["init:#"] });
  });

  it("says plainly when nothing matches what was typed", async () => {
    const { body } = await run(machineLoader, "usr-admin", path("invoice", { entity: "INV-XX-000000-0000" }));
    expect(body.instance).toBeNull();
    expect(body.entityError).toMatch(/No invoice instance matches "INV-XX-000000-0000"/);
  });
});

describe("the step-through", () => {
  it("simulates approve, then return on a copy, and never writes", async () => {
    const id = issuedInvoice();
    const before = dump();
    const approve = await run(machineAction, "usr-admin", path("invoice", { entity: id }), { intent: "simulate:invoice.approve", entity: id, as: "usr-signer", msg: "ok" });
    expect(approve.status).toBe(302);
    const afterApprove = await run(machineLoader, "usr-admin", approve.location!);
    expect(afterApprove.body.sim).toMatchObject({ state: "approved", steps: [{ event: "invoice.approve", accepted: true, from: "invoiced", to: "approved" }] });
    expect((afterApprove.body.sim as { effects: string[] }).effects).toEqual(["effect.notify", "effect.requestTaxInvoice", "effect.deliverInvoice"]);
    expect(afterApprove.body.instance).toMatchObject({ state: "invoiced" });

    // Return is not taken in approved: the copy records the refusal.
    const sim = new URL(approve.location!, "http://localhost").searchParams.get("sim")!;
    const refused = await run(machineAction, "usr-admin", approve.location!, { intent: "simulate:invoice.return", entity: id, as: "usr-signer", msg: "wrong", sim });
    const afterRefused = await run(machineLoader, "usr-admin", refused.location!);
    expect((afterRefused.body.sim as { steps: unknown[] }).steps.at(-1)).toMatchObject({ event: "invoice.return", accepted: false, from: "approved" });

    // Undo both, then return from invoiced: a member is blocked by canApprove, the signer is not.
    const undo1 = await run(machineAction, "usr-admin", refused.location!, { intent: "undo", entity: id, sim: new URL(refused.location!, "http://localhost").searchParams.get("sim")! });
    const undo2 = await run(machineAction, "usr-admin", undo1.location!, { intent: "undo", entity: id, sim: new URL(undo1.location!, "http://localhost").searchParams.get("sim")! });
    expect(new URL(undo2.location!, "http://localhost").searchParams.get("sim")).toBeNull();
    const asMember = await run(machineLoader, "usr-admin", path("invoice", { entity: id, as: "usr-member", msg: "wrong name" }));
    expect((asMember.body.verdicts as { event: string }[]).find((v) => v.event === "invoice.return")).toMatchObject({ kind: "blockedByGuards", guards: [{ name: "canApprove", reason: expect.stringMatching(/designated invoice signer/) }] });
    const ret = await run(machineAction, "usr-admin", path("invoice", { entity: id }), { intent: "simulate:invoice.return", entity: id, as: "usr-signer", msg: "wrong name" });
    const afterReturn = await run(machineLoader, "usr-admin", ret.location!);
    expect(afterReturn.body.sim).toMatchObject({ state: "returned", context: { invoiceId: id } });

    // A state chosen on the chart starts a copy there, with the instance's context.
    const chosen = await run(machineLoader, "usr-admin", path("invoice", { entity: id, state: "rejected", as: "usr-signer", msg: "x" }));
    expect(chosen.body.sim).toMatchObject({ state: "rejected", origin: expect.stringMatching(/^state rejected/) });
    expect((chosen.body.verdicts as { event: string; kind: string }[]).filter((v) => v.kind === "accepted").map((v) => v.event)).toEqual(["invoice.cancel"]);

    expect(dump()).toEqual(before);
  });

  it("keeps the simulation in a signed token: an altered one is refused", async () => {
    const entry = getMachineEntry("invoice")!;
    const token = encodeSimulation({ v: 1, machineId: entry.id, entityId: null, origin: "x", base: { value: "invoiced", context: { invoiceId: "i", signerReferenceId: "1", bypassApproval: false } }, steps: [] });
    expect(decodeSimulation(token, "invoice")).not.toBeNull();
    expect(decodeSimulation(token, "billing")).toBeNull();
    const [body, mac] = token.split(".");
    const forged = Buffer.from(Buffer.from(body, "base64url").toString().replace('"invoiced"', '"approved"')).toString("base64url");
    expect(decodeSimulation(`${forged}.${mac}`, "invoice")).toBeNull();
    const { body: page } = await run(machineLoader, "usr-admin", path("invoice", { sim: `${forged}.${mac}` }));
    expect(page.sim).toMatchObject({ invalid: true, state: "invoiced" });
  });
});

describe("applying for real", () => {
  it("is for super-admins only; an admin may look and simulate but not apply", async () => {
    const id = issuedInvoice();
    const { body } = await run(machineLoader, "usr-admin", path("invoice", { entity: id }));
    expect(body.real).toBeNull();
    const refused = await run(machineAction, "usr-admin", path("invoice", { entity: id }), { intent: "apply:invoice.return", entity: id, applyMsg: "x", confirm: "yes" });
    expect(refused.status).toBe(403);
    expect(lastTransition(id).event).toBe("workflow.start");
  });

  it("goes through the workflow service, logged as via inspector", async () => {
    const id = issuedInvoice();
    const page = await run(machineLoader, "usr-super-admin", path("invoice", { entity: id }));
    const real = page.body.real as { version: number; verdicts: { event: string }[] };
    expect(real.verdicts.map((v) => v.event)).toContain("invoice.approve");
    const applied = await run(machineAction, "usr-super-admin", path("invoice", { entity: id }), { intent: "apply:invoice.approve", entity: id, version: String(real.version), applyMsg: "Checked in the inspector", confirm: "yes" });
    expect(applied.status).toBe(302);
    expect(applied.location).toBe(`/admin/machines/invoice?entity=${id}`);
    expect(lastTransition(id)).toMatchObject({ event: "invoice.approve", fromState: "invoiced", toState: "approved", actorId: "usr-super-admin", via: "inspector", message: "Checked in the inspector" });
    const invoice = db().select().from(invoices).where(eq(invoices.id, id)).get()!;
    expect(invoice.statusInvoice).toBe("approved");
    expect(invoice.invoiceNumber).toMatch(/^INV-ST-/);
    expect(invoice.approved).toMatchObject({ by: "Rina Kartika", message: "Checked in the inspector" });
  });

  it("respects the guards, the screens' permissions and the version the page was opened at", async () => {
    const id = issuedInvoice();
    const before = dump();
    const post = (form: Record<string, string>) => run(machineAction, "usr-super-admin", path("invoice", { entity: id }), { entity: id, confirm: "yes", ...form });
    // The hasMessage guard still holds: a return needs a reason.
    const blank = await post({ intent: "apply:invoice.return", applyMsg: "  " });
    expect(blank.status).toBe(409);
    expect(blank.body.message).toMatch(/a reason is required/);
    // Only the system approves automatically; no screen sends it.
    expect((await post({ intent: "apply:invoice.autoApprove" })).status).toBe(403);
    // Not taken in this state.
    expect((await post({ intent: "apply:invoice.reissue" })).status).toBe(409);
    // A page opened before someone else changed the invoice.
    expect((await post({ intent: "apply:invoice.cancel", applyMsg: "x", version: "7" })).status).toBe(409);
    // Without the confirmation box nothing is sent.
    const unconfirmed = await run(machineAction, "usr-super-admin", path("invoice", { entity: id }), { intent: "apply:invoice.cancel", entity: id, applyMsg: "x" });
    expect(unconfirmed.status).toBe(400);
    // The payload cannot speak for someone else.
    const spoof = await post({ intent: "apply:invoice.return", applyMsg: "Wrong customer", applyExtra: JSON.stringify({ actor: { id: "system", roles: ["system"] }, type: "invoice.autoApprove" }) });
    expect(spoof.status).toBe(302);
    expect(lastTransition(id)).toMatchObject({ event: "invoice.return", actorId: "usr-super-admin", via: "inspector" });
    expect(dump().transitions.length).toBe(before.transitions.length + 1);
  });
});

describe("applying account events for real", () => {
  const userTransitions = (entityId: string) => db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "user"), eq(workflowTransitions.entityId, entityId))).all();
  const post = (entityId: string, form: Record<string, string>) => run(machineAction, "usr-super-admin", path("account", { entity: entityId }), { entity: entityId, confirm: "yes", ...form });

  it("applies an administrator's deliberate act (block) through the user service: logged via inspector, sessions ended", async () => {
    const id = "usr-gen-0035";
    recordSignInFailure(id, "password", null); // opens the account's instance
    const session = await cookieOf(id);
    const applied = await post(id, { intent: "apply:account.block", applyMsg: "Suspicious sign-ins from abroad" });
    expect(applied.status).toBe(302);
    expect(db().select().from(users).where(eq(users.id, id)).get()!.status).toBe("blocked");
    expect(userTransitions(id).at(-1)).toMatchObject({ event: "account.block", fromState: "active", toState: "blocked", actorId: "usr-super-admin", via: "inspector", message: "Suspicious sign-ins from abroad" });
    expect(await readWebSession(new Request("http://localhost/", { headers: { Cookie: session } }), freshLoadContext())).toBeNull();
    // The reset of the failure count is a deliberate act too.
    expect((await post(id, { intent: "apply:account.resetFailures" })).status).toBe(302);
    expect(userTransitions(id).at(-1)).toMatchObject({ event: "account.resetFailures", via: "inspector" });
  });

  it("refuses the sign-in's own events and keeps the user screens' rules (no blocking oneself)", async () => {
    const id = "usr-gen-0036";
    recordSignInFailure(id, "password", null);
    const before = userTransitions(id).length;
    const system = await post(id, { intent: "apply:account.signInFailed", applyExtra: JSON.stringify({ at: new Date().toISOString(), reason: "password" }) });
    expect(system.status).toBe(403);
    expect(system.body.message).toMatch(/No screen sends account\.signInFailed/);
    expect((await post(id, { intent: "apply:account.signedIn", applyExtra: JSON.stringify({ at: new Date().toISOString() }) })).status).toBe(403);
    expect(userTransitions(id)).toHaveLength(before);
    recordSignInFailure("usr-super-admin", "password", null);
    const self = await run(machineAction, "usr-super-admin", path("account", { entity: "usr-super-admin" }), { entity: "usr-super-admin", confirm: "yes", intent: "apply:account.block" });
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/cannot block your own account/);
  });
});

describe("stuck instances", () => {
  it("every threshold names a state of a registered machine", () => {
    for (const rule of STUCK_RULES) {
      const entry = getMachineEntry(rule.machineId);
      expect(entry, rule.machineId).toBeDefined();
      expect(Object.keys(entry!.machine.root.states)).toContain(rule.state);
      expect(rule.hours).toBeGreaterThan(0);
    }
  });

  it("lists an invoice waiting for approval longer than 3 days, with its age", () => {
    const id = issuedInvoice();
    const fresh = issuedInvoice();
    const now = new Date();
    db().update(workflowSnapshots).set({ stateSince: new Date(now.getTime() - 4 * 86_400_000).toISOString() }).where(and(eq(workflowSnapshots.kind, "invoice"), eq(workflowSnapshots.entityId, id))).run();
    const { rows } = stuckInstances("invoice", now);
    const row = rows.find((r) => r.entityId === id)!;
    expect(row).toMatchObject({ state: "invoiced", thresholdHours: 72, href: `/admin/machines/invoice?entity=${id}` });
    expect(row.ageMs).toBeGreaterThanOrEqual(4 * 86_400_000);
    expect(row.label).toMatch(/^Invoice /);
    expect(rows.some((r) => r.entityId === fresh)).toBe(false);
  });
});

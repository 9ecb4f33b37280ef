/**
 * Recurring profiles through the recurring workflow, and the billing run: each due period billed exactly once,
 * catch-up after downtime, pauses skipped, Finished after the last occurrence, nothing half-done after a failure.
 */
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoices, outbox, recurringProfiles, workflowSnapshots, workflowTransitions } from "#db/schema";
import { billingsOfProfile, duplicateRecurringBillings, getProfile, orderOf } from "~/models/recurring.server";
import { attachToProfile, billDueProfiles, createRecurringProfile, decideRecurringProfile, updateRecurringProfile } from "~/services/recurring.server";
import { as, profileInput } from "../support/factories";
import { refusal } from "../support/refusal";
import { useDemoData as withDemoData } from "../support/seed";

withDemoData();

const at = (date: string) => new Date(`${date}T09:00:00+07:00`);
const stateOf = (id: string) => db().select().from(workflowSnapshots).where(and(eq(workflowSnapshots.kind, "recurring"), eq(workflowSnapshots.entityId, id))).get()!;

describe("profiles", () => {
  it("creates an Idle profile with every field of the spec, numbered RC-{code}-{yymm00}-{n}", () => {
    const { id, recurringId } = createRecurringProfile(as("usr-member"), profileInput());
    expect(recurringId).toMatch(/^RC-AC-\d{4}00-\d{4}$/);
    const p = getProfile(id)!;
    expect(p).toMatchObject({
      name: "Smart Tenant monthly licence, PT Maju Bersama", status: "Idle", frequency: "monthly", occurence: 12, numOfBillingSent: 0, nextBillingDate: "2027-01-05", attachments: [],
      config: { reference: { dueDateDayAfter: 1, firstBillingDate: "2027-01-05", firstBillingDueDate: "2027-01-06", lastBillingDate: "2027-12-05", lastBillingDueDate: "2027-12-06" } },
      billingConfig: { payment_method: "bank_transfer", kode_wapu: "01", afiliasi: "non-telkom", include_pph: true, include_tax_invoice: true },
      meta: { owner: { division: { value: "DIT-DES" }, team: { value: "Enterprise IoT" } } },
    });
    expect(p.sequenceNo).toBe(Number(recurringId.slice(-4)));
    expect(orderOf(p)).toMatchObject({ grandTotal: 7_500_000, recurringGrandTotal: 90_000_000, poNumber: "PO-MBS-2026-117", to: { company: "PT Maju Bersama Sejahtera", send_email: true } });
    expect(stateOf(id)).toMatchObject({ state: "idle", context: { occurrence: 12, numOfBillingSent: 0 } });
  });

  it("keeps people out who may not manage the product, or recurring profiles at all", async () => {
    expect((await refusal(() => createRecurringProfile(as("usr-owner"), profileInput()))).status).toBe(403);
    expect((await refusal(() => createRecurringProfile(as("usr-companion"), profileInput()))).status).toBe(403);
  });

  it("edits parties, lines and settings, but not the schedule once it exists", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput());
    updateRecurringProfile(as("usr-member"), id, profileInput({ name: "Antares Cloud, 600 devices", details: [{ item: "Antares Cloud connectivity", description: "600 devices", quantity: 600, price: 15_000 }], firstBillingDate: "2027-01-10" }));
    expect(getProfile(id)).toMatchObject({ name: "Antares Cloud, 600 devices", nextBillingDate: "2027-01-10", config: { reference: { firstBillingDate: "2027-01-10", lastBillingDate: "2027-12-10" } } });
    expect(orderOf(getProfile(id)!).grandTotal).toBe(9_000_000);
    expect((await refusal(() => updateRecurringProfile(as("usr-member"), id, profileInput({ occurrence: 6 })))).status).toBe(409);
  });

  it("keeps attachments (a contract) in the profile's attachments list", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput());
    const form = new FormData();
    form.set("attachmentType", "kontrak");
    form.set("file", new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], "Kontrak KCI 2027.pdf", { type: "application/pdf" }));
    expect(await attachToProfile(as("usr-member"), id, form)).toEqual({ ok: true, name: "Kontrak KCI 2027.pdf" });
    expect(getProfile(id)!.attachments).toEqual([expect.objectContaining({ ori_filename: "Kontrak KCI 2027.pdf", attachmentType: "kontrak", filetype: "pdf" })]);
    const empty = new FormData();
    expect(await attachToProfile(as("usr-member"), id, empty)).toEqual({ ok: false, error: "Choose a file to upload" });
  });

  it("activates, pauses, resumes and stops only as the machine allows, a stop needing a reason", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput());
    expect((await refusal(() => decideRecurringProfile(as("usr-member"), id, { intent: "pause" }))).status).toBe(409);
    decideRecurringProfile(as("usr-member"), id, { intent: "activate" });
    expect(getProfile(id)!.status).toBe("Active");
    decideRecurringProfile(as("usr-member"), id, { intent: "pause" });
    expect(getProfile(id)!.status).toBe("Paused");
    expect((await refusal(() => decideRecurringProfile(as("usr-member"), id, { intent: "stop", message: " " }))).message).toMatch(/a reason is required/);
    decideRecurringProfile(as("usr-member"), id, { intent: "stop", message: "Contract ended early" });
    expect(getProfile(id)).toMatchObject({ status: "Stopped", nextBillingDate: null });
    expect((await refusal(() => decideRecurringProfile(as("usr-member"), id, { intent: "resume" }))).status).toBe(409);
    expect((await refusal(() => updateRecurringProfile(as("usr-member"), id, profileInput()))).status).toBe(409);
  });
});

describe("the billing run", () => {
  beforeEach(() => {
    // Each test starts with no other profile due.
    db().update(recurringProfiles).set({ status: "Stopped", nextBillingDate: null }).where(eq(recurringProfiles.status, "Active")).run();
  });

  it("bills a due period exactly once, through the billing pricing and numbering, with its invoice", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput({ activate: true }));
    expect(await billDueProfiles({ now: at("2027-01-04") })).toMatchObject({ billed: 0 });
    expect(await billDueProfiles({ now: at("2027-01-05") })).toMatchObject({ billed: 1 });
    expect(await billDueProfiles({ now: at("2027-01-05") })).toMatchObject({ billed: 0 });
    const [made] = billingsOfProfile(id);
    expect(made).toMatchObject({ sequence: 1, billingDate: "2027-01-05", dueDate: "2027-01-06", status: "issued", statusInvoice: "invoiced" });
    expect(made.billingNumber).toMatch(/^BL-AC-270100-\d{4}$/);
    const billing = db().select().from(billings).where(eq(billings.id, made.id)).get()!;
    // 7,500,000 x 12% x 11/12 = 825,000 PPN; PPh 2% = 150,000; AC has no admin fee or unique code.
    expect(billing).toMatchObject({ totalPrice: 7_500_000, tax: 825_000, pph: 150_000, finalPrice: 8_325_000, recurringProfileId: id, recurringSequence: 1, poId: null, to: { name: "PT Maju Bersama Sejahtera" } });
    expect(getProfile(id)).toMatchObject({ status: "Active", numOfBillingSent: 1, nextBillingDate: "2027-02-05" });
    expect(stateOf(id).context).toMatchObject({ numOfBillingSent: 1 });
  });

  it("catches up missed periods after downtime once each, with their own dates", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput({ activate: true, firstBillingDate: "2027-01-31" }));
    expect(await billDueProfiles({ now: at("2027-04-02") })).toMatchObject({ billed: 3 });
    expect(await billDueProfiles({ now: at("2027-04-02") })).toMatchObject({ billed: 0 });
    expect(billingsOfProfile(id).map((b) => [b.sequence, b.billingDate])).toEqual([
      [1, "2027-01-31"],
      [2, "2027-02-28"],
      [3, "2027-03-31"],
    ]);
    expect(getProfile(id)).toMatchObject({ numOfBillingSent: 3, nextBillingDate: "2027-04-30" });
  });

  it("is Finished after the last occurrence, and tells the product's people", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput({ activate: true, occurrence: 3, frequency: "weekly", firstBillingDate: "2027-01-04" }));
    expect(await billDueProfiles({ now: at("2027-03-01") })).toMatchObject({ billed: 3 });
    expect(getProfile(id)).toMatchObject({ status: "Finished", numOfBillingSent: 3, nextBillingDate: null });
    expect(stateOf(id).state).toBe("finished");
    expect(billingsOfProfile(id).map((b) => b.billingDate)).toEqual(["2027-01-04", "2027-01-11", "2027-01-18"]);
    expect(db().select().from(outbox).where(eq(outbox.sourceId, id)).all().map((r) => (r.payload as { template?: string }).template)).toContain("recurring.finished");
  });

  it("skips the periods of a pause and continues on its own day after resume", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput({ activate: true, occurrence: 6, firstBillingDate: "2027-01-10" }));
    await billDueProfiles({ now: at("2027-01-10") });
    decideRecurringProfile(as("usr-member"), id, { intent: "pause" });
    expect(await billDueProfiles({ now: at("2027-04-20") })).toMatchObject({ billed: 0 });
    decideRecurringProfile(as("usr-member"), id, { intent: "resume" }, { now: at("2027-04-20") });
    expect(getProfile(id)).toMatchObject({ status: "Active", nextBillingDate: "2027-05-10", config: { reference: { lastBillingDate: "2027-09-10" } } });
    await billDueProfiles({ now: at("2027-05-10") });
    expect(billingsOfProfile(id).map((b) => b.billingDate)).toEqual(["2027-01-10", "2027-05-10"]);
  });

  it("two runs at once bill each period once", async () => {
    const ids = Array.from({ length: 30 }, () => createRecurringProfile(as("usr-member"), profileInput({ activate: true, firstBillingDate: "2027-01-01" })).id);
    const [a, b] = await Promise.all([billDueProfiles({ now: at("2027-03-15"), batchSize: 7 }), billDueProfiles({ now: at("2027-03-15"), batchSize: 5 })]);
    expect(a.billed + b.billed).toBe(90);
    expect(duplicateRecurringBillings()).toEqual([]);
    for (const id of ids) expect(billingsOfProfile(id).map((x) => x.sequence)).toEqual([1, 2, 3]);
  });

  it("a failure between the steps of a period leaves nothing of it, and the other profiles are billed", async () => {
    const good = createRecurringProfile(as("usr-member"), profileInput({ activate: true })).id;
    const broken = createRecurringProfile(as("usr-member"), profileInput({ activate: true })).id;
    // The recurring step (after the billing and its invoice were written) refuses: a machine saved by another version.
    db().update(workflowSnapshots).set({ machineVersion: 99 }).where(and(eq(workflowSnapshots.kind, "recurring"), eq(workflowSnapshots.entityId, broken))).run();
    const run = await billDueProfiles({ now: at("2027-01-05") });
    expect(run).toMatchObject({ billed: 1, failed: 1 });
    expect(run.errors).toEqual([{ profileId: broken, message: "409" }]);
    expect(billingsOfProfile(broken)).toEqual([]);
    expect(db().select().from(invoices).innerJoin(billings, eq(billings.id, invoices.billingId)).where(eq(billings.recurringProfileId, broken)).all()).toEqual([]);
    expect(billingsOfProfile(good)).toHaveLength(1);
    // Fixed, the next run bills it, once.
    db().update(workflowSnapshots).set({ machineVersion: 1 }).where(and(eq(workflowSnapshots.kind, "recurring"), eq(workflowSnapshots.entityId, broken))).run();
    expect(await billDueProfiles({ now: at("2027-01-05") })).toMatchObject({ billed: 1, failed: 0 });
    expect(billingsOfProfile(broken).map((b) => b.sequence)).toEqual([1]);
  });

  it("the database refuses a second billing of the same profile and sequence", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput({ activate: true }));
    await billDueProfiles({ now: at("2027-01-05") });
    const row = db().select().from(billings).where(eq(billings.recurringProfileId, id)).get()!;
    expect(() => db().insert(billings).values({ ...row, id: "dup", billingNumber: null }).run()).toThrow(/UNIQUE constraint failed: billings.recurring_profile_id, billings.recurring_sequence/);
  });

  it("logs who did what: the system bills, people decide", async () => {
    const { id } = createRecurringProfile(as("usr-member"), profileInput({ activate: true, occurrence: 1 }));
    await billDueProfiles({ now: at("2027-01-05") });
    const log = db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "recurring"), eq(workflowTransitions.entityId, id))).all();
    expect(log.map((t) => `${t.event}:${t.toState}:${t.actorName}`)).toEqual(["workflow.start:idle:Dewi Lestari", "recurring.activate:active:Dewi Lestari", "recurring.billed:finished:System"]);
  });
});

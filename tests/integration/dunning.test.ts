/**
 * Dunning (issue 21): the run sends each owed step once through the outbox (the customer's reminder with the
 * invoice PDF and payment instructions, then the escalation to the product's owners and the account manager),
 * skips paid, cancelled, disputed and paused invoices, and the due check asks what the run selects. Also the
 * product's settings form (server validation, field errors) and pausing and resuming from the invoice.
 */
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { dunningReminders, invoices, outbox, productMembers } from "#db/schema";
import { DEFAULT_DUNNING_STEPS } from "~/domain/dunning";
import { formatRupiah } from "~/domain/money";
import { getBilling } from "~/models/billing.server";
import { dunningScheduleOf } from "~/models/dunning.server";
import { getInvoice } from "~/models/invoice.server";
import { loader as invoiceLoader } from "~/routes/_portal.invoices.$id";
import { action as dunningAction } from "~/routes/_portal.invoices_.$id.dunning";
import { action as editAction, loader as editLoader } from "~/routes/_portal.products.$id.edit";
import { createWebSession } from "~/services/auth-session.server";
import { composeReminderMail, DUNNING_EFFECT, dunningDue, pauseDunning, resumeDunning, runDunning } from "~/services/dunning.server";
import { registerAllEffects } from "~/services/effects.server";
import { listSandboxMail } from "~/services/mail.server";
import { drainOutbox } from "~/services/outbox.server";
import { closePdfPool } from "~/services/pdf.server";
import { respond } from "../support/api";
import { as } from "../support/factories";
import { useDemoData } from "../support/seed";
import { approvedInvoiceDue } from "./dunning-fixtures";

useDemoData();
beforeAll(() => registerAllEffects());
afterAll(() => closePdfPool());

/** 08:00 in Jakarta on `day` (01:00 UTC). */
const at = (day: string, time = "01:00:00") => new Date(`${day}T${time}Z`);
const stepsOf = (invoiceId: string) => db().select().from(dunningReminders).where(eq(dunningReminders.invoiceId, invoiceId)).orderBy(dunningReminders.id).all();
const effectsOf = (invoiceId: string) => db().select().from(outbox).where(and(eq(outbox.effect, DUNNING_EFFECT), eq(outbox.sourceId, invoiceId))).all();
const mailsTo = (email: string) => listSandboxMail(500).filter((m) => m.to.includes(email));
/** Performs the queued dunning mails (and whatever else the approvals queued). */
const drain = () => drainOutbox({ limit: 500 });

describe("the dunning run", () => {
  it("sends the step due today once, through the outbox, with the invoice PDF and the exact amount to transfer", async () => {
    const { invoice, email } = await approvedInvoiceDue("2030-03-15");
    expect(dunningDue(at("2030-03-07"))).toBe(false);
    await runDunning({ now: at("2030-03-07") });
    expect(stepsOf(invoice.id)).toEqual([]);

    expect(dunningDue(at("2030-03-08"))).toBe(true);
    await runDunning({ now: at("2030-03-08") });
    await runDunning({ now: at("2030-03-08", "09:00:00") });
    const steps = stepsOf(invoice.id);
    expect(steps.map((s) => [s.step, s.kind, s.day])).toEqual([["-7", "reminder", "2030-03-08"]]);
    expect(effectsOf(invoice.id).map((e) => e.id)).toEqual([steps[0].outboxId]);
    expect(dunningDue(at("2030-03-08"))).toBe(false);

    await drain();
    const mails = mailsTo(email).filter((m) => m.subject.includes("Pengingat"));
    expect(mails).toHaveLength(1);
    const billing = getBilling(invoice.billingId)!;
    expect(mails[0].subject).toContain(invoice.invoiceNumber!);
    expect(mails[0].attachments.map((a) => a.filename)).toEqual([`Invoice_${invoice.invoiceNumber}.pdf`]);
    const amount = billing.includePph ? billing.finalPriceWithPph : billing.finalPrice;
    expect(mails[0].text).toContain(formatRupiah(amount));
    expect(mails[0].text).toContain(billing.bank.account_number);
    if (billing.uniqueCode !== 0) expect(mails[0].text).toContain(`kode unik ${billing.uniqueCode}`);
    // A drain again sends nothing more.
    await drain();
    expect(mailsTo(email).filter((m) => m.subject.includes("Pengingat"))).toHaveLength(1);
  });

  it("counts days on Jakarta's calendar: the due-date step is owed from 00:00 WIB (17:00 UTC the day before)", async () => {
    const { invoice } = await approvedInvoiceDue("2030-04-15");
    await runDunning({ now: at("2030-04-08") });
    await runDunning({ now: new Date("2030-04-14T16:59:59Z") });
    expect(stepsOf(invoice.id).map((s) => s.step)).toEqual(["-7"]);
    await runDunning({ now: new Date("2030-04-14T17:00:00Z") });
    expect(stepsOf(invoice.id).map((s) => [s.step, s.day])).toEqual([["-7", "2030-04-08"], ["0", "2030-04-15"]]);
  });

  it("after downtime sends only the latest due step", async () => {
    const { invoice } = await approvedInvoiceDue("2030-05-01");
    await runDunning({ now: at("2030-05-16") });
    expect(stepsOf(invoice.id).map((s) => s.step)).toEqual(["14"]);
  });

  it("escalates once to the product's owners and the account manager after the last step", async () => {
    const { invoice, email } = await approvedInvoiceDue("2030-06-01");
    await runDunning({ now: at("2030-06-16") });
    await runDunning({ now: at("2030-07-01") });
    await runDunning({ now: at("2030-07-02") });
    await runDunning({ now: at("2030-08-30") });
    expect(stepsOf(invoice.id).map((s) => [s.step, s.kind])).toEqual([["14", "reminder"], ["30", "reminder"], ["escalation", "escalation"]]);
    expect(effectsOf(invoice.id)).toHaveLength(3);
    await drain();
    const owners = db().select({ email: productMembers.email }).from(productMembers).where(and(eq(productMembers.productId, invoice.productId), eq(productMembers.role, "owner"))).all().map((m) => m.email);
    expect(owners.length).toBeGreaterThan(0);
    const escalations = listSandboxMail(500).filter((m) => m.subject.includes(invoice.invoiceNumber!) && /Unpaid after|Belum dibayar setelah/.test(m.subject));
    // The billing was made by usr-owner (owner@digimon.test), who is also an owner of the product: one mail each address.
    const expected = [...new Set([...owners, "owner@digimon.test"].map((a) => a.toLowerCase()))].sort();
    expect(escalations.map((m) => m.to.toLowerCase()).sort()).toEqual(expected);
    expect(escalations[0].text).toContain(`/invoices/${invoice.id}`);
    expect(escalations[0].text).toContain("D+14, D+30");
    expect(mailsTo(email).filter((m) => /Unpaid after|Belum dibayar setelah/.test(m.subject))).toEqual([]);
  });

  it("no escalation when the product turned it off", async () => {
    const { invoice } = await approvedInvoiceDue("2030-06-02");
    const before = dunningScheduleOf(invoice.productId);
    try {
      await respondAs("usr-owner", editAction, `/products/${invoice.productId}/edit`, { id: invoice.productId }, { intent: "dunning", steps: "0, 30", enabled: "on" });
      await runDunning({ now: at("2030-07-10") });
      expect(stepsOf(invoice.id).map((s) => s.step)).toEqual(["30"]);
    } finally {
      await respondAs("usr-owner", editAction, `/products/${invoice.productId}/edit`, { id: invoice.productId }, { intent: "dunning", steps: before.steps.join(","), ...(before.enabled ? { enabled: "on" } : {}), ...(before.escalation ? { escalation: "on" } : {}) });
    }
  });

  it("gives nothing to a paid, a partly-paid-then-paid, a cancelled, a disputed or a paused invoice", async () => {
    const due = "2030-09-10";
    const paid = (await approvedInvoiceDue(due)).invoice;
    const partly = (await approvedInvoiceDue(due)).invoice;
    const cancelled = (await approvedInvoiceDue(due)).invoice;
    const disputed = (await approvedInvoiceDue(due)).invoice;
    const paused = (await approvedInvoiceDue(due)).invoice;
    const chased = (await approvedInvoiceDue(due)).invoice;
    db().update(invoices).set({ statusPaid: "paid" }).where(eq(invoices.id, paid.id)).run();
    db().update(invoices).set({ statusPaid: "partly paid" }).where(eq(invoices.id, partly.id)).run();
    // An approved invoice is cancelled by its credit note (issue 21, another part): the run reads only the status.
    db().update(invoices).set({ statusInvoice: "canceled" }).where(eq(invoices.id, cancelled.id)).run();
    pauseDunning(as("usr-owner"), disputed.id, { kind: "disputed", reason: "Customer disputes the quantity" });
    pauseDunning(as("usr-owner"), paused.id, { kind: "paused", reason: "Promised to pay on Friday" });

    await runDunning({ now: at("2030-09-03") });
    // Partly paid is still owed a reminder (for the rest).
    expect(stepsOf(partly.id).map((s) => s.step)).toEqual(["-7"]);
    expect(stepsOf(chased.id).map((s) => s.step)).toEqual(["-7"]);
    for (const id of [paid.id, cancelled.id, disputed.id, paused.id]) expect(stepsOf(id)).toEqual([]);

    // Then paid in full: nothing more, and a reminder recorded before the payment is not mailed.
    db().update(invoices).set({ statusPaid: "paid" }).where(eq(invoices.id, partly.id)).run();
    await runDunning({ now: at("2030-09-10") });
    expect(stepsOf(partly.id).map((s) => s.step)).toEqual(["-7"]);
    expect(stepsOf(chased.id).map((s) => s.step)).toEqual(["-7", "0"]);
    db().update(invoices).set({ statusPaid: "paid" }).where(eq(invoices.id, chased.id)).run();
    await drain();
    // Its two reminders were queued before the payment and performed after it: no reminder mail went out.
    expect(effectsOf(chased.id)).toHaveLength(2);
    const chasedNumber = getInvoice(chased.id)!.invoiceNumber!;
    expect(listSandboxMail(500).filter((m) => m.subject.includes(chasedNumber) && m.subject.includes("jatuh tempo"))).toEqual([]);
    expect(listSandboxMail(500).filter((m) => m.subject.includes(getInvoice(partly.id)!.invoiceNumber!) && m.subject.includes("jatuh tempo"))).toEqual([]);

    // Resumed: the step due now goes out on the next run.
    resumeDunning(as("usr-owner"), paused.id);
    expect(dunningDue(at("2030-09-17"))).toBe(true);
    await runDunning({ now: at("2030-09-17") });
    expect(stepsOf(paused.id).map((s) => s.step)).toEqual(["7"]);
    expect(stepsOf(disputed.id)).toEqual([]);
  });

  it("two runs at once in one process record each step once", async () => {
    const { invoice } = await approvedInvoiceDue("2030-10-10");
    await Promise.all([runDunning({ now: at("2030-10-11") }), runDunning({ now: at("2030-10-11") }), runDunning({ now: at("2030-10-11"), batchSize: 1 })]);
    expect(stepsOf(invoice.id).map((s) => s.step)).toEqual(["0"]);
    expect(effectsOf(invoice.id)).toHaveLength(1);
    // The unique index is the last line of defence.
    expect(() => db().insert(dunningReminders).values({ invoiceId: invoice.id, step: "0", kind: "reminder", offsetDays: 0, dueDate: "2030-10-10", day: "2030-10-11" }).run()).toThrow(/UNIQUE/);
  });
});

const cookies = new Map<string, string>();
async function cookieFor(userId: string) {
  if (!cookies.has(userId)) cookies.set(userId, (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0]);
  return cookies.get(userId)!;
}
type Handler = Parameters<typeof respond>[0];
async function respondAs(userId: string, handler: unknown, path: string, params: Record<string, string>, form?: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: await cookieFor(userId), ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
  });
  const { response, json } = await respond(handler as Handler, request, params);
  return { status: response.status, location: response.headers.get("Location"), json: json as Record<string, unknown> };
}

describe("the product's reminder settings", () => {
  it("shows the default schedule, refuses bad steps with a field error, and saves good ones", async () => {
    const page = await respondAs("usr-owner", editLoader, "/products/prd-st/edit", { id: "prd-st" });
    expect(page.status).toBe(200);
    expect(page.json.dunning).toMatchObject({ steps: DEFAULT_DUNNING_STEPS.join(", "), enabled: true, escalation: true });
    const cases: [string, string][] = [
      ["", "required"],
      ["-7, 0, 7.5", "notInteger"],
      ["0, 400", "outOfRange"],
      ["0, 7, 7", "notIncreasing"],
      ["14, 7", "notIncreasing"],
      ["1,2,3,4,5,6,7,8,9,10,11", "tooMany"],
    ];
    for (const [steps, problem] of cases) {
      const answer = await respondAs("usr-owner", editAction, "/products/prd-st/edit", { id: "prd-st" }, { intent: "dunning", steps, enabled: "on" });
      expect(answer.status, steps).toBe(400);
      expect(answer.json.dunning).toMatchObject({ fieldErrors: { steps: [problem] }, values: { steps } });
    }
    expect(dunningScheduleOf("prd-st").steps).toEqual(DEFAULT_DUNNING_STEPS);
    const saved = await respondAs("usr-owner", editAction, "/products/prd-st/edit", { id: "prd-st" }, { intent: "dunning", steps: "-3, 0, 10", escalation: "on" });
    expect(saved.status).toBe(302);
    expect(dunningScheduleOf("prd-st")).toMatchObject({ steps: [-3, 0, 10], enabled: false, escalation: true });
    await respondAs("usr-owner", editAction, "/products/prd-st/edit", { id: "prd-st" }, { intent: "dunning", steps: DEFAULT_DUNNING_STEPS.join(", "), enabled: "on", escalation: "on" });
    expect(dunningScheduleOf("prd-st")).toMatchObject({ steps: DEFAULT_DUNNING_STEPS, enabled: true, escalation: true });
  });

  it("is refused without manage:product", async () => {
    const answer = await respondAs("usr-member", editAction, "/products/prd-st/edit", { id: "prd-st" }, { intent: "dunning", steps: "0", enabled: "on" });
    expect(answer.status).toBe(403);
    expect(dunningScheduleOf("prd-st").steps).toEqual(DEFAULT_DUNNING_STEPS);
  });
});

describe("pausing one invoice's reminders", () => {
  it("pauses with a reason and resumes from the invoice, both on its timeline; refused without the permission", async () => {
    const { invoice } = await approvedInvoiceDue("2030-11-20");
    await runDunning({ now: at("2030-11-13") });
    const path = `/invoices/${invoice.id}/dunning`;
    const tooShort = await respondAs("usr-owner", dunningAction, path, { id: invoice.id }, { intent: "dunning-pause", kind: "paused", reason: "x" });
    expect(tooShort.status).toBe(400);
    expect(tooShort.json.fieldErrors).toMatchObject({ reason: ["Give a reason of at least 3 characters."] });
    const refused = await respondAs("usr-settlement", dunningAction, path, { id: invoice.id }, { intent: "dunning-pause", kind: "paused", reason: "Customer called" });
    expect(refused.status).toBe(403);

    const paused = await respondAs("usr-owner", dunningAction, path, { id: invoice.id }, { intent: "dunning-pause", kind: "disputed", reason: "Customer disputes the second line" });
    expect(paused.status).toBe(302);
    expect(paused.location).toBe(`/invoices/${invoice.id}`);
    const again = await respondAs("usr-owner", dunningAction, path, { id: invoice.id }, { intent: "dunning-pause", kind: "paused", reason: "Twice" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("The reminders of this invoice are already paused.");
    await runDunning({ now: at("2030-11-20") });

    const page = await respondAs("usr-owner", invoiceLoader, `/invoices/${invoice.id}`, { id: invoice.id });
    const timeline = page.json.timeline as { event: string; message: string | null; by: string }[];
    const dunning = timeline.filter((e) => e.event.startsWith("dunning."));
    // In time order; the run's clock is in 2030 here, the pause's is today's, so compare as a set.
    expect(dunning.map((e) => [e.event, e.message]).sort()).toEqual([
      ["dunning.disputed", "Customer disputes the second line"],
      ["dunning.reminder", "D-7"],
    ]);
    expect(dunning.find((e) => e.event === "dunning.disputed")!.by).toBe("Siti Nurhaliza");
    expect((page.json.delivery as { dunning: { open: { kind: string } } }).dunning.open).toMatchObject({ kind: "disputed" });

    const resumed = await respondAs("usr-owner", dunningAction, path, { id: invoice.id }, { intent: "dunning-resume" });
    expect(resumed.status).toBe(302);
    await runDunning({ now: at("2030-11-21") });
    const after = await respondAs("usr-owner", invoiceLoader, `/invoices/${invoice.id}`, { id: invoice.id });
    expect((after.json.timeline as { event: string; message: string | null }[]).filter((e) => e.event.startsWith("dunning.")).map((e) => [e.event, e.message ?? ""]).sort()).toEqual([
      ["dunning.disputed", "Customer disputes the second line"],
      ["dunning.reminder", "D+0"],
      ["dunning.reminder", "D-7"],
      ["dunning.resumed", ""],
    ]);
    const notPaused = await respondAs("usr-owner", dunningAction, path, { id: invoice.id }, { intent: "dunning-resume" });
    expect(notPaused.status).toBe(409);
  });
});

describe("the reminder mail", () => {
  it("is written in the customer's language, and a partly paid invoice is reminded of what is left", async () => {
    const { invoice } = await approvedInvoiceDue("2030-12-10");
    const billing = { ...getBilling(invoice.billingId)!, paidAmount: 1_000_000 };
    const total = billing.includePph ? billing.finalPriceWithPph : billing.finalPrice;
    const en = composeReminderMail({ language: "en", offsetDays: 7, invoice, billing, attachment: "Invoice_X.pdf" });
    expect(en.subject).toBe(`Overdue: invoice ${invoice.invoiceNumber} was due on 10 Desember 2030`);
    expect(en.text).toContain("7 day(s) ago");
    expect(en.text).toContain(`We received ${formatRupiah(1_000_000)}; ${formatRupiah(total - 1_000_000)} is still outstanding.`);
    expect(en.text).toContain(`Please transfer exactly ${formatRupiah(total - 1_000_000)}`);
    expect(en.text).toContain("The invoice is attached: Invoice_X.pdf");
    const id = composeReminderMail({ language: "id", offsetDays: -7, invoice, billing: { ...billing, paidAmount: 0 }, attachment: null });
    expect(id.subject).toBe(`Pengingat: invoice ${invoice.invoiceNumber} jatuh tempo pada 10 Desember 2030`);
    expect(id.text).toContain(formatRupiah(total));
    expect(id.text).not.toContain("sisa");
  });
});

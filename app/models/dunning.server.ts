/**
 * Dunning's rows (issue 21): each product's schedule, the reminders queued per invoice and step, and the pauses.
 * The rules live in app/domain/dunning.ts; the run in app/services/dunning.server.ts.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { dunningPauses, dunningReminders, dunningSchedules, invoices } from "#db/schema";
import { DEFAULT_DUNNING_SCHEDULE, DEFAULT_DUNNING_STEPS, type DunningPauseKind, type DunningSchedule, ESCALATION_STEP, type SentStep, stepLabel } from "~/domain/dunning";
import type { TimelineEntry } from "./timeline.server";
import type { Tx } from "./transaction.server";

type Handle = Tx | ReturnType<typeof db>;
export type DunningReminderRow = typeof dunningReminders.$inferSelect;
export type DunningPauseRow = typeof dunningPauses.$inferSelect;

/** The product's schedule; a product without its own row follows the default. */
export function dunningScheduleOf(productId: string, handle: Handle = db()): DunningSchedule & { custom: boolean } {
  const row = handle.select().from(dunningSchedules).where(eq(dunningSchedules.productId, productId)).get();
  return row ? { steps: row.steps, enabled: row.enabled, escalation: row.escalation, custom: true } : { ...DEFAULT_DUNNING_SCHEDULE, custom: false };
}

export function saveDunningSchedule(tx: Tx, productId: string, schedule: DunningSchedule, userId: string | null) {
  const values = { steps: [...schedule.steps], enabled: schedule.enabled, escalation: schedule.escalation, updatedBy: userId, updatedAt: new Date().toISOString() };
  tx.insert(dunningSchedules)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: dunningSchedules.productId, set: values })
    .run();
}

const DEFAULT_STEPS_JSON = JSON.stringify(DEFAULT_DUNNING_STEPS);

/**
 * Approved invoices not fully paid, whose product runs dunning, that no open pause holds, and that are owed a step
 * on Jakarta day `today`: the SQL twin of dueDunningActions (a due step s with no reminder of offset s or later,
 * or the last step due with no escalation yet when the schedule escalates). The run's selection and the
 * scheduler's due check; the run decides again, under the write lock, with dueDunningActions.
 */
export function dueDunningInvoiceIds(today: string, limit: number, skip: string[] = [], handle: Handle = db()): string[] {
  const steps = sql`coalesce(s.steps, ${DEFAULT_STEPS_JSON})`;
  const rows = handle.all<{ id: string }>(sql`
    select i.id from invoices i
    left join dunning_schedules s on s.product_id = i.product_id
    where i.status_invoice = 'approved' and i.status_paid <> 'paid' and coalesce(s.enabled, 1) = 1
      ${skip.length ? sql`and i.id not in (${sql.join(skip.map((id) => sql`${id}`), sql`, `)})` : sql``}
      and not exists (select 1 from dunning_pauses p where p.invoice_id = i.id and p.resumed_at is null)
      and (
        exists (
          select 1 from json_each(${steps}) j
          where date(i.due_date, printf('%+d days', j.value)) <= ${today}
            and not exists (select 1 from dunning_reminders r where r.invoice_id = i.id and r.kind = 'reminder' and r.offset_days >= j.value)
        )
        or (
          coalesce(s.escalation, 1) = 1
          and date(i.due_date, printf('%+d days', (select max(j.value) from json_each(${steps}) j))) <= ${today}
          and not exists (select 1 from dunning_reminders r where r.invoice_id = i.id and r.step = 'escalation')
        )
      )
    order by i.due_date, i.id
    limit ${limit}`);
  return rows.map((r) => r.id);
}

export function sentStepsOf(invoiceId: string, handle: Handle = db()): SentStep[] {
  return handle
    .select({ step: dunningReminders.step, kind: dunningReminders.kind, offsetDays: dunningReminders.offsetDays })
    .from(dunningReminders)
    .where(eq(dunningReminders.invoiceId, invoiceId))
    .all();
}

/** Records a step; null when the step was already recorded (the unique index: a step goes out once). */
export function insertReminder(tx: Tx, row: { invoiceId: string; step: string; kind: "reminder" | "escalation"; offsetDays: number; dueDate: string; day: string; sentAt: string }): number | null {
  const inserted = tx.insert(dunningReminders).values(row).onConflictDoNothing().returning({ id: dunningReminders.id }).get();
  return inserted?.id ?? null;
}

export function setReminderOutbox(tx: Tx, id: number, outboxId: number) {
  tx.update(dunningReminders).set({ outboxId }).where(eq(dunningReminders.id, id)).run();
}

export const getReminder = (id: number, handle: Handle = db()) => handle.select().from(dunningReminders).where(eq(dunningReminders.id, id)).get() ?? null;

export function remindersOf(invoiceId: string, handle: Handle = db()): DunningReminderRow[] {
  return handle.select().from(dunningReminders).where(eq(dunningReminders.invoiceId, invoiceId)).orderBy(asc(dunningReminders.id)).all();
}

export function pausesOf(invoiceId: string, handle: Handle = db()): DunningPauseRow[] {
  return handle.select().from(dunningPauses).where(eq(dunningPauses.invoiceId, invoiceId)).orderBy(asc(dunningPauses.id)).all();
}

export function openPauseOf(invoiceId: string, handle: Handle = db()): DunningPauseRow | null {
  return (
    handle
      .select()
      .from(dunningPauses)
      .where(and(eq(dunningPauses.invoiceId, invoiceId), isNull(dunningPauses.resumedAt)))
      .orderBy(desc(dunningPauses.id))
      .get() ?? null
  );
}

export function insertPause(tx: Tx, row: { invoiceId: string; kind: DunningPauseKind; reason: string; pausedBy: string; pausedByName: string; pausedAt: string }) {
  return tx.insert(dunningPauses).values(row).returning().get();
}

export function resumePause(tx: Tx, id: number, by: { id: string; name: string }, at: string) {
  tx.update(dunningPauses).set({ resumedBy: by.id, resumedByName: by.name, resumedAt: at }).where(eq(dunningPauses.id, id)).run();
}

/** The invoice's columns the run needs, read inside its transaction. */
export function dunningInvoice(id: string, handle: Handle = db()) {
  return (
    handle
      .select({ id: invoices.id, productId: invoices.productId, billingId: invoices.billingId, statusInvoice: invoices.statusInvoice, statusPaid: invoices.statusPaid, dueDate: invoices.dueDate })
      .from(invoices)
      .where(eq(invoices.id, id))
      .get() ?? null
  );
}

/** Reminders of several invoices at once (tests and lists). */
export function remindersOfInvoices(ids: string[], handle: Handle = db()): DunningReminderRow[] {
  if (ids.length === 0) return [];
  return handle.select().from(dunningReminders).where(sql`${dunningReminders.invoiceId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`).all();
}

export type DunningView = {
  invoiceId: string;
  schedule: { steps: string; enabled: boolean };
  /** An approved invoice not fully paid: the only kind reminders chase and a person may pause. */
  chased: boolean;
  open: { kind: DunningPauseKind; reason: string; by: string; at: string } | null;
  sent: string[];
};

/** The invoice page's dunning card: the product's schedule, the open pause, the steps sent. */
export function dunningViewOf(invoice: { id: string; productId: string; statusInvoice: string; statusPaid: string }): DunningView {
  const schedule = dunningScheduleOf(invoice.productId);
  const open = openPauseOf(invoice.id);
  return {
    invoiceId: invoice.id,
    schedule: { steps: schedule.steps.map(stepLabel).join(", "), enabled: schedule.enabled },
    chased: invoice.statusInvoice === "approved" && invoice.statusPaid !== "paid",
    open: open ? { kind: open.kind, reason: open.reason, by: open.pausedByName, at: open.pausedAt } : null,
    sent: remindersOf(invoice.id).map((r) => (r.kind === "escalation" ? ESCALATION_STEP : stepLabel(r.offsetDays))),
  };
}

/**
 * The invoice's dunning events as timeline entries: each reminder (and the escalation) with its step, each pause
 * with its reason, each resumption. They change no state (`to` is empty). Ids are negative, apart from the
 * transitions' ids.
 */
export function dunningTimelineOf(invoiceId: string): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const r of remindersOf(invoiceId)) {
    entries.push({ id: -r.id * 3, event: r.kind === "escalation" ? "dunning.escalation" : "dunning.reminder", from: null, to: "", by: "System", via: "job", message: stepLabel(r.offsetDays), at: r.sentAt });
  }
  for (const p of pausesOf(invoiceId)) {
    entries.push({ id: -p.id * 3 - 1, event: p.kind === "disputed" ? "dunning.disputed" : "dunning.paused", from: null, to: "", by: p.pausedByName, via: "screen", message: p.reason, at: p.pausedAt });
    if (p.resumedAt) entries.push({ id: -p.id * 3 - 2, event: "dunning.resumed", from: null, to: "", by: p.resumedByName ?? "", via: "screen", message: null, at: p.resumedAt });
  }
  return entries;
}

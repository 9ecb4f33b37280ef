/**
 * Dunning (issue 21): the run that chases approved, unpaid invoices on their product's schedule, the reminder and
 * escalation mails, pausing one invoice's reminders, and the product's settings.
 *
 * Exactly once per step: each invoice is decided in its own IMMEDIATE write transaction that re-reads the
 * invoice, its pause and what was sent, records the step (UNIQUE invoice + step) and queues its mail in the outbox
 * together. Two runs at once serialise on the write lock and the second finds the step recorded; a run killed
 * mid-way leaves whole steps or nothing. The mail itself goes out through the outbox (retried with its backoff).
 */
import { z } from "zod";
import { formatDateId, todayInJakarta } from "~/domain/dates";
import {
  DUNNING_PAUSE_KINDS,
  type DunningAction,
  type DunningSchedule,
  dueDunningActions,
  formatDunningSteps,
  parseDunningSteps,
  stepLabel,
  type StepsProblem,
} from "~/domain/dunning";
import { formatRupiah } from "~/domain/money";
import { amountToTransfer, paymentInstructionsOf } from "~/domain/payment-instructions";
import { isLanguage, type Language } from "~/locales/languages";
import { getBilling } from "~/models/billing.server";
import {
  dueDunningInvoiceIds,
  dunningInvoice,
  dunningScheduleOf,
  getReminder,
  insertPause,
  insertReminder,
  openPauseOf,
  remindersOf,
  resumePause,
  saveDunningSchedule,
  sentStepsOf,
  setReminderOutbox,
} from "~/models/dunning.server";
import { getInvoice, type InvoiceRow } from "~/models/invoice.server";
import { membersOf } from "~/models/product.server";
import { type Tx, writeTransaction, writeWhenFree } from "~/models/transaction.server";
import { type AccessUser, findUserById, logActivity } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { requireReadableRow } from "./document-access.server";
import { env } from "./env.server";
import { httpError } from "./http.server";
import { defaultLanguage, translatorFor } from "./i18n.server";
import { customerLanguage, recipientsOf } from "./invoice-delivery.server";
import { logger } from "./logger.server";
import { type MailAttachment, sendMail } from "./mail.server";
import { enqueueEffect, type OutboxRow, registerEffect, replaceEffectPayload } from "./outbox.server";
import { invoiceDocument, renderPdf } from "./pdf.server";
import { requireManageableProduct } from "./products.server";

export const DUNNING_EFFECT = "effect.dunningReminder";
/**
 * Who may pause and resume an invoice's reminders: those who may send it to the customer again (RESEND_PERMISSION,
 * reissue:invoice). Chasing a customer and re-sending their invoice are the same desk's work (README "Decisions").
 */
export const DUNNING_PERMISSION = "reissue:invoice";

// ---------------------------------------------------------------------------------------------------------------
// The run

export type DunningRunCounts = { reminders: number; escalations: number; batches: number; failed: number };
export type DunningRunOptions = {
  now?: Date;
  batchSize?: number;
  signal?: AbortSignal;
  onBatch?: (counts: DunningRunCounts) => void;
  /** Stop after this many invoices were decided (tests: a run cut short). */
  maxInvoices?: number;
};


/** Decides one invoice under the write lock: what is owed now, recorded and queued together. */
function chaseInvoice(tx: Tx, invoiceId: string, today: string, now: Date): DunningAction[] {
  const invoice = dunningInvoice(invoiceId, tx);
  if (!invoice || invoice.statusInvoice !== "approved" || invoice.statusPaid === "paid") return [];
  if (openPauseOf(invoiceId, tx)) return [];
  const schedule = dunningScheduleOf(invoice.productId, tx);
  const actions = dueDunningActions(schedule, invoice.dueDate, today, sentStepsOf(invoiceId, tx));
  const done: DunningAction[] = [];
  for (const action of actions) {
    const id = insertReminder(tx, { invoiceId, step: action.step, kind: action.kind, offsetDays: action.offsetDays, dueDate: invoice.dueDate, day: today, sentAt: now.toISOString() });
    if (id === null) continue; // recorded by another run a moment ago
    const outboxId = enqueueEffect(tx, DUNNING_EFFECT, { reminderId: id, invoiceId, step: action.step }, { kind: "invoice", id: invoiceId });
    setReminderOutbox(tx, id, outboxId);
    done.push(action);
  }
  return done;
}

/**
 * Sends every step that is owed today (Asia/Jakarta's calendar), invoice by invoice, until none is owed. Stops
 * between invoices when `signal` aborts. An invoice that fails is skipped for the rest of the run and reported.
 */
export async function runDunning({ now = new Date(), batchSize = 100, signal, onBatch, maxInvoices = Infinity }: DunningRunOptions = {}) {
  const today = todayInJakarta(now);
  const counts: DunningRunCounts = { reminders: 0, escalations: 0, batches: 0, failed: 0 };
  const skip = new Set<string>();
  const errors: { invoiceId: string; message: string }[] = [];
  let decided = 0;
  while (!signal?.aborted && decided < maxInvoices) {
    const ids = dueDunningInvoiceIds(today, batchSize, [...skip]);
    if (ids.length === 0) break;
    for (const id of ids) {
      if (signal?.aborted || decided >= maxInvoices) break;
      decided++;
      try {
        const done = await writeWhenFree((tx) => chaseInvoice(tx, id, today, now));
        for (const a of done) counts[a.kind === "reminder" ? "reminders" : "escalations"]++;
        // Nothing owed after all (changed since the selection): do not select it again in this run.
        if (done.length === 0) skip.add(id);
      } catch (error) {
        skip.add(id);
        counts.failed++;
        errors.push({ invoiceId: id, message: String((error as Error)?.message ?? error) });
      }
    }
    counts.batches++;
    onBatch?.(counts);
    // No kick: the job's thread ends when the run does, and a mail cut off there could go out twice; the
    // outbox-drain job (every 15 s) sends the queued mails.
    // Let the worker hear a cancel and the web process take the write lock between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (errors.length) logger.warn({ errors: errors.slice(0, 20), failed: errors.length }, "dunning could not chase some invoices");
  return { ...counts, errors };
}

/** The scheduler's due check: is any invoice owed a step today? The run's own selection, one row. */
export const dunningDue = (now: Date) => dueDunningInvoiceIds(todayInJakarta(now), 1).length > 0;

// ---------------------------------------------------------------------------------------------------------------
// The mails

type Translate = (key: string, values?: Record<string, string | number>) => string;
const translator = (language: Language, namespace: "dunning" | "mail") => translatorFor(language, namespace) as unknown as Translate;

/** The customer's reminder: before, on or after the due date, what is still owed, and how to pay it. */
export function composeReminderMail(input: {
  language: Language;
  offsetDays: number;
  invoice: Pick<InvoiceRow, "invoiceNumber" | "dueDate">;
  billing: NonNullable<ReturnType<typeof getBilling>>;
  attachment: string | null;
}) {
  const t = translator(input.language, "dunning");
  const tm = translator(input.language, "mail");
  const { invoice, billing } = input;
  const number = invoice.invoiceNumber ?? "";
  const dueDate = formatDateId(invoice.dueDate);
  const instructions = paymentInstructionsOf(billing);
  const total = instructions.kind === "va" ? instructions.va.amount : instructions.amount;
  const paid = billing.paidAmount ?? 0;
  const outstanding = Math.max(0, amountToTransfer(billing) - paid);
  const amount = formatRupiah(total);
  const subject = input.offsetDays < 0 ? t("mail.subjectBefore", { number, dueDate }) : input.offsetDays === 0 ? t("mail.subjectDue", { number }) : t("mail.subjectOverdue", { number, dueDate });
  const intro =
    input.offsetDays < 0
      ? t("mail.introBefore", { number, amount, dueDate })
      : input.offsetDays === 0
        ? t("mail.introDue", { number, amount, dueDate })
        : t("mail.introOverdue", { number, amount, dueDate, days: input.offsetDays });
  const lines = [t("mail.greeting", { customer: billing.to.name }), "", intro];
  if (paid > 0) lines.push(t("mail.outstanding", { paid: formatRupiah(paid), outstanding: formatRupiah(outstanding) }));
  lines.push("");
  if (instructions.kind === "va") {
    const { va } = instructions;
    lines.push(tm("customerInvoice.va", { amount: formatRupiah(va.amount), bank: va.bank, number: va.number, expires: va.expired }));
  } else {
    // A partly paid invoice is paid off with what is left; a whole one with the exact amount, unique code included.
    const bank = instructions.bank;
    lines.push(tm("customerInvoice.transfer", { amount: formatRupiah(paid > 0 ? outstanding : instructions.amount), bank: bank.bank_name, account: bank.account_number, owner: bank.owner }));
    if (paid === 0 && instructions.uniqueCode !== 0) lines.push(tm("customerInvoice.uniqueCode", { code: String(instructions.uniqueCode) }));
  }
  if (input.attachment) lines.push("", t("mail.attached", { file: input.attachment }));
  lines.push("", t("mail.alreadyPaid"), "", tm("customerInvoice.closing", { seller: billing.from.name, sellerAddress: billing.from.address }));
  return { subject, text: lines.join("\n") };
}

/** The escalation's recipients: the product's owners and the account manager (who made the billing), each once, each in their language. */
function escalationRecipients(productId: string, billingCreator: string | null): { address: string; language: Language }[] {
  const found: { address: string; language: Language }[] = [];
  const languageOf = (userId: string | null) => {
    const language = userId ? findUserById(userId)?.language : null;
    return isLanguage(language) ? language : defaultLanguage();
  };
  for (const m of membersOf(productId)) if (m.role === "owner" && m.email) found.push({ address: m.email, language: languageOf(m.userId) });
  const manager = billingCreator ? findUserById(billingCreator) : null;
  if (manager?.email) found.push({ address: manager.email, language: languageOf(manager.id) });
  const seen = new Set<string>();
  return found.filter((r) => (seen.has(r.address.toLowerCase()) ? false : (seen.add(r.address.toLowerCase()), true)));
}

type EffectPayload = { reminderId?: number; invoiceId?: string; sent?: string[] };

/**
 * The outbox handler: mails one reminder (to the customer, with the invoice PDF) or the escalation (to the owners
 * and the account manager). Each address is remembered once sent, so a retry after a failure mails only those
 * still owed it. An invoice paid, cancelled or paused since the step was recorded gets nothing.
 */
export async function sendDunningEffect(row: OutboxRow): Promise<void> {
  const payload = row.payload as EffectPayload;
  const reminder = payload.reminderId ? getReminder(payload.reminderId) : null;
  if (!reminder) return;
  const invoice = getInvoice(reminder.invoiceId);
  if (!invoice || invoice.statusInvoice !== "approved" || invoice.statusPaid === "paid" || openPauseOf(invoice.id)) return;
  const billing = getBilling(invoice.billingId);
  if (!billing) return;
  const sent = new Set(payload.sent ?? []);
  let mails: { address: string; subject: string; text: string; attachments: MailAttachment[] }[];
  if (reminder.kind === "reminder") {
    const language = customerLanguage(billing.to);
    const view = invoiceDocument(invoice.id, { language }).view;
    const pdf: MailAttachment = { filename: view.fileName, content: await renderPdf(view), contentType: "application/pdf" };
    const mail = composeReminderMail({ language, offsetDays: reminder.offsetDays, invoice, billing, attachment: pdf.filename });
    mails = recipientsOf(billing).map((address) => ({ address, ...mail, attachments: [pdf] }));
  } else {
    const steps = remindersOf(invoice.id)
      .filter((r) => r.kind === "reminder")
      .map((r) => stepLabel(r.offsetDays))
      .join(", ");
    mails = escalationRecipients(invoice.productId, billing.createdBy).map(({ address, language }) => {
      const t = translator(language, "dunning");
      const values = { number: invoice.invoiceNumber ?? "", customer: billing.to.name, amount: formatRupiah(amountToTransfer(billing)), dueDate: formatDateId(invoice.dueDate), step: stepLabel(reminder.offsetDays), steps, url: `${env().PUBLIC_URL}/invoices/${invoice.id}` };
      return { address, subject: t("mail.escalationSubject", values), text: t("mail.escalationText", values), attachments: [] };
    });
  }
  if (mails.length === 0) logger.warn({ invoiceId: invoice.id, step: reminder.step }, "dunning mail has no recipient");
  for (const mail of mails) {
    const key = mail.address.toLowerCase();
    if (sent.has(key)) continue;
    await sendMail({ to: mail.address, subject: mail.subject, text: mail.text, attachments: mail.attachments, idempotencyKey: `dunning/${reminder.id}/${key}` });
    sent.add(key);
    replaceEffectPayload(row.id, { ...payload, sent: [...sent] });
  }
  logger.info({ invoiceId: invoice.id, step: reminder.step, recipients: mails.length }, "dunning mail sent");
}

let registered = false;
/** Registers the reminder effect (effects.server.ts calls this with the others). */
export function registerDunning() {
  if (registered) return;
  registered = true;
  registerEffect(DUNNING_EFFECT, sendDunningEffect);
}

// ---------------------------------------------------------------------------------------------------------------
// Pausing one invoice

export const PauseSchema = z.object({
  intent: z.literal("dunning-pause"),
  kind: z.enum(DUNNING_PAUSE_KINDS),
  reason: z.string().trim().min(3, "Give a reason of at least 3 characters.").max(500, "Keep the reason under 500 characters."),
});

export const ResumeSchema = z.object({ intent: z.literal("dunning-resume") });

function requireDunning(user: AccessUser) {
  if (!hasPermission(user, DUNNING_PERMISSION)) throw httpError(403, `You need the permission ${DUNNING_PERMISSION} for this.`);
}

/** Holds the invoice's reminders (a pause, or a dispute) until someone resumes them. */
export function pauseDunning(user: AccessUser, invoiceId: string, input: { kind: (typeof DUNNING_PAUSE_KINDS)[number]; reason: string }, now = new Date()) {
  requireDunning(user);
  const invoice = requireReadableRow(user, "invoice", getInvoice(invoiceId));
  if (invoice.statusInvoice !== "approved" || invoice.statusPaid === "paid") throw httpError(409, "Only the reminders of an approved invoice that is not fully paid can be paused.");
  const pause = writeTransaction((tx) => {
    if (openPauseOf(invoiceId, tx)) throw httpError(409, "The reminders of this invoice are already paused.");
    return insertPause(tx, { invoiceId, kind: input.kind, reason: input.reason, pausedBy: user.id, pausedByName: user.displayName, pausedAt: now.toISOString() });
  });
  logActivity(user.id, "dunning.paused", { kind: input.kind, reason: input.reason }, null, { kind: "invoice", id: invoiceId });
  return pause;
}

export function resumeDunning(user: AccessUser, invoiceId: string, now = new Date()) {
  requireDunning(user);
  requireReadableRow(user, "invoice", getInvoice(invoiceId));
  writeTransaction((tx) => {
    const open = openPauseOf(invoiceId, tx);
    if (!open) throw httpError(409, "The reminders of this invoice are not paused.");
    resumePause(tx, open.id, { id: user.id, name: user.displayName }, now.toISOString());
  });
  logActivity(user.id, "dunning.resumed", {}, null, { kind: "invoice", id: invoiceId });
}

// ---------------------------------------------------------------------------------------------------------------
// The product's settings

export function dunningSettingsOf(productId: string) {
  const schedule = dunningScheduleOf(productId);
  return { steps: formatDunningSteps(schedule.steps), enabled: schedule.enabled, escalation: schedule.escalation, custom: schedule.custom };
}

export type DunningSettingsErrors = { steps?: StepsProblem[] };

/**
 * Saves the product's schedule from its settings form (steps as "-7, 0, 7", two checkboxes), or answers the field
 * errors: each a problem code the page shows in the reader's language (dunning:settings.errors.*).
 */
export function saveDunningSettings(user: AccessUser, productId: string, formData: FormData): { ok: true; schedule: DunningSchedule } | { ok: false; fieldErrors: DunningSettingsErrors; values: { steps: string; enabled: boolean; escalation: boolean } } {
  const product = requireManageableProduct(user, productId);
  const text = String(formData.get("steps") ?? "").slice(0, 2000);
  const enabled = formData.get("enabled") === "on";
  const escalation = formData.get("escalation") === "on";
  const parsed = parseDunningSteps(text);
  if (!parsed.ok) return { ok: false, fieldErrors: { steps: [parsed.problem] }, values: { steps: text, enabled, escalation } };
  const schedule: DunningSchedule = { steps: parsed.steps, enabled, escalation };
  writeTransaction((tx) => saveDunningSchedule(tx, product.id, schedule, user.id));
  logActivity(user.id, "dunning.schedule", { steps: parsed.steps, enabled, escalation }, null, { kind: "product", id: product.id });
  return { ok: true, schedule };
}

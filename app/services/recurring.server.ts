/**
 * Recurring billing: profiles (create, edit, activate, pause, resume, stop, through the recurring workflow) and
 * the run that bills every due period exactly once. Each period is one savepoint inside a write transaction:
 * the billing is priced and numbered by app/services/billings.server.ts, issued (which creates its invoice) and
 * counted by the recurring machine together, or not at all. A crash between steps therefore leaves nothing half
 * done, a second run started at the same time re-reads each profile under the write lock and finds it billed,
 * and the unique index on (recurring_profile_id, recurring_sequence) makes a double impossible even if all that
 * failed. Missed periods after downtime are billed one by one, each with its own date, until the profile is up
 * to date; the last occurrence finishes it.
 */
import { randomUUID } from "node:crypto";
import { diffFields } from "~/domain/field-diff";
import { recordActivity } from "~/models/activity.server";
import { savepoint, type Tx, writeTransaction, writeWhenFree } from "~/models/transaction.server";
import type { DetailLine, OwnerMeta, Party } from "~/domain/documents";
import { SYSTEM_ACTOR } from "#machines/types";
import { addDays, todayInJakarta } from "~/domain/dates";
import { scheduleReference } from "~/domain/recurring-schedule";
import type { RecurringProfileInput } from "~/lib/schemas/recurring";
import { upsertCustomer } from "~/models/customer.server";
import { getProduct, type ProductRow } from "~/models/product.server";
import {
  billingConfigOf,
  dueProfileIds,
  getProfile,
  insertProfile,
  nextRecurringNumber,
  orderOf,
  type RecurringBillingConfig,
  type RecurringOrder,
  type RecurringProfileRow,
  updateProfile,
} from "~/models/recurring.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { uploadFromForm } from "./document-attachments.server";
import { type AttachmentRow, attachmentsOf } from "./uploads.server";
import { insertPricedBillingDraft } from "./billings.server";
import { httpError } from "./http.server";
import { logger } from "./logger.server";
import { type NotificationMessage, registerNotificationComposer } from "./notifications.server";
import { translatorFor } from "./i18n.server";
import { translateMessage } from "~/lib/server-message";
import type { Language } from "~/locales/languages";
import { kickOutbox } from "./outbox.server";
import { requireReadableRow } from "./document-access.server";
import { assertMayManageProduct } from "./purchase-orders.server";
import { productPeople } from "./tax-invoices.server";
import { actorOf, workflow } from "./workflows.server";

function requireManage(user: AccessUser) {
  if (!hasPermission(user, "manage:recurring")) throw httpError(403, "You need the permission manage:recurring for this.");
}

const toParty = (p: RecurringProfileInput["from"]): Party => ({ name: p.name, address: p.address, phone: p.phone, email: p.email, npwp: p.npwp, sap_customer_id: p.sap_customer_id || null });
const toLines = (details: RecurringProfileInput["details"]): DetailLine[] =>
  details.map((d) => ({ _id: randomUUID(), item: d.item, description: d.description, quantity: d.quantity, price: d.price, total: d.quantity * d.price }));

function orderFrom(input: RecurringProfileInput): RecurringOrder {
  const details = toLines(input.details);
  const grandTotal = details.reduce((sum, l) => sum + l.total, 0);
  if (!Number.isSafeInteger(grandTotal * input.occurrence)) throw httpError(400, "The lines are too large to bill");
  return {
    from: toParty(input.from),
    to: { ...toParty(input.to), company: input.to.company || input.to.name, send_email: input.to.send_email },
    details,
    grandTotal,
    recurringGrandTotal: grandTotal * input.occurrence,
    poNumber: input.poNumber,
  };
}

function billingConfigFrom(input: RecurringProfileInput): RecurringBillingConfig {
  return { payment_method: input.paymentMethod, kode_wapu: input.kodeWapu, afiliasi: input.afiliasi, tax_invoice_text: input.taxInvoiceText, include_pph: input.includePph, include_tax_invoice: input.includeTaxInvoice };
}

/** meta.owner: the creator's company, division and unit (spec section 3), and the team typed on the form. */
function ownerOf(user: AccessUser, team: string): OwnerMeta {
  return {
    company: { value: "TLKM", desc: "PT Telkom Indonesia (Persero) Tbk" },
    division: { value: user.division.code, desc: user.division.name },
    unit: { value: user.unit.code ?? "", desc: user.unit.name ?? "" },
    team: { value: team, desc: team },
  };
}

/** Creates a profile in Idle (or activates it at once when asked), numbered RC-{code}-{yymm00}-{n}. */
export function createRecurringProfile(user: AccessUser, input: RecurringProfileInput) {
  requireManage(user);
  const product = assertMayManageProduct(user, input.productId, "billing");
  const id = randomUUID();
  const order = orderFrom(input);
  const reference = scheduleReference({ firstBillingDate: input.firstBillingDate, frequency: input.frequency, occurrence: input.occurrence, dueDateDayAfter: input.dueDateDayAfter });
  const recurringId = writeTransaction((tx) => {
    const number = nextRecurringNumber(tx, product.productCode, todayInJakarta(new Date()));
    insertProfile(tx, {
      id, recurringId: number.recurringId, sequenceNo: number.sequenceNo, name: input.name, productId: product.id, status: "Idle", frequency: input.frequency,
      occurence: input.occurrence, numOfBillingSent: 0, nextBillingDate: input.firstBillingDate, config: { reference }, order: order as unknown as Record<string, unknown>,
      billingConfig: billingConfigFrom(input) as unknown as Record<string, unknown>, meta: { owner: ownerOf(user, input.team) }, attachments: [],
    });
    const wf = workflow();
    wf.startInTx(tx, "recurring", id, { occurrence: input.occurrence }, actorOf(user));
    if (input.activate) wf.sendInTx(tx, "recurring", id, { type: "recurring.activate" }, actorOf(user));
    const changes = diffFields(null, auditableProfile(getProfile(id, tx)!));
    recordActivity(tx, { userId: user.id, action: "recurring.created", entity: { kind: "recurring", id }, detail: { recurringId: number.recurringId, productId: product.id, changes } });
    return number.recurringId;
  });
  kickOutbox();
  return { id, recurringId };
}

/** A profile the user may see (its product is in their billing scope); 404 otherwise. */
export function visibleProfile(user: AccessUser, id: string) {
  return ownedProfile(user, id);
}

/** The form's values for an existing profile. */
export function profileFormValues(profile: RecurringProfileRow): Partial<Record<keyof RecurringProfileInput, unknown>> {
  const order = orderOf(profile);
  const config = billingConfigOf(profile);
  const party = (p: Party) => ({ name: p.name, address: p.address, phone: p.phone, email: p.email, npwp: p.npwp, sap_customer_id: p.sap_customer_id ?? "" });
  return {
    name: profile.name, productId: profile.productId, frequency: profile.frequency, occurrence: String(profile.occurence), firstBillingDate: profile.config.reference.firstBillingDate,
    dueDateDayAfter: String(profile.config.reference.dueDateDayAfter), poNumber: order.poNumber, team: profile.meta.owner.team?.value ?? "",
    from: party(order.from), to: { ...party(order.to), company: order.to.company, send_email: order.to.send_email ? "on" : "" },
    details: order.details.map((d) => ({ item: d.item, description: d.description, quantity: String(d.quantity), price: String(d.price) })),
    paymentMethod: config.payment_method, kodeWapu: config.kode_wapu, afiliasi: config.afiliasi, taxInvoiceText: config.tax_invoice_text,
    includePph: config.include_pph ? "on" : "", includeTaxInvoice: config.include_tax_invoice ? "on" : "",
  };
}

/** A profile the user may read (read:recurring within the billing scope; 404 outside it). */
function ownedProfile(user: AccessUser, id: string) {
  return requireReadableRow(user, "recurring", getProfile(id));
}

/**
 * Edits a profile. Its parties, lines, billing settings and name may change until it is finished or stopped (they
 * apply to the billings not made yet). The schedule (product, first date, frequency, occurrences) is fixed once
 * the profile has its workflow: the machine counts the occurrences it was started with.
 */
export function updateRecurringProfile(user: AccessUser, id: string, input: RecurringProfileInput) {
  requireManage(user);
  const profile = ownedProfile(user, id);
  if (profile.status === "Finished" || profile.status === "Stopped") throw httpError(409, profile.status === "Finished" ? `Recurring profile ${profile.recurringId} is finished and can no longer be edited` : `Recurring profile ${profile.recurringId} is stopped and can no longer be edited`);
  const schedule = profile.config.reference;
  const changedSchedule =
    input.productId !== profile.productId || input.frequency !== profile.frequency || input.occurrence !== profile.occurence || (profile.numOfBillingSent > 0 && input.firstBillingDate !== schedule.firstBillingDate);
  if (changedSchedule) throw httpError(409, "The product, frequency and number of billings cannot change once the profile exists (and the first billing date not after its first billing). Stop it and create a new profile instead.");
  const order = orderFrom(input);
  writeTransaction((tx) => {
    const current = getProfile(id, tx)!;
    const firstMoved = current.numOfBillingSent === 0 && input.firstBillingDate !== schedule.firstBillingDate;
    const next = firstMoved ? input.firstBillingDate : current.nextBillingDate;
    const reference = scheduleReference({ firstBillingDate: input.firstBillingDate, frequency: input.frequency, occurrence: input.occurrence, dueDateDayAfter: input.dueDateDayAfter }, { next, billed: current.numOfBillingSent });
    updateProfile(tx, id, {
      name: input.name, config: { reference }, order: order as unknown as Record<string, unknown>, billingConfig: billingConfigFrom(input) as unknown as Record<string, unknown>,
      meta: { owner: { ...current.meta.owner, team: { value: input.team, desc: input.team } } }, ...(firstMoved && current.status !== "Stopped" ? { nextBillingDate: input.firstBillingDate } : {}),
    });
    // Before and after as they stand in this transaction (no edit in between is lost), in the audit trail.
    const changes = diffFields(auditableProfile(current), auditableProfile(getProfile(id, tx)!));
    recordActivity(tx, { userId: user.id, action: "recurring.updated", entity: { kind: "recurring", id }, detail: { recurringId: profile.recurringId, productId: profile.productId, changes } });
  });
}

/**
 * What of a profile the audit trail compares: what its billings will be made of (name, schedule, parties, lines,
 * totals, billing settings, team). Status and counters change through the workflow and are in its transition log.
 */
function auditableProfile(p: RecurringProfileRow) {
  const order = orderOf(p);
  const { from, to, details, grandTotal, recurringGrandTotal, poNumber } = order;
  return {
    name: p.name, frequency: p.frequency, occurrence: p.occurence, nextBillingDate: p.nextBillingDate, schedule: p.config.reference,
    poNumber, from, to, details, grandTotal, recurringGrandTotal, billingConfig: billingConfigOf(p), team: p.meta.owner.team?.value ?? null,
  };
}

/** What the profile's `attachments` field keeps of each file (spec section 3, Attachment). */
const attachmentRef = (a: AttachmentRow) => ({ _id: a.id, url: a.url, filename: a.filename, ori_filename: a.oriFilename, filetype: a.filetype, size: a.size, attachmentType: a.attachmentType });

/** Attaches a file (a contract, the customer's PO) to a profile; the profile's attachments list follows. */
export async function attachToProfile(user: AccessUser, id: string, formData: FormData) {
  requireManage(user);
  const profile = ownedProfile(user, id);
  const result = await uploadFromForm(formData, { user, ownerKind: "recurring_profile", ownerId: profile.id });
  if (result.ok) writeTransaction((tx) => updateProfile(tx, profile.id, { attachments: attachmentsOf("recurring_profile", profile.id).map(attachmentRef) }));
  return result;
}

export const profileAttachments = (id: string) => attachmentsOf("recurring_profile", id);

export type RecurringDecision = { intent: "activate" | "pause" | "resume" } | { intent: "stop"; message: string };

/** Activate, pause, resume or stop, through the workflow (the machine refuses what its state does not allow). */
export function decideRecurringProfile(user: AccessUser, id: string, decision: RecurringDecision, { version, now = new Date() }: { version?: number; now?: Date } = {}) {
  requireManage(user);
  ownedProfile(user, id);
  const event =
    decision.intent === "stop" ? { type: "recurring.stop", message: decision.message } : decision.intent === "resume" ? { type: "recurring.resume", today: todayInJakarta(now) } : { type: `recurring.${decision.intent}` };
  return workflow().send("recurring", id, event, actorOf(user), { expectedVersion: version, now });
}

/** Bills the profile's next period inside the caller's transaction, if it is due; returns the billing id. */
function billNextPeriod(tx: Tx, profileId: string, today: string, productCache: Map<string, ProductRow | null>): string | null {
  const profile = getProfile(profileId, tx);
  if (!profile || profile.status !== "Active" || !profile.nextBillingDate || profile.nextBillingDate > today || profile.numOfBillingSent >= profile.occurence) return null;
  if (!productCache.has(profile.productId)) productCache.set(profile.productId, getProduct(profile.productId, tx));
  const product = productCache.get(profile.productId);
  if (!product) throw new Error(`The product of ${profile.recurringId} no longer exists`);
  const order = orderOf(profile);
  const config = billingConfigOf(profile);
  const sequence = profile.numOfBillingSent + 1;
  const billingDate = profile.nextBillingDate;
  // The billing (and the tax invoice) name the company; the contact person stays on the profile.
  const to: Party = { name: order.to.company || order.to.name, address: order.to.address, phone: order.to.phone, email: order.to.email, npwp: order.to.npwp, sap_customer_id: order.to.sap_customer_id };
  const billingId = insertPricedBillingDraft(
    tx,
    {
      product, poId: null, customerId: upsertCustomer(tx, to), divisionId: product.companion.division_id, billingDate, dueDate: addDays(billingDate, profile.config.reference.dueDateDayAfter),
      includePph: config.include_pph, includeTaxInvoice: config.include_tax_invoice,
      config: { kode_wapu: config.kode_wapu, afiliasi: config.afiliasi, tax_invoice_text: config.tax_invoice_text, payment_method: config.payment_method },
      from: order.from, to,
      details: order.details, note: `${profile.recurringId} ${sequence}/${profile.occurence}${order.poNumber ? `, PO ${order.poNumber}` : ""}`, createdBy: null,
      recurring: { profileId: profile.id, sequence },
    },
    SYSTEM_ACTOR,
  );
  const wf = workflow();
  wf.sendInTx(tx, "billing", billingId, { type: "billing.issue" }, SYSTEM_ACTOR);
  wf.sendInTx(tx, "recurring", profile.id, { type: "recurring.billed", sequenceNo: sequence }, SYSTEM_ACTOR);
  return billingId;
}

export type RecurringRunCounts = { billed: number; failed: number; batches: number };
export type RecurringRunOptions = {
  now?: Date;
  /** Profiles read per round (each is billed in its own savepoint). */
  batchSize?: number;
  /**
   * The longest a round holds the database's write lock: the web process waits for it (busy timeout 5 s), so a
   * round ends after this long whatever the machine's speed, and the profiles left are read again.
   */
  maxLockMs?: number;
  signal?: AbortSignal;
  /** Called after each committed round (the job's heartbeat and progress). */
  onBatch?: (counts: RecurringRunCounts) => void;
  /** Stop after this many billings (tests). */
  maxBillings?: number;
};


/**
 * Bills every due period of every Active profile, oldest first, until none is due. Stops between rounds when
 * `signal` aborts; what is left stays due for the next run. A profile that cannot be billed (for example its
 * pricing fails) is skipped for the rest of the run and reported, without holding the others back.
 */
export async function billDueProfiles({ now = new Date(), batchSize = 250, maxLockMs = 250, signal, onBatch, maxBillings = Infinity }: RecurringRunOptions = {}) {
  const today = todayInJakarta(now);
  const counts: RecurringRunCounts = { billed: 0, failed: 0, batches: 0 };
  const skip = new Set<string>();
  // One run sees one version of each product (its pricing settings); read once per round, not per billing.
  const products = new Map<string, ProductRow | null>();
  const errors: { profileId: string; message: string }[] = [];
  while (!signal?.aborted && counts.billed < maxBillings) {
    const ids = dueProfileIds(today, Math.min(batchSize, maxBillings - counts.billed), [...skip]);
    if (ids.length === 0) break;
    const billedBefore = counts.billed;
    products.clear();
    await writeWhenFree((tx) => {
      const started = performance.now();
      for (const id of ids) {
        if (performance.now() - started > maxLockMs) break;
        try {
          // A savepoint per period: one profile's failure rolls back only its own billing.
          if (savepoint(tx, (sp) => billNextPeriod(sp, id, today, products))) counts.billed++;
          else skip.add(id);
        } catch (error) {
          skip.add(id);
          counts.failed++;
          errors.push({ profileId: id, message: error instanceof Response ? `${error.status}` : String((error as Error)?.message ?? error) });
        }
      }
    });
    counts.batches++;
    onBatch?.(counts);
    if (counts.billed === billedBefore && ids.every((id) => skip.has(id)) && dueProfileIds(today, 1, [...skip]).length === 0) break;
    // Let the worker hear a cancel (SIGTERM) and the web process take the write lock between rounds.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (errors.length) logger.warn({ errors: errors.slice(0, 20), failed: errors.length }, "recurring profiles could not be billed");
  return { ...counts, errors };
}

function recurringMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const profile = getProfile(String(payload.entityId));
  if (!profile) return null;
  const finished = payload.template === "recurring.finished";
  const title = `Recurring profile ${profile.recurringId} ${finished ? "finished" : "stopped"}`;
  const text = finished ? `${profile.name}: all ${profile.occurence} billings were made` : `${profile.name}: stopped after ${profile.numOfBillingSent} of ${profile.occurence} billings`;
  // Composed in the server's English (the catalogue's entries), then given to each recipient in their language.
  const messages = (language: Language) => translatorFor(language, "messages") as unknown as (key: string, values?: Record<string, string>) => string;
  return {
    recipientUserIds: productPeople(profile.productId),
    textIn: (language) => ({ title: translateMessage(messages(language), title), text: translateMessage(messages(language), text) }),
    url: `/recurring/${profile.id}`,
  };
}

export function registerRecurringNotifications() {
  registerNotificationComposer("recurring", recurringMessage);
}

export type { RecurringProfileRow };

/**
 * Recurring billing profiles (spec section 3): the recurring workflow binding, which keeps the status,
 * numOfBillingSent and next billing date columns in step with the machine, and the queries of the screens and
 * of the recurring-billing job. The only code touching recurring_profiles.
 */
import { and, asc, count, desc, eq, inArray, like, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { prepared, updateRow } from "#db/prepared";
import { billings, type DetailLine, invoices, type Party, products, recurringProfiles, workflowSnapshots, workflowTransitions } from "#db/schema";
import { recurringMachine, recurringMachineVersion, recurringStatusOf } from "#machines/recurring.machine";
import { todayInJakarta } from "~/domain/dates";
import { type Frequency, scheduleReference, slotAfter, slotOnOrAfter } from "~/domain/recurring-schedule";
import type { ListScope } from "~/domain/list-scope";
import { nextSequence } from "./numbering.server";
import type { TransitionRecord, WorkflowBinding } from "./transaction.server";

export type RecurringProfileRow = typeof recurringProfiles.$inferSelect;
export type RecurringStatus = RecurringProfileRow["status"];
export type RecurringOrder = {
  from: Party;
  to: Party & { company: string; send_email: boolean };
  details: DetailLine[];
  /** One billing's total before tax (the sum of the lines). */
  grandTotal: number;
  /** grandTotal times the occurrences: what the whole profile bills before tax. */
  recurringGrandTotal: number;
  poNumber: string;
};
export type RecurringBillingConfig = {
  payment_method: "bank_transfer" | "virtual_account" | "credit_card";
  kode_wapu: "01" | "02" | "03";
  afiliasi: "AF" | "NF" | "telkom" | "non-telkom";
  tax_invoice_text: string;
  include_pph: boolean;
  include_tax_invoice: boolean;
};

type Handle = Tx | ReturnType<typeof db>;

export const orderOf = (p: RecurringProfileRow) => p.order as unknown as RecurringOrder;
export const billingConfigOf = (p: RecurringProfileRow) => p.billingConfig as unknown as RecurringBillingConfig;

const byId = db;
// Prepared: the billing run reads each profile twice per billing.
export const getProfile = (id: string, handle: Handle = byId()) =>
  prepared(handle, "recurring.byId", (h) => h.select().from(recurringProfiles).where(eq(recurringProfiles.id, sql.placeholder("id"))).prepare()).get({ id }) ?? null;

/** RC-{product code}-{yymm00}-{n}: the profile's number, gapless per product and month (sequenceNo is its n). */
export function nextRecurringNumber(tx: Tx, productCode: string, date: string) {
  const period = `${date.slice(2, 4)}${date.slice(5, 7)}00`;
  const sequence = nextSequence(tx, `RC:${productCode}:${period}`);
  return { recurringId: `RC-${productCode}-${period}-${String(sequence).padStart(4, "0")}`, sequenceNo: sequence };
}

export function insertProfile(tx: Tx, values: typeof recurringProfiles.$inferInsert) {
  tx.insert(recurringProfiles).values(values).run();
}

/** Writes an edit; the schedule columns only change while nothing has been billed (the caller checks). */
export function updateProfile(tx: Tx, id: string, values: Partial<typeof recurringProfiles.$inferInsert>) {
  tx.update(recurringProfiles).set({ ...values, updatedAt: new Date().toISOString() }).where(eq(recurringProfiles.id, id)).run();
}

export type ProfileFilters = { status?: RecurringStatus | ""; productId?: string; q?: string; page?: number; perPage?: number };

function scopeWhere(scope: ListScope): SQL | undefined {
  if (scope.all) return undefined;
  const productIds = [...scope.productIds];
  const byProduct = productIds.length ? inArray(recurringProfiles.productId, productIds) : undefined;
  const byDivision = scope.divisionIds.length
    ? inArray(recurringProfiles.productId, db().select({ id: products.id }).from(products).where(inArray(sql`json_extract(${products.companion}, '$.division_id')`, scope.divisionIds)))
    : undefined;
  return or(byProduct, byDivision) ?? sql`0`;
}

/** The list screen: newest first, filtered by status, product and a search on name, number or customer. */
export function listProfiles(scope: ListScope, filters: ProfileFilters = {}) {
  const perPage = Math.min(Math.max(filters.perPage ?? 20, 1), 100);
  const page = Math.max(filters.page ?? 1, 1);
  const q = filters.q?.trim();
  const where = and(
    scopeWhere(scope),
    filters.status ? eq(recurringProfiles.status, filters.status) : undefined,
    filters.productId ? eq(recurringProfiles.productId, filters.productId) : undefined,
    q ? or(like(recurringProfiles.name, `%${q}%`), like(recurringProfiles.recurringId, `%${q}%`), like(sql`json_extract(${recurringProfiles.order}, '$.to.name')`, `%${q}%`)) : undefined,
  );
  const rows = db()
    .select({ profile: recurringProfiles, productName: products.name, productCode: products.productCode })
    .from(recurringProfiles)
    .innerJoin(products, eq(products.id, recurringProfiles.productId))
    .where(where)
    .orderBy(desc(recurringProfiles.createdAt), desc(recurringProfiles.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
  const total = db().select({ n: count() }).from(recurringProfiles).where(where).get()?.n ?? 0;
  return { rows, total, page, perPage };
}

/** The billings a profile made, in sequence, with their invoices. */
export function billingsOfProfile(profileId: string) {
  return db()
    .select({
      id: billings.id,
      sequence: billings.recurringSequence,
      billingNumber: billings.billingNumber,
      billingDate: billings.billingDate,
      dueDate: billings.dueDate,
      status: billings.status,
      statusPaid: billings.statusPaid,
      finalPrice: billings.finalPrice,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      statusInvoice: invoices.statusInvoice,
      statusFaktur: invoices.statusFaktur,
    })
    .from(billings)
    .leftJoin(invoices, and(eq(invoices.billingId, billings.id), sql`${invoices.replacedByInvoiceId} is null`))
    .where(eq(billings.recurringProfileId, profileId))
    .orderBy(asc(billings.recurringSequence))
    .all();
}

/** The profile's workflow history, oldest first: who created, activated, paused, resumed or stopped it, and each billing. */
export function profileHistory(profileId: string, limit = 200) {
  return db()
    .select({ id: workflowTransitions.id, event: workflowTransitions.event, from: workflowTransitions.fromState, to: workflowTransitions.toState, by: workflowTransitions.actorName, message: workflowTransitions.message, at: workflowTransitions.at })
    .from(workflowTransitions)
    .where(and(eq(workflowTransitions.kind, "recurring"), eq(workflowTransitions.entityId, profileId)))
    .orderBy(desc(workflowTransitions.id))
    .limit(limit)
    .all()
    .reverse();
}

/** The profile's workflow version (sent back with a decision so two people deciding at once are told). */
export function profileVersion(profileId: string): number | null {
  return db().select({ v: workflowSnapshots.version }).from(workflowSnapshots).where(and(eq(workflowSnapshots.kind, "recurring"), eq(workflowSnapshots.entityId, profileId))).get()?.v ?? null;
}

/** How many billings each (profile, sequence) has: the reliability test's and the Jobs page's check. */
export function duplicateRecurringBillings(handle: Handle = db()) {
  return handle
    .select({ profileId: billings.recurringProfileId, sequence: billings.recurringSequence, n: count() })
    .from(billings)
    .where(sql`${billings.recurringProfileId} is not null`)
    .groupBy(billings.recurringProfileId, billings.recurringSequence)
    .having(sql`count(*) > 1`)
    .all();
}

/** Active profiles whose next billing date has come, oldest first (index recurring_due_idx). */
export function dueProfileIds(today: string, limit: number, skip: readonly string[] = []): string[] {
  return db()
    .select({ id: recurringProfiles.id })
    .from(recurringProfiles)
    .where(and(eq(recurringProfiles.status, "Active"), lte(recurringProfiles.nextBillingDate, today), skip.length ? notInArray(recurringProfiles.id, [...skip]) : undefined))
    .orderBy(asc(recurringProfiles.nextBillingDate), asc(recurringProfiles.id))
    .limit(limit)
    .all()
    .map((r) => r.id);
}

export function countDueProfiles(today: string) {
  return db().select({ n: count() }).from(recurringProfiles).where(and(eq(recurringProfiles.status, "Active"), lte(recurringProfiles.nextBillingDate, today))).get()?.n ?? 0;
}

const reference = (p: RecurringProfileRow) => p.config.reference;

function applyTransition(tx: Tx, rec: TransitionRecord) {
  if (rec.from === null) return; // the row was written by the caller
  const profile = getProfile(rec.entityId, tx);
  if (!profile) throw new Error(`Recurring profile ${rec.entityId} does not exist`);
  const context = rec.context as { numOfBillingSent: number; occurrence: number };
  const event = rec.event as { type: string; today?: string };
  const first = reference(profile).firstBillingDate;
  const frequency = profile.frequency as Frequency;
  const changes: Partial<RecurringProfileRow> = { status: recurringStatusOf(rec.to), numOfBillingSent: context.numOfBillingSent, updatedAt: new Date().toISOString() };
  switch (event.type) {
    case "recurring.billed":
      // The period just billed was the one on nextBillingDate; the next is the slot after it.
      changes.nextBillingDate = rec.to === "finished" ? null : slotAfter(first, frequency, profile.nextBillingDate ?? first);
      break;
    case "recurring.resume": {
      // Periods that fell in the pause are not billed: the profile continues on its next slot from today.
      const today = event.today ?? todayInJakarta(new Date());
      const from = profile.nextBillingDate && profile.nextBillingDate > today ? profile.nextBillingDate : today;
      changes.nextBillingDate = slotOnOrAfter(first, frequency, from);
      changes.config = { reference: scheduleReference({ firstBillingDate: first, frequency, occurrence: profile.occurence, dueDateDayAfter: reference(profile).dueDateDayAfter }, { next: changes.nextBillingDate, billed: context.numOfBillingSent }) };
      break;
    }
    case "recurring.activate":
      changes.nextBillingDate = profile.nextBillingDate ?? first;
      break;
    case "recurring.stop":
      changes.nextBillingDate = null;
      break;
  }
  updateRow(tx, recurringProfiles, recurringProfiles.id, profile.id, changes);
}

export function recurringBinding(): WorkflowBinding {
  return {
    kind: "recurring",
    machineId: "recurring",
    version: recurringMachineVersion,
    machine: recurringMachine,
    describe: (tx, id) => {
      const p = getProfile(id, tx);
      return p ? `Recurring profile ${p.recurringId}` : null;
    },
    guardReasons: {
      hasOccurrencesLeft: "every billing of this profile has already been made",
      isNextSequence: "that billing is not the next one of this profile (already billed, or one would be skipped)",
      isLastOccurrence: "this is not the last billing",
      hasMessage: "a reason is required",
    },
    apply: applyTransition,
  };
}

/**
 * Quotations (issue 23): only this model reads and writes the quotations table. The workflow binding writes the
 * status and the approval, rejection and conversion records in the transition's own transaction.
 */
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { insertRow, updateRow } from "#db/prepared";
import { companies, customers, products, purchaseOrders, quotations, workflowTransitions } from "#db/schema";
import { quotationMachine, quotationMachineVersion, type QuotationState } from "#machines/quotation.machine";
import { formatQuotationNumber, type QuotationStatusValue, quotationNumberScope } from "~/domain/quotations";
import { containsLike } from "~/lib/list-query";
import { nextSequence } from "./numbering.server";
import type { WorkflowBinding } from "./transaction.server";

type Handle = Tx | ReturnType<typeof db>;
export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationInsert = typeof quotations.$inferInsert;

export const QUOTATION_KIND = "quotation";
/** Files of a quotation: its documents, and the signed approval (kept apart so the page can show which is which). */
export const QUOTATION_FILE_OWNER = "quotation";
export const QUOTATION_APPROVAL_FILE_OWNER = "quotation_approval";
/** The list shows 20 a page, as the companies list (spec section 9). */
export const QUOTATION_PAGE_SIZE = 20;

export type QuotationFilters = { q: string; status: QuotationStatusValue | ""; product: string; from: string; to: string; page: number };
/** null: every product; a list: only these products' quotations ([] for none). */
export type QuotationScope = string[] | null;

export const getQuotation = (id: string, handle: Handle = db()): QuotationRow | null => handle.select().from(quotations).where(eq(quotations.id, id)).get() ?? null;

/** The quotation a purchase order was made from, if any (the PO page links back). */
export const quotationOfPo = (poId: string) => db().select({ id: quotations.id, quotationNumber: quotations.quotationNumber }).from(quotations).where(eq(quotations.poId, poId)).get() ?? null;

/** The row with its number from the year of its date's gapless series, written in the transaction that starts its workflow. */
export function insertQuotation(tx: Tx, row: Omit<QuotationInsert, "quotationNumber" | "sequence">) {
  const year = row.quotationDate.slice(0, 4);
  const sequence = nextSequence(tx, quotationNumberScope(year));
  const quotationNumber = formatQuotationNumber(year, sequence);
  insertRow(tx, quotations, { ...row, quotationNumber, sequence });
  return quotationNumber;
}

export function updateQuotation(tx: Tx, id: string, changes: Partial<QuotationInsert>) {
  updateRow(tx, quotations, quotations.id, id, { ...changes, updatedAt: new Date().toISOString() });
}

function whereOf(f: QuotationFilters, scope: QuotationScope): SQL | undefined {
  const term = f.q ? containsLike(f.q) : null;
  return and(
    scope === null ? undefined : scope.length ? inArray(quotations.productId, scope) : sql`0`,
    f.status === "expired"
      ? or(eq(quotations.status, "expired"), and(inArray(quotations.status, ["draft", "submitted"]), sql`${quotations.validUntil} < ${todayText()}`))
      : f.status === "draft" || f.status === "submitted"
        ? and(eq(quotations.status, f.status), sql`${quotations.validUntil} >= ${todayText()}`)
        : f.status
          ? eq(quotations.status, f.status)
          : undefined,
    f.product ? eq(quotations.productId, f.product) : undefined,
    f.from ? sql`${quotations.quotationDate} >= ${f.from}` : undefined,
    f.to ? sql`${quotations.quotationDate} <= ${f.to}` : undefined,
    term ? or(sql`${quotations.quotationNumber} like ${term} escape '\\'`, sql`json_extract(${quotations.to}, '$.name') like ${term} escape '\\'`) : undefined,
  );
}

// The list filters by the status a reader sees (an unexpired draft is a draft; one past its date is expired).
let todayOverride: string | null = null;
const todayText = () => todayOverride ?? new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
/** Tests fix "today" for the list's expiry filter. */
export const setQuotationListToday = (today: string | null) => void (todayOverride = today);

export function listQuotations(f: QuotationFilters, scope: QuotationScope, options: { limit?: number | null } = {}) {
  const where = whereOf(f, scope);
  const total = db().select({ n: count() }).from(quotations).where(where).get()?.n ?? 0;
  const limit = options.limit === undefined ? QUOTATION_PAGE_SIZE : options.limit;
  const query = db()
    .select({
      id: quotations.id, quotationNumber: quotations.quotationNumber, status: quotations.status, validUntil: quotations.validUntil, quotationDate: quotations.quotationDate,
      customer: sql<string>`json_extract(${quotations.to}, '$.name')`, productCode: products.productCode, productName: products.name, finalPrice: quotations.finalPrice, poId: quotations.poId,
    })
    .from(quotations)
    .innerJoin(products, eq(products.id, quotations.productId))
    .where(where)
    .orderBy(desc(quotations.createdAt), desc(quotations.id));
  const rows = limit === null ? query.all() : query.limit(limit).offset((f.page - 1) * limit).all();
  return { rows, total: Number(total) };
}

/** The approved partner companies a quotation may be addressed to (the form's choice). */
/** The approved companies a quotation may name, within `scope` (null: every one; a list: only these). */
export const approvedCompanyOptions = (scope: string[] | null) =>
  db()
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.status, "approved"), scope === null ? undefined : scope.length ? inArray(companies.id, scope) : sql`0`))
    .orderBy(asc(companies.name))
    .all();

export const customerName = (id: string | null) => (id ? (db().select({ name: customers.name }).from(customers).where(eq(customers.id, id)).get()?.name ?? null) : null);

export const purchaseOrderNumber = (poId: string | null) => (poId ? (db().select({ n: purchaseOrders.poNumber }).from(purchaseOrders).where(eq(purchaseOrders.id, poId)).get()?.n ?? null) : null);

/** The machine's transitions of one quotation, oldest first (the page's history). */
export function quotationTransitions(id: string) {
  return db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, QUOTATION_KIND), eq(workflowTransitions.entityId, id))).orderBy(asc(workflowTransitions.id)).all();
}

/**
 * The workflow binding: the machine decides, this writes the status and who approved, rejected or converted it in
 * the transition's transaction (the approval's document id and the PO id come on the event).
 */
export function quotationBinding(): WorkflowBinding {
  return {
    kind: QUOTATION_KIND,
    machineId: "quotation",
    version: quotationMachineVersion,
    machine: quotationMachine,
    describe: (tx, id) => {
      const q = getQuotation(id, tx);
      return q ? `Quotation ${q.quotationNumber}` : null;
    },
    guardReasons: {
      hasMessage: "a reason is required",
      isWithinValidity: "it is past its validity date",
      isPastValidity: "it is still within its validity date",
      hasSignedDocument: "the signed document is required",
      hasPurchaseOrder: "the purchase order is missing",
      hasValidUntil: "the validity date is required",
    },
    apply: (tx, rec) => {
      if (rec.from === null) return;
      const event = rec.event as Record<string, unknown>;
      // An edit's new validity date is the machine's context: the column follows it in the same transaction.
      if (event.type === "quotation.update") updateQuotation(tx, rec.entityId, { validUntil: String(event.validUntil) });
      const to = rec.to as QuotationState;
      const at = new Date().toISOString();
      const changes: Partial<QuotationInsert> = { status: to };
      if (to === "submitted") changes.submittedAt = at;
      if (to === "approved") Object.assign(changes, { approvedBy: rec.actor.name, approvedUserId: rec.actor.id === "system" ? null : rec.actor.id, approvedAt: at, approvalNote: rec.message, approvalAttachmentId: String(event.attachmentId) });
      if (to === "rejected") Object.assign(changes, { rejectedBy: rec.actor.name, rejectedAt: at, rejectedReason: rec.message });
      if (to === "converted") Object.assign(changes, { poId: String(event.poId), convertedAt: at });
      if (rec.from !== to) updateQuotation(tx, rec.entityId, changes);
    },
  };
}

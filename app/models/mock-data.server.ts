import { and, type AnyColumn, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, companies, invoices, partnershipCompanies, partnerships, paymentAllocations, payments, products, recurringProfiles, tickets } from "#db/schema";
import { ageingBucket } from "~/domain/ageing";
import { addDays, daysBetween } from "~/domain/dates";
import { containsLike } from "~/lib/list-query";
import { billedByCreatorAndMonth, billedTotals } from "./dashboard-figures.server";
import { type CompanyPicRow, picsByCompany } from "./company.server";
import { partnershipSpecShapes } from "./partnership.server";
import { ticketCounts as realTicketCounts } from "./ticket.server";
import { TICKET_STATUS_VALUES } from "~/domain/tickets";

/**
 * The data behind the spec's mocked calls (section 7, "Mocked calls"), read from the same tables the screens use,
 * so the mocks stay consistent with what the portal shows. Read-only.
 *
 * Scope: every call over documents takes the caller's product ids as the list screens compute them
 * (services/mock.server.ts mockScope: null for every product, [] for none), so a member sees their products' rows
 * only and every figure is computed from the rows the caller's lists would show.
 */
export type Page = { offset: number; limit: number };
/** The product ids a caller's scope covers, null for every product (document-lists.server.ts scopeProductIds). */
export type ProductScope = string[] | null;

const inScope = (column: AnyColumn, ids: ProductScope) => (ids === null ? undefined : ids.length ? inArray(column, ids) : sql`0`);

const likeAny = (term: string | null, ...columns: AnyColumn[]) => (term ? or(...columns.map((c) => sql`${c} like ${containsLike(term)} escape '\\'`)) : undefined);
const all = <T extends SQL | undefined>(...parts: T[]) => and(...parts.filter((p): p is NonNullable<T> => Boolean(p)));

export function listCompanies(page: Page, search: string | null) {
  const where = likeAny(search, companies.name, companies.email, companies.category);
  const total = db().select({ n: count() }).from(companies).get()!.n;
  const filtered = db().select({ n: count() }).from(companies).where(where).get()!.n;
  const rows = db().select().from(companies).where(where).orderBy(sql`cast(${companies.id} as integer)`, asc(companies.id)).limit(page.limit).offset(page.offset).all();
  const pics = picsByCompany(rows.map((r) => r.id));
  return { rows: rows.map((r) => toCompany(r, pics.get(r.id) ?? [])), total, filtered };
}

export function findCompany(id: string) {
  const row = db().select().from(companies).where(eq(companies.id, id)).get();
  return row ? toCompany(row, picsByCompany([id]).get(id) ?? []) : null;
}

/** The spec's Company shape (section 3) from the company row and its PIC rows (issue 23). */
function toCompany(c: typeof companies.$inferSelect, pics: CompanyPicRow[]) {
  const d = c.details as Record<string, unknown>;
  const record = (by: string | null, at: string | null, userId: string | null) => (at ? { by, at, userId } : null);
  return {
    _id: c.id, id: c.id, name: c.name, email: c.email, category: c.category, status: c.status, taxId: c.taxId, phoneNumber: c.phoneNumber, website: c.website,
    description: c.description, avatar: c.avatar, address: c.address,
    pic: pics.map((p) => ({ status: p.status === "approved" ? "active" : p.status, userId: p.userId, fullname: p.fullname, email: p.email, approved: p.status === "approved" })),
    documents: d.documents ?? [], isExperienced: c.isExperienced, experience: c.experience,
    registered: c.registeredAt ? { at: c.registeredAt } : null,
    rejected: c.rejectedAt ? { by: c.rejectedBy, at: c.rejectedAt, reason: c.rejectedReason, userId: c.rejectedUserId } : null,
    approved: record(c.approvedBy, c.approvedAt, c.approvedUserId), created: record(c.createdBy, c.createdAt, c.createdUserId), updated: record(c.updatedBy, c.updatedAt, c.updatedUserId),
  };
}

/** The spec's partnership rows from the real partnerships (issue 23); filters on the lead company, status and phase. */
export function listPartnerships(page: Page, filter: { companyId?: string; status?: string | null; phase?: string | null; search?: string | null }) {
  const where = all(
    filter.companyId ? inArray(partnerships.id, db().select({ id: partnershipCompanies.partnershipId }).from(partnershipCompanies).where(eq(partnershipCompanies.companyId, filter.companyId))) : undefined,
    filter.status ? sql`${partnerships.status} = ${filter.status}` : undefined,
    filter.phase ? sql`${partnerships.partnershipPhase} = ${filter.phase}` : undefined,
    likeAny(filter.search ?? null, partnerships.title, companies.name),
  );
  const base = filter.companyId ? inArray(partnerships.id, db().select({ id: partnershipCompanies.partnershipId }).from(partnershipCompanies).where(eq(partnershipCompanies.companyId, filter.companyId))) : undefined;
  const total = db().select({ n: count() }).from(partnerships).where(base).get()!.n;
  const filtered = db().select({ n: count() }).from(partnerships).innerJoin(companies, eq(companies.id, partnerships.companyId)).where(where).get()!.n;
  const rows = db()
    .select({ p: partnerships, company: companies })
    .from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.companyId))
    .where(where)
    .orderBy(asc(partnerships.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  const shapes = partnershipSpecShapes(rows.map((r) => r.p));
  return {
    total,
    filtered,
    rows: rows.map(({ p, company }, i) => ({
      ...shapes[i],
      company: { _id: company.id, name: company.name },
      // The spec's partnership list row: no, name, phone, email, address (of the lead partner company).
      no: page.offset + i + 1, name: company.name, phone: company.phoneNumber, email: company.email, address: [company.address.street, company.address.city].filter(Boolean).join(", "),
      created: { at: p.createdAt }, updated: { at: p.updatedAt },
    })),
  };
}

export const TICKET_STATUSES = TICKET_STATUS_VALUES;

/** Tickets are about a billing: a caller sees those of the products their billing scope covers (issue 23: the ticket's own product column). */
const ticketScope = (ids: ProductScope) => inScope(tickets.productId, ids);

export function listTickets(page: Page, filter: { status?: (typeof TICKET_STATUSES)[number] | null; search?: string | null }, ids: ProductScope) {
  const where = all(ticketScope(ids), filter.status ? eq(tickets.status, filter.status) : undefined, likeAny(filter.search ?? null, tickets.title, tickets.ticketId));
  const total = db().select({ n: count() }).from(tickets).where(ticketScope(ids)).get()!.n;
  const filtered = db().select({ n: count() }).from(tickets).where(where).get()!.n;
  const rows = db().select().from(tickets).where(where).orderBy(desc(tickets.createdAt), asc(tickets.id)).limit(page.limit).offset(page.offset).all();
  return {
    total,
    filtered,
    rows: rows.map((t) => ({ _id: t.id, ticketId: t.ticketId, title: t.title, billingId: t.billingId, customerInfo: t.customerInfo, description: t.description, status: t.status, created: { at: t.createdAt }, updated: { at: t.updatedAt } })),
  };
}

/** tickets/dashboard: the same counts as the /tickets screen's header (app/models/ticket.server.ts). */
export const ticketCounts = (ids: ProductScope) => realTicketCounts(ids);

export function listRecurrings(page: Page, filter: { status?: string | null; search?: string | null }, ids: ProductScope) {
  const where = all(inScope(recurringProfiles.productId, ids), filter.status ? sql`${recurringProfiles.status} = ${filter.status}` : undefined, likeAny(filter.search ?? null, recurringProfiles.name, recurringProfiles.recurringId));
  const total = db().select({ n: count() }).from(recurringProfiles).where(inScope(recurringProfiles.productId, ids)).get()!.n;
  const filtered = db().select({ n: count() }).from(recurringProfiles).where(where).get()!.n;
  const rows = db()
    .select({ r: recurringProfiles, productName: products.name, productCode: products.productCode })
    .from(recurringProfiles)
    .innerJoin(products, eq(products.id, recurringProfiles.productId))
    .where(where)
    .orderBy(desc(recurringProfiles.createdAt), asc(recurringProfiles.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return {
    total,
    filtered,
    rows: rows.map(({ r, productName, productCode }) => ({
      _id: r.id, recurringId: r.recurringId, name: r.name, status: r.status, frequency: r.frequency, occurence: r.occurence, numOfBillingSent: r.numOfBillingSent, sequenceNo: r.sequenceNo,
      product: { id: r.productId, name: productName, code: productCode }, config: r.config, order: r.order, billing: { config: r.billingConfig }, meta: r.meta, attachments: r.attachments,
      created: { at: r.createdAt },
    })),
  };
}

const LIVE_BILLING = inArray(billings.status, ["issued", "paid"]);

export type PeriodType = "monthly" | "quarterly" | "yearly";

/** The [start, end) billing-date bounds of the period holding `anchor` (yyyy-mm-dd) and of the one before. */
export function periodBounds(type: PeriodType, anchor: string) {
  const y = Number(anchor.slice(0, 4));
  const m = Number(anchor.slice(5, 7));
  const iso = (yy: number, mm: number) => `${String(yy).padStart(4, "0")}-${String(mm).padStart(2, "0")}-01`;
  const shift = (yy: number, mm: number, by: number) => {
    const n = yy * 12 + (mm - 1) + by;
    return [Math.floor(n / 12), (n % 12) + 1] as const;
  };
  const span = type === "monthly" ? 1 : type === "quarterly" ? 3 : 12;
  const startMonth = type === "monthly" ? m : type === "quarterly" ? m - ((m - 1) % 3) : 1;
  const [ey, em] = shift(y, startMonth, span);
  const [py, pm] = shift(y, startMonth, -span);
  return { current: [iso(y, startMonth), iso(ey, em)] as const, previous: [iso(py, pm), iso(y, startMonth)] as const };
}

/** The live billings of a [from, to) range, counted by the AM-performance dashboard's own query (issue 22). */
function billedBetween([from, to]: readonly [string, string], ids: ProductScope) {
  const totals = billedTotals(ids, { from, to: addDays(to, -1) });
  return { numOfBill: totals.count, grandTotal: totals.amount };
}

/** dashboards/am-performance/revenue: issued and paid billings of the period against the period before. */
export function amRevenue(type: PeriodType, anchor: string, ids: ProductScope) {
  const bounds = periodBounds(type, anchor);
  const now = billedBetween(bounds.current, ids);
  const before = billedBetween(bounds.previous, ids);
  const value = now.grandTotal - before.grandTotal;
  const percentage = before.grandTotal ? Math.round((value / before.grandTotal) * 10_000) / 100 : now.grandTotal ? 100 : 0;
  return {
    type, period: { from: bounds.current[0], to: bounds.current[1] }, numOfBill: now.numOfBill, grandTotal: now.grandTotal,
    growth: { total: before.grandTotal, percentage, value, caret: value > 0 ? "up" : value < 0 ? "down" : "flat" },
  };
}

/** billings/am_performance: per account manager (the billing's creator), what they billed and what was paid. */
export function amPerformance(ids: ProductScope) {
  // The AM-performance dashboard's query (issue 22) over every billing date, added up per account manager.
  const byUser = new Map<string, { userId: string; name: string | null; email: string | null; jobPosition: string | null; numOfBill: number; grandTotal: number; paid: number }>();
  for (const r of billedByCreatorAndMonth(ids, { from: "0000-01-01", to: "9999-12-31" })) {
    if (!r.userId || r.email === null) continue; // a billing whose creator is gone has no account manager to list
    const row = byUser.get(r.userId) ?? { userId: r.userId, name: r.name, email: r.email, jobPosition: r.jobPosition, numOfBill: 0, grandTotal: 0, paid: 0 };
    row.numOfBill += r.count;
    row.grandTotal += r.amount;
    row.paid += r.paidAmount;
    byUser.set(r.userId, row);
  }
  return [...byUser.values()]
    .sort((a, b) => b.grandTotal - a.grandTotal || (a.name ?? "").localeCompare(b.name ?? ""))
    .map((r) => ({ ...r, unpaid: r.grandTotal - r.paid }));
}

/** The channeling list: each product's payment channel and its registration, Approved once registered. */
export function channelingList(ids: ProductScope) {
  return db()
    .select()
    .from(products)
    .where(inScope(products.id, ids))
    .orderBy(asc(products.name))
    .all()
    .map((p) => {
      const ps = p.paymentSystem;
      const registered = ps.payment_type === "internal" || ps.registration_status === "registered";
      return {
        _id: p.id, product: { _id: p.id, name: p.name, product_code: p.productCode }, payment_type: ps.payment_type, mps_mode: ps.mps_mode ?? null,
        registration_status: ps.registration_status ?? null, registered_at: ps.registered_at ?? null, gateway_app_id: p.gatewayAppId,
        division: { _id: p.companion.division_id, name: p.companion.division_name }, status: registered ? "Approved" : "Waiting for Approval",
      };
    });
}

/**
 * The payments a caller sees, as the Payments screens scope them (README "Decisions"): every payment for a reader
 * of every billing (waiting ones included); else those matched to a billing of the caller's products.
 */
const paymentScope = (ids: ProductScope) =>
  ids === null
    ? undefined
    : ids.length
      ? or(
          inArray(payments.productId, ids),
          inArray(payments.id, db().select({ id: paymentAllocations.paymentId }).from(paymentAllocations).innerJoin(billings, eq(billings.id, paymentAllocations.billingId)).where(and(isNull(paymentAllocations.reversedAt), inArray(billings.productId, ids)))),
        )
      : sql`0`;

/**
 * payments: the payments recorded (statement credits, gateway payments, credit applied), newest transaction first,
 * in the spec's Payment shape (status_payment, status_match, settlement_type, bank, account{...}, multibilling,
 * division), each with the billings it is allocated to. `status` filters on status_payment, `match` on status_match.
 */
export function listPayments(page: Page, filter: { status?: string | null; match?: string | null }, ids: ProductScope) {
  const scope = paymentScope(ids);
  const where = all(scope, filter.status ? eq(payments.statusPayment, filter.status as "settled") : undefined, filter.match ? eq(payments.statusMatch, filter.match as "matched") : undefined);
  const total = db().select({ n: count() }).from(payments).where(scope).get()!.n;
  const filtered = db().select({ n: count() }).from(payments).where(where).get()!.n;
  const rows = db().select().from(payments).where(where).orderBy(desc(payments.transactionDate), desc(payments.createdAt), asc(payments.id)).limit(page.limit).offset(page.offset).all();
  const allocations = rows.length
    ? db()
        .select({ paymentId: paymentAllocations.paymentId, amount: paymentAllocations.amount, surplus: paymentAllocations.surplus, billingId: billings.id, billingNumber: billings.billingNumber, finalPrice: billings.finalPrice, customer: billings.to, statusPaid: billings.statusPaid })
        .from(paymentAllocations)
        .innerJoin(billings, eq(billings.id, paymentAllocations.billingId))
        .where(and(inArray(paymentAllocations.paymentId, rows.map((r) => r.id)), isNull(paymentAllocations.reversedAt)))
        .orderBy(asc(paymentAllocations.id))
        .all()
    : [];
  return {
    total,
    filtered,
    rows: rows.map((p) => ({
      _id: p.id, source: p.source, status_payment: p.statusPayment, status_match: p.statusMatch, match_note: p.matchNote, settlement_type: p.settlementType, bank: p.bank, channel: p.channel,
      account: { number: p.account, transaction_date: p.transactionDate, description: p.description, reference_no: p.referenceNo, debit: p.debit, credit: p.credit, balance: p.balance, branch_code: p.branchCode, trxid: p.trxid },
      amount: p.amount, allocated_amount: p.allocatedAmount,
      multibilling: allocations
        .filter((a) => a.paymentId === p.id)
        .map((a) => ({ amount: a.amount, surplus: a.surplus, billing: { _id: a.billingId, billing_number: a.billingNumber, final_price: a.finalPrice, customer: a.customer.name, status_paid: a.statusPaid } })),
      division: p.divisionId, created: { at: p.createdAt }, updated: { at: p.updatedAt },
    })),
  };
}

const sumOf = <T,>(rows: T[], pick: (r: T) => boolean, key: (r: T) => number) => rows.filter(pick).reduce((a, r) => a + key(r), 0);

/**
 * payments/dashboard: the live billings by status_paid (paid, partly paid with what was received, unpaid), the
 * payments by status_payment and status_match, and the payments per channel (the gateway channel, else the bank).
 */
export function paymentsDashboard(ids: ProductScope) {
  const bills = db()
    .select({ paid: billings.statusPaid, n: count(), amount: sql<number>`coalesce(sum(${billings.finalPrice}), 0)`, received: sql<number>`coalesce(sum(${billings.paidAmount}), 0)` })
    .from(billings)
    .where(all(LIVE_BILLING, inScope(billings.productId, ids)))
    .groupBy(billings.statusPaid)
    .all();
  // Money received: a payment of customer credit spends money an earlier payment brought in, so counting it with the
  // transfers would count that money twice. It is shown apart, as credit spent.
  const scope = paymentScope(ids);
  const received = all(scope, sql`${payments.source} <> 'credit'`);
  const byStatus = db().select({ status: payments.statusPayment, match: payments.statusMatch, n: count(), amount: sql<number>`coalesce(sum(${payments.amount}), 0)`, allocated: sql<number>`coalesce(sum(${payments.allocatedAmount}), 0)` }).from(payments).where(received).groupBy(payments.statusPayment, payments.statusMatch).all();
  const channel = sql<string>`coalesce(nullif(${payments.channel}, ''), nullif(${payments.bank}, ''), ${payments.source})`;
  const channels = db().select({ channel, n: count(), amount: sql<number>`coalesce(sum(${payments.amount}), 0)` }).from(payments).where(received).groupBy(channel).orderBy(desc(count()), asc(channel)).all();
  const creditSpent = db().select({ n: count(), amount: sql<number>`coalesce(sum(${payments.allocatedAmount}), 0)` }).from(payments).where(all(scope, eq(payments.source, "credit"))).get()!;
  const of = (s: string) => bills.find((b) => b.paid === s);
  const figure = (pick: (r: (typeof byStatus)[number]) => boolean) => ({ count: sumOf(byStatus, pick, (r) => r.n), amount: sumOf(byStatus, pick, (r) => Number(r.amount)) });
  return {
    paid: { count: of("paid")?.n ?? 0, amount: Number(of("paid")?.amount ?? 0) },
    partlyPaid: { count: of("partly paid")?.n ?? 0, amount: Number(of("partly paid")?.amount ?? 0), received: Number(of("partly paid")?.received ?? 0) },
    unpaid: { count: of("unpaid")?.n ?? 0, amount: Number(of("unpaid")?.amount ?? 0) },
    settlement: { settled: figure((r) => r.status === "settled"), notYet: figure((r) => r.status !== "settled") },
    match: {
      matched: figure((r) => r.match === "matched"),
      partlyMatched: figure((r) => r.match === "partly matched"),
      unmatched: figure((r) => r.match === "unmatched"),
      notOurs: figure((r) => r.match === "not ours"),
      allocated: sumOf(byStatus, () => true, (r) => Number(r.allocated)),
    },
    byChannel: channels.map((c) => ({ channel: c.channel, count: c.n, amount: Number(c.amount) })),
    creditSpent: { count: creditSpent.n, amount: Number(creditSpent.amount) },
  };
}

/**
 * unpaid-invoice: approved invoices whose billing is not paid in full (unpaid, or partly paid with its balance),
 * oldest due first, with days overdue and ageing bucket. A payment matched to the billing takes it off the list.
 */
export function unpaidInvoices(page: Page, today: string, ids: ProductScope) {
  const where = all(eq(invoices.statusInvoice, "approved"), inArray(billings.statusPaid, ["unpaid", "partly paid"]), inScope(invoices.productId, ids));
  const total = db().select({ n: count() }).from(invoices).innerJoin(billings, eq(billings.id, invoices.billingId)).where(where).get()!.n;
  const rows = db()
    .select({ i: invoices, productCode: products.productCode, statusPaid: billings.statusPaid, paidAmount: billings.paidAmount, includePph: billings.includePph, finalPrice: billings.finalPrice, finalPriceWithPph: billings.finalPriceWithPph })
    .from(invoices)
    .innerJoin(billings, eq(billings.id, invoices.billingId))
    .innerJoin(products, eq(products.id, invoices.productId))
    .where(where)
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return {
    total,
    rows: rows.map(({ i, productCode, statusPaid, paidAmount, includePph, finalPrice, finalPriceWithPph }) => ({
      _id: i.id, invoice_number: i.invoiceNumber, billing_number: i.billingNumber, product_code: productCode, customer: i.customerName, final_price: i.finalPrice,
      billing_date: i.billingDate, due_date: i.dueDate, status_invoice: i.statusInvoice, status_faktur: i.statusFaktur,
      // What the customer still owes: the amount due (net of PPh 23 when they withhold it) less what was matched.
      status_paid: statusPaid, paid_amount: paidAmount, balance_due: Math.max(0, (includePph ? finalPriceWithPph : finalPrice) - paidAmount),
      daysOverdue: Math.max(0, daysBetween(i.dueDate, today)), ageing: ageingBucket(i.dueDate, today),
    })),
  };
}

/**
 * Support tickets (issue 23): only this model writes tickets and ticket_comments. The ticket workflow binding writes
 * the status columns (assignee, SLA pause and resume, solved/closed times, the notes) in the transition's transaction.
 * Lists and the dashboard counts share one WHERE (whereOf), so the six counts always equal what the list shows.
 */
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { db, type Tx } from "#db/client.server";
import { insertRow } from "#db/prepared";
import { billings, customers, products, ticketComments, tickets, users } from "#db/schema";
import { ticketMachine, ticketMachineVersion, ticketStatusOf } from "#machines/ticket.machine";
import {
  formatTicketNumber, SLA_RUNNING_STATUSES, slaDueAfterHold, slaDueFrom, TICKET_GROUP_STATUSES, TICKET_GROUPS, ticketNumberScope,
  type TicketGroup, type TicketPriorityValue, type TicketStatusValue,
} from "~/domain/tickets";
import { containsLike } from "~/lib/list-query";
import { nextSequence } from "./numbering.server";
import type { TransitionRecord, WorkflowBinding } from "./transaction.server";

export type TicketRow = typeof tickets.$inferSelect;
export type TicketCommentRow = typeof ticketComments.$inferSelect;
type Handle = Tx | ReturnType<typeof db>;
/** The product ids a reader's billing scope covers: null for every product, [] for none. */
export type TicketScope = string[] | null;

export const getTicket = (id: string, handle: Handle = db()) => handle.select().from(tickets).where(eq(tickets.id, id)).get() ?? null;

export const commentsOf = (ticketId: string, handle: Handle = db()) =>
  handle.select().from(ticketComments).where(eq(ticketComments.ticketId, ticketId)).orderBy(asc(ticketComments.createdAt), asc(ticketComments.id)).all();

/** The billing a ticket is about, by its id or its number, with what the new ticket copies from it. */
export function billingForTicket(idOrNumber: string, handle: Handle = db()) {
  const found = handle
    .select({ id: billings.id, billingNumber: billings.billingNumber, productId: billings.productId, divisionId: billings.divisionId, to: billings.to, customer: { name: customers.name, phone: customers.phone, email: customers.email }, productCode: products.productCode, productName: products.name })
    .from(billings)
    .innerJoin(products, eq(products.id, billings.productId))
    .leftJoin(customers, eq(customers.id, billings.customerId))
    .where(or(eq(billings.id, idOrNumber), eq(billings.billingNumber, idOrNumber)))
    .get();
  if (!found) return null;
  const c = found.customer;
  return {
    id: found.id, billingNumber: found.billingNumber, productId: found.productId, divisionId: found.divisionId, productCode: found.productCode, productName: found.productName,
    customer: { name: c?.name || found.to.name, phone: c?.phone || found.to.phone || "", email: c?.email || found.to.email || "" },
  };
}
export type TicketBilling = NonNullable<ReturnType<typeof billingForTicket>>;

export type NewTicket = {
  id: string;
  title: string;
  description: string;
  priority: TicketPriorityValue;
  billing: TicketBilling;
  customerInfo: { name: string; phone: string; email: string };
  source: "staff" | "customer";
  createdById: string | null;
  at: string;
};

/** The ticket's row with its number from the year's gapless series, written in the transaction that starts its workflow. */
export function insertTicket(tx: Tx, t: NewTicket) {
  const year = t.at.slice(0, 4);
  const sequence = nextSequence(tx, ticketNumberScope(year));
  insertRow(tx, tickets, {
    id: t.id, ticketId: formatTicketNumber(year, sequence), sequence, title: t.title, billingId: t.billing.id, productId: t.billing.productId, divisionId: t.billing.divisionId,
    customerInfo: t.customerInfo, description: t.description, status: "open", priority: t.priority, source: t.source, createdById: t.createdById, slaDueAt: slaDueFrom(t.at, t.priority),
    createdAt: t.at, updatedAt: t.at,
  });
}

export function insertComment(tx: Tx, c: { id: string; ticketId: string; authorId: string | null; authorName: string; body: string; visibility: "internal" | "customer"; fromCustomer: boolean; at: string }) {
  insertRow(tx, ticketComments, { id: c.id, ticketId: c.ticketId, authorId: c.authorId, authorName: c.authorName, body: c.body, visibility: c.visibility, fromCustomer: c.fromCustomer, createdAt: c.at });
  tx.update(tickets).set({ updatedAt: c.at }).where(eq(tickets.id, c.ticketId)).run();
}

/** The customer's own ticket on this billing that is still being worked on (a new report joins it as a comment). */
export const liveCustomerTicket = (tx: Tx, billingId: string) =>
  tx
    .select({ id: tickets.id, ticketId: tickets.ticketId, assigneeId: tickets.assigneeId })
    .from(tickets)
    .where(and(eq(tickets.billingId, billingId), eq(tickets.source, "customer"), sql`${tickets.status} not in ('solved', 'closed')`))
    .orderBy(desc(tickets.createdAt))
    .get() ?? null;

/** People who may be assigned: active users holding manage:ticket through a role (the form's choices and the server's check). */
export function ticketAssignees(handle: Handle = db()) {
  return handle.all<{ id: string; name: string }>(sql`
    select distinct u.id as id, coalesce(u.fullname, u.email) as name from users u
    join user_roles ur on ur.user_id = u.id join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
    where u.status = 'active' and u.deleted_at is null and p.name = 'manage:ticket'
    order by name`);
}

export const userName = (id: string, handle: Handle = db()) => {
  const u = handle.select({ fullname: users.fullname, email: users.email }).from(users).where(eq(users.id, id)).get();
  return u ? (u.fullname ?? u.email) : null;
};

function columnsFor(tx: Tx, rec: TransitionRecord): Partial<TicketRow> {
  const at = new Date().toISOString();
  const ticket = getTicket(rec.entityId, tx)!;
  const changes: Partial<TicketRow> = { status: ticketStatusOf(rec.to) as TicketStatusValue, updatedAt: at };
  const e = rec.event as { type: string; assigneeId?: string; assigneeName?: string };
  if (e.type === "ticket.assign" && e.assigneeId) Object.assign(changes, { assigneeId: e.assigneeId, assigneeName: e.assigneeName ?? userName(e.assigneeId, tx) ?? e.assigneeId });
  // Starting work on a ticket nobody holds makes the starter its assignee.
  if (e.type === "ticket.start" && !ticket.assigneeId) Object.assign(changes, { assigneeId: rec.actor.id === "system" ? null : rec.actor.id, assigneeName: rec.actor.name });
  if (rec.to === "onHold" && rec.from !== "onHold") Object.assign(changes, { slaPausedAt: at, holdReason: rec.message });
  if (rec.from === "onHold" && rec.to !== "onHold" && ticket.slaPausedAt && ticket.slaDueAt) Object.assign(changes, { slaDueAt: slaDueAfterHold(ticket.slaDueAt, ticket.slaPausedAt, at), slaPausedAt: null });
  if (rec.to === "solved") Object.assign(changes, { solvedAt: at, resolution: rec.message });
  if (rec.to === "closed") Object.assign(changes, { closedAt: at });
  // A reopened ticket gets a fresh SLA from now: the customer is waiting again.
  if (rec.to === "reopened") Object.assign(changes, { reopenReason: rec.message, slaDueAt: slaDueFrom(at, ticket.priority), solvedAt: null, closedAt: null });
  return changes;
}

export function ticketBinding(): WorkflowBinding {
  return {
    kind: "ticket",
    machineId: "ticket",
    version: ticketMachineVersion,
    machine: ticketMachine,
    describe: (tx, id) => {
      const t = getTicket(id, tx);
      return t ? `Ticket ${t.ticketId}` : null;
    },
    guardReasons: {
      hasMessage: "a reason is required",
      hasAssignee: "choose the person to assign it to",
      hasActor: "only a person may do this",
    },
    apply: (tx, rec) => {
      if (rec.from === null) return; // the row was written by insertTicket
      tx.update(tickets).set(columnsFor(tx, rec)).where(eq(tickets.id, rec.entityId)).run();
    },
  };
}

// ------------------------------------------------------------------ the list and the counts

export const TICKET_SORTS = ["created", "due", "number"] as const;
export type TicketFilters = { q: string; status: TicketGroup | ""; priority: TicketPriorityValue | ""; assignee: string; overdue: boolean };
export type TicketListParams = { filters: TicketFilters; sort: (typeof TICKET_SORTS)[number]; dir: "asc" | "desc"; page: number; last: boolean };
export const TICKET_PAGE_SIZE = 25;

const inScope = (ids: TicketScope) => (ids === null ? undefined : ids.length ? sql`${tickets.productId} in (select value from json_each(${JSON.stringify(ids)}))` : sql`0`);

/** The tickets a filter selects, without the status group (the counts group by it). */
function baseWhere(ids: TicketScope, f: Omit<TicketFilters, "status">, now: Date): SQL | undefined {
  const terms: (SQL | undefined)[] = [inScope(ids)];
  if (f.priority) terms.push(eq(tickets.priority, f.priority));
  if (f.assignee === "none") terms.push(sql`${tickets.assigneeId} is null`);
  else if (f.assignee) terms.push(eq(tickets.assigneeId, f.assignee));
  if (f.overdue) terms.push(and(inArray(tickets.status, [...SLA_RUNNING_STATUSES]), sql`${tickets.slaDueAt} < ${now.toISOString()}`));
  if (f.q) {
    const like = containsLike(f.q);
    terms.push(or(sql`${tickets.ticketId} like ${like} escape '\\'`, sql`${tickets.title} like ${like} escape '\\'`, sql`json_extract(${tickets.customerInfo}, '$.name') like ${like} escape '\\'`));
  }
  return and(...terms.filter(Boolean));
}

const whereOf = (ids: TicketScope, f: TicketFilters, now: Date) => and(baseWhere(ids, f, now), f.status ? inArray(tickets.status, [...TICKET_GROUP_STATUSES[f.status]]) : undefined);

const SORT_COLUMN = { created: tickets.createdAt, due: tickets.slaDueAt, number: tickets.ticketId } as const;

const LIST_COLUMNS = {
  id: tickets.id, ticketId: tickets.ticketId, title: tickets.title, status: tickets.status, priority: tickets.priority, assigneeName: tickets.assigneeName, customerInfo: tickets.customerInfo,
  slaDueAt: tickets.slaDueAt, source: tickets.source, createdAt: tickets.createdAt, billingId: tickets.billingId, billingNumber: billings.billingNumber, productCode: products.productCode,
};
export type TicketListRow = { id: string; ticketId: string; title: string; status: string; priority: string; assigneeName: string | null; customerInfo: { name: string; phone: string; email: string }; slaDueAt: string | null; source: string; createdAt: string; billingId: string | null; billingNumber: string | null; productCode: string | null };

function selectRows(ids: TicketScope, params: Omit<TicketListParams, "page" | "last">, now: Date) {
  const order = params.dir === "asc" ? [asc(SORT_COLUMN[params.sort]), asc(tickets.id)] : [desc(SORT_COLUMN[params.sort]), desc(tickets.id)];
  return db().select(LIST_COLUMNS).from(tickets).leftJoin(billings, eq(billings.id, tickets.billingId)).leftJoin(products, eq(products.id, tickets.productId)).where(whereOf(ids, params.filters, now)).orderBy(...order);
}

/** One page (offset paging: tickets are tens a day, not the invoices' millions). */
export function listTickets(ids: TicketScope, params: TicketListParams, now = new Date()) {
  const total = db().select({ n: sql<number>`count(*)` }).from(tickets).where(whereOf(ids, params.filters, now)).get()!.n;
  const pageCount = Math.max(1, Math.ceil(total / TICKET_PAGE_SIZE));
  const page = params.last ? pageCount : Math.min(params.page, pageCount);
  const rows = selectRows(ids, params, now).limit(TICKET_PAGE_SIZE).offset((page - 1) * TICKET_PAGE_SIZE).all() as TicketListRow[];
  return { rows, total, page, pageCount };
}

/** Every row of the filter (the Excel export), up to `limit`. */
export const ticketRows = (ids: TicketScope, params: Omit<TicketListParams, "page" | "last">, limit: number, now = new Date()) => selectRows(ids, params, now).limit(limit).all() as TicketListRow[];

export type TicketCounts = { totalCount: number; newCount: number; inProgressCount: number; onHoldCount: number; solvedCount: number; closedCount: number };

/**
 * The spec's six counts (/mock/tickets/dashboard and the list's header) over the tickets the other filters select:
 * the same WHERE as the list, grouped by status.
 */
export function ticketCounts(ids: TicketScope, filters: Omit<TicketFilters, "status"> = { q: "", priority: "", assignee: "", overdue: false }, now = new Date()): TicketCounts {
  const rows = db().select({ status: tickets.status, n: sql<number>`count(*)` }).from(tickets).where(baseWhere(ids, filters, now)).groupBy(tickets.status).all();
  const of = (g: TicketGroup) => rows.filter((r) => TICKET_GROUP_STATUSES[g].includes(r.status)).reduce((a, r) => a + r.n, 0);
  const [newCount, inProgressCount, onHoldCount, solvedCount, closedCount] = TICKET_GROUPS.map(of);
  return { totalCount: rows.reduce((a, r) => a + r.n, 0), newCount, inProgressCount, onHoldCount, solvedCount, closedCount };
}

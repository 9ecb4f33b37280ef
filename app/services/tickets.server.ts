/**
 * Support tickets (issue 23). Rules enforced here on the server:
 * - read:ticket opens the list and a ticket, within the billing list's scope (a ticket is about a billing: the
 *   product's people see its tickets); a ticket outside the scope is the same 404 as a missing one;
 * - manage:ticket opens tickets for a billing, assigns, starts, holds, solves, closes, reopens and comments;
 * - the customer opens a ticket (or adds to their open one) from the invoice e-mail's signed, expiring link,
 *   without signing in, rate-limited per address and per billing.
 * State changes go through the workflow service (the ticket machine); a ticket and its first workflow row are
 * written in one transaction, so a refusal leaves nothing behind.
 */
import { errors, jwtVerify } from "jose";
import { newId } from "#db/ids";
import type { Actor } from "#machines/types";
import { MANAGE_TICKET, READ_TICKET, TICKET_GROUPS, TICKET_PRIORITIES, type TicketPriorityValue } from "~/domain/tickets";
import { scopeProductIds } from "~/models/document-lists.server";
import {
  billingForTicket, commentsOf, getTicket, liveCustomerTicket, insertComment, insertTicket, listTickets, TICKET_PAGE_SIZE, TICKET_SORTS, ticketAssignees, ticketCounts,
  type TicketBilling, type TicketListParams, type TicketRow, type TicketScope,
} from "~/models/ticket.server";
import { enqueueEffect, kickOutbox } from "./outbox.server";
import { writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "./access-scope.server";
import { hasPermission } from "./auth.server";
import { httpError } from "./http.server";
import { translatorFor } from "./i18n.server";
import { type NotificationMessage, registerNotificationComposer } from "./notifications.server";
import { hit } from "./rate-limit.server";
import { SUPPORT_AUDIENCE, supportKey } from "./support-link.server";
import { actorOf, workflow } from "./workflows.server";

/** The products whose tickets this reader sees (null: every product; []: none). */
export const ticketScope = (user: AccessUser): TicketScope => scopeProductIds(listScope(user, "billing"));

const admits = (scope: TicketScope, productId: string | null) => scope === null || (productId !== null && scope.includes(productId));

const NOT_FOUND = "That ticket does not exist or is not one you may open";

/** The ticket, if it exists and its billing's product is in the reader's scope (404 either way). */
export function requireReadableTicket(user: AccessUser, id: string): TicketRow {
  if (!hasPermission(user, READ_TICKET)) throw httpError(403, "You need the permission read:ticket for this.");
  const ticket = getTicket(id);
  if (!ticket || !admits(ticketScope(user), ticket.productId)) throw httpError(404, NOT_FOUND);
  return ticket;
}

const requireManage = (user: AccessUser) => {
  if (!hasPermission(user, MANAGE_TICKET)) throw httpError(403, "You need the permission manage:ticket for this.");
};

/** The billing a staff member names (by number or id), if it is in their scope. */
export function billingInScope(user: AccessUser, billing: string): TicketBilling | null {
  const found = billing.trim() ? billingForTicket(billing.trim()) : null;
  return found && admits(ticketScope(user), found.productId) ? found : null;
}

export type TicketInput = { title: string; billing: string; description: string; priority: TicketPriorityValue; customerName: string; customerPhone: string; customerEmail: string };

/** Staff open a ticket about a billing in their scope; it starts new with its number and SLA due time. */
export function openTicket(user: AccessUser, input: TicketInput): TicketRow {
  requireManage(user);
  const billing = billingInScope(user, input.billing);
  if (!billing) throw httpError(400, "There is no billing with that number that you may open.", { fieldErrors: { billing: ["There is no billing with that number that you may open."] } });
  const id = newId();
  const actor = actorOf(user);
  writeTransaction((tx) => {
    insertTicket(tx, {
      id, title: input.title.trim(), description: input.description.trim(), priority: input.priority, billing,
      customerInfo: { name: input.customerName.trim() || billing.customer.name, phone: input.customerPhone.trim(), email: input.customerEmail.trim() },
      source: "staff", createdById: user.id, at: new Date().toISOString(),
    });
    workflow().startInTx(tx, "ticket", id, { ticketId: id }, actor);
  });
  kickOutbox();
  return getTicket(id)!;
}

export type TicketIntent = "assign" | "start" | "hold" | "resume" | "solve" | "close" | "reopen";
export const TICKET_INTENTS: readonly TicketIntent[] = ["assign", "start", "hold", "resume", "solve", "close", "reopen"];

/** One lifecycle step from the ticket's page; the machine refuses what the state does not allow (409). */
export function changeTicket(user: AccessUser, id: string, intent: TicketIntent, data: { message?: string; assigneeId?: string; version?: number }) {
  requireManage(user);
  const ticket = requireReadableTicket(user, id);
  const event: { type: string; message?: string; assigneeId?: string; assigneeName?: string } = { type: `ticket.${intent}` };
  if (intent === "hold" || intent === "solve" || intent === "reopen") event.message = data.message ?? "";
  if (intent === "assign") {
    const person = ticketAssignees().find((p) => p.id === data.assigneeId);
    if (!person) throw httpError(400, "Choose a person who handles tickets.", { fieldErrors: { assigneeId: ["Choose a person who handles tickets."] } });
    Object.assign(event, { assigneeId: person.id, assigneeName: person.name });
  }
  return workflow().send("ticket", ticket.id, event, actorOf(user), { expectedVersion: data.version });
}

/** A staff comment: internal (staff only) or for the customer. Not a state change, so no workflow event. */
export function commentOnTicket(user: AccessUser, id: string, body: string, visibility: "internal" | "customer") {
  requireManage(user);
  const ticket = requireReadableTicket(user, id);
  writeTransaction((tx) => insertComment(tx, { id: newId(), ticketId: ticket.id, authorId: user.id, authorName: user.displayName, body: body.trim(), visibility, fromCustomer: false, at: new Date().toISOString() }));
}

export function ticketDetail(user: AccessUser, ticket: TicketRow) {
  const billing = ticket.billingId ? billingForTicket(ticket.billingId) : null;
  return { billing: billing ? { id: billing.id, number: billing.billingNumber, product: `${billing.productCode} · ${billing.productName}` } : null, comments: commentsOf(ticket.id), assignees: hasPermission(user, MANAGE_TICKET) ? ticketAssignees() : [] };
}

// ------------------------------------------------------------------ the list's URL state

const clip = (v: string | null, n = 100) => (v ?? "").trim().slice(0, n);

/** Filters, sort and page from the URL (an unknown value is ignored). */
export function parseTicketParams(url: URL): TicketListParams {
  const p = url.searchParams;
  const status = p.get("status") ?? "";
  const priority = p.get("priority") ?? "";
  const sort = p.get("sort") ?? "";
  const page = Number.parseInt(p.get("page") ?? "", 10);
  return {
    filters: {
      q: clip(p.get("q")),
      status: (TICKET_GROUPS as readonly string[]).includes(status) ? (status as TicketListParams["filters"]["status"]) : "",
      priority: (TICKET_PRIORITIES as readonly string[]).includes(priority) ? (priority as TicketPriorityValue) : "",
      assignee: clip(p.get("assignee"), 64),
      overdue: p.get("overdue") === "1",
    },
    sort: (TICKET_SORTS as readonly string[]).includes(sort) ? (sort as TicketListParams["sort"]) : "created",
    dir: p.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    last: p.get("last") === "1",
  };
}

/** One page with the paging the shared Pagination reads, and the six counts over the same filters (status aside). */
export function ticketPage(user: AccessUser, params: TicketListParams, now = new Date()) {
  const scope = ticketScope(user);
  const { rows, total, page, pageCount } = listTickets(scope, params, now);
  const from = total ? (page - 1) * TICKET_PAGE_SIZE + 1 : 0;
  const info = { total, capped: false, page, pageCount, from, to: from ? from + rows.length - 1 : 0, next: page < pageCount ? String(page + 1) : null, prev: page > 1 ? String(page - 1) : null, isFirst: page === 1, isLast: page === pageCount };
  const { status: _status, ...others } = params.filters;
  return { rows, info, counts: ticketCounts(scope, others, now) };
}

// ------------------------------------------------------------------ the customer's link (invoice e-mail)

export { supportPath, supportToken } from "./support-link.server";

/** The billing the token names, or a 404/410 Response a customer can act on (an altered link, or an expired one). */
export async function billingOfSupportToken(token: string): Promise<TicketBilling> {
  try {
    const { payload } = await jwtVerify(token, supportKey(), { issuer: "digimon", audience: SUPPORT_AUDIENCE, algorithms: ["HS256"] });
    const billing = payload.sub ? billingForTicket(payload.sub) : null;
    if (!billing || billing.id !== payload.sub) throw httpError(404, "This support link is not valid. Use the link in your latest invoice e-mail.");
    return billing;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof errors.JWTExpired) throw httpError(410, "This support link has expired. Use the link in your latest invoice e-mail, or contact us by phone.");
    throw httpError(404, "This support link is not valid. Use the link in your latest invoice e-mail.");
  }
}

const CUSTOMER_LIMIT = { attempts: 5, windowMs: 60 * 60_000 };

/** The customer as the workflow's actor: no user row; the ticket's source says it came from the customer. */
const customerActor = (name: string): Actor => ({ id: "customer", name: name || "Customer", roles: [], referenceId: "99999", via: "api" });

export type CustomerReport = { name: string; email: string; phone: string; title: string; description: string };

/**
 * The public form: opens a ticket about the billing, or (while the customer's earlier ticket on it is still open)
 * adds the message to that ticket as a customer comment and tells its assignee. Rate-limited per address and billing.
 */
export function reportProblem(billing: TicketBilling, input: CustomerReport, address: string | null): { ticketNumber: string; added: boolean } {
  const byClient = hit(`support-client:${address ?? "unknown"}`, CUSTOMER_LIMIT.attempts, CUSTOMER_LIMIT.windowMs);
  const byBilling = hit(`support-billing:${billing.id}`, CUSTOMER_LIMIT.attempts * 2, CUSTOMER_LIMIT.windowMs);
  if (!byClient.allowed || !byBilling.allowed) throw httpError(429, "Too many reports from here in a short time. Please wait an hour, or contact us by phone.");
  const at = new Date().toISOString();
  const actor = customerActor(input.name.trim());
  const result = writeTransaction((tx) => {
    const open = liveCustomerTicket(tx, billing.id);
    if (open) {
      insertComment(tx, { id: newId(), ticketId: open.id, authorId: null, authorName: actor.name, body: `${input.title.trim()}\n\n${input.description.trim()}`, visibility: "customer", fromCustomer: true, at });
      if (open.assigneeId) enqueueEffect(tx, "effect.notify", { kind: "ticket", entityId: open.id, template: "ticket.customerComment", assigneeId: open.assigneeId }, { kind: "ticket", id: open.id });
      return { ticketNumber: open.ticketId, added: true };
    }
    const id = newId();
    insertTicket(tx, {
      id, title: input.title.trim(), description: input.description.trim(), priority: "normal", billing,
      customerInfo: { name: input.name.trim(), phone: input.phone.trim(), email: input.email.trim() }, source: "customer", createdById: null, at,
    });
    workflow().startInTx(tx, "ticket", id, { ticketId: id }, actor);
    return { ticketNumber: getTicket(id, tx)!.ticketId, added: false };
  });
  kickOutbox();
  return result;
}

// ------------------------------------------------------------------ notifications to the assignee

function ticketMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const ticket = getTicket(String(payload.entityId ?? payload.ticketId));
  const assigneeId = String(payload.assigneeId ?? "");
  if (!ticket || !assigneeId) return null;
  const key = payload.template === "ticket.customerComment" ? "customerComment" : "assigned";
  return {
    recipientUserIds: [assigneeId],
    url: `/tickets/${ticket.id}`,
    textIn: (language) => {
      const t = translatorFor(language, "tickets") as unknown as (k: string, v?: Record<string, string>) => string;
      return { title: t(`notify.${key}.title`, { number: ticket.ticketId }), text: t(`notify.${key}.text`, { number: ticket.ticketId, title: ticket.title, customer: ticket.customerInfo.name }) };
    },
  };
}

export function registerTicketNotifications() {
  registerNotificationComposer("ticket", ticketMessage);
}

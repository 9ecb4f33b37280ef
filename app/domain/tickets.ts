/**
 * Support tickets' pure rules (issue 23): statuses as the dashboard counts them, priorities and their SLA hours,
 * and when a ticket is overdue. No I/O; the model and the screens share these.
 */
export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriorityValue = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUS_VALUES = ["open", "in progress", "on hold", "solved", "closed", "reopened"] as const;
export type TicketStatusValue = (typeof TICKET_STATUS_VALUES)[number];

/**
 * The spec's six dashboard counts (/mock/tickets/dashboard) and the list's status filter. A reopened ticket counts
 * as new: nobody works on it again yet (README Decisions, issue 23).
 */
export const TICKET_GROUPS = ["new", "inProgress", "onHold", "solved", "closed"] as const;
export type TicketGroup = (typeof TICKET_GROUPS)[number];
export const TICKET_GROUP_STATUSES: Record<TicketGroup, readonly TicketStatusValue[]> = {
  new: ["open", "reopened"],
  inProgress: ["in progress"],
  onHold: ["on hold"],
  solved: ["solved"],
  closed: ["closed"],
};
export const groupOfStatus = (status: string): TicketGroup => TICKET_GROUPS.find((g) => TICKET_GROUP_STATUSES[g].includes(status as TicketStatusValue)) ?? "new";

/** Wall-clock hours from opening (or reopening) to the due time, per priority (README Decisions, issue 23). */
export const TICKET_SLA_HOURS: Record<TicketPriorityValue, number> = { urgent: 4, high: 8, normal: 24, low: 72 };

const HOUR = 3_600_000;

/** The due time of a ticket opened (or reopened) at `fromIso` with this priority. */
export const slaDueFrom = (fromIso: string, priority: TicketPriorityValue) => new Date(new Date(fromIso).getTime() + TICKET_SLA_HOURS[priority] * HOUR).toISOString();

/** After a hold from `pausedIso` to `resumedIso` the due time moves forward by the time held. */
export const slaDueAfterHold = (dueIso: string, pausedIso: string, resumedIso: string) =>
  new Date(new Date(dueIso).getTime() + Math.max(0, new Date(resumedIso).getTime() - new Date(pausedIso).getTime())).toISOString();

/** The SLA clock runs while a ticket waits or is worked on; it is paused on hold and stopped once solved or closed. */
export const SLA_RUNNING_STATUSES: readonly TicketStatusValue[] = ["open", "in progress", "reopened"];

export function isOverdue(ticket: { status: string; slaDueAt: string | null }, now: Date = new Date()) {
  return Boolean(ticket.slaDueAt) && SLA_RUNNING_STATUSES.includes(ticket.status as TicketStatusValue) && ticket.slaDueAt! < now.toISOString();
}

/** TCK-{year}-{six digits}: one gapless series per calendar year (number_sequences scope "TCK:{year}"). */
export const ticketNumberScope = (year: string) => `TCK:${year}`;
export const formatTicketNumber = (year: string, sequence: number) => `TCK-${year}-${String(sequence).padStart(6, "0")}`;

export const READ_TICKET = "read:ticket";
export const MANAGE_TICKET = "manage:ticket";

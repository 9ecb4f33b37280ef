import { Link } from "@remix-run/react";
import { shortDate, Status } from "~/components/data-table/cells";
import { defineColumns, type ListTranslator } from "~/components/data-table/column";
import { DATE_FORMAT, excelDate } from "~/components/data-table/excel-format";
import { Badge } from "~/components/ui/badge";
import { formatDateTimeId } from "~/domain/dates";
import { isOverdue } from "~/domain/tickets";

/** A row of the ticket list as the screen and the Excel export read it (the loader's JSON). */
export type TicketRowView = {
  id: string;
  ticketId: string;
  title: string;
  status: string;
  priority: string;
  assigneeName: string | null;
  customerInfo: { name: string; phone: string; email: string };
  slaDueAt: string | null;
  source: string;
  createdAt: string;
  billingId: string | null;
  billingNumber: string | null;
  productCode: string | null;
  /** Computed by the loader at one moment, so the list and its export agree with the overdue filter. */
  overdue: boolean;
};

const tt = (t: ListTranslator, key: string) => (t as unknown as (k: string) => string)(`tickets:${key}`);
const header = (key: string) => `tickets:columns.${key}`;

/** The overdue mark, one component for the list and the ticket's page. */
export function OverdueBadge({ label }: { label: string }) {
  return (
    <Badge variant="destructive" className="whitespace-nowrap">
      {label}
    </Badge>
  );
}

export const withOverdue = <R extends { status: string; slaDueAt: string | null }>(rows: R[], now = new Date()) => rows.map((r) => ({ ...r, overdue: isOverdue(r, now) }));

/** The ticket list's columns: the table and the Excel export from one place. */
export const TICKET_COLUMNS = defineColumns<TicketRowView>([
  {
    id: "number",
    header: header("number"),
    sort: "number",
    cell: (r) => (
      <Link to={`/tickets/${r.id}`} prefetch="intent" className="font-medium text-primary hover:underline">
        {r.ticketId}
      </Link>
    ),
    excel: { value: (r) => r.ticketId, width: 20 },
  },
  { id: "title", header: header("title"), cell: (r) => r.title, excel: { value: (r) => r.title, width: 40 } },
  { id: "customer", header: header("customer"), cell: (r) => r.customerInfo.name, excel: { value: (r) => r.customerInfo.name, width: 28 } },
  {
    id: "billing",
    header: header("billing"),
    cell: (r) => (r.billingId ? <Link to={`/billings/${r.billingId}`} className="text-primary hover:underline">{r.billingNumber ?? "–"}</Link> : "–"),
    excel: { value: (r) => r.billingNumber, width: 22 },
  },
  { id: "priority", header: header("priority"), cell: (r, c) => tt(c.t, `priority.${r.priority}`), excel: { value: (r, c) => tt(c.t, `priority.${r.priority}`), width: 10 } },
  {
    id: "status",
    header: header("status"),
    cell: (r, c) => (
      <span className="flex flex-wrap items-center gap-1">
        <Status value={r.status} label={tt(c.t, `status.${r.status}`)} />
        {r.overdue ? <OverdueBadge label={tt(c.t, "overdue")} /> : null}
      </span>
    ),
    excel: { value: (r, c) => `${tt(c.t, `status.${r.status}`)}${r.overdue ? ` (${tt(c.t, "overdue")})` : ""}`, width: 22 },
  },
  { id: "assignee", header: header("assignee"), cell: (r, c) => r.assigneeName ?? tt(c.t, "fields.none"), excel: { value: (r) => r.assigneeName, width: 22 } },
  { id: "due", header: header("due"), sort: "due", cell: (r) => (r.slaDueAt ? formatDateTimeId(r.slaDueAt) : "–"), excel: { value: (r) => (r.slaDueAt ? excelDate(r.slaDueAt) : null), numFmt: DATE_FORMAT, width: 14 } },
  { id: "created", header: header("created"), sort: "created", firstDir: "desc", cell: (r) => shortDate(r.createdAt), excel: { value: (r) => excelDate(r.createdAt), numFmt: DATE_FORMAT, width: 12 } },
]);

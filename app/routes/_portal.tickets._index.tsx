import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, FilterForm, Pagination } from "~/components/data-table/data-table";
import { SelectFilter } from "~/components/data-table/filters";
import { filterQuery } from "~/components/data-table/url-state";
import { PageHeader } from "~/components/layout/page-header";
import { TICKET_COLUMNS, withOverdue } from "~/components/tickets/columns";
import { TicketCounts } from "~/components/tickets/ticket-counts";
import { Button } from "~/components/ui/button";
import { MANAGE_TICKET, READ_TICKET, TICKET_PRIORITIES } from "~/domain/tickets";
import { pageMeta } from "~/lib/page-meta";
import { ticketAssignees } from "~/models/ticket.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { parseTicketParams, ticketPage } from "~/services/tickets.server";

export const meta = pageMeta;
export const handle = { title: "tickets:title.list" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_TICKET);
  const params = parseTicketParams(new URL(request.url));
  const now = new Date();
  const { rows, info, counts } = ticketPage(user, params, now);
  const t = await requestTranslator(request, context, "tickets");
  return json({
    pageTitle: t("title.list"), rows: withOverdue(rows, now), info, counts, filters: params.filters, sort: params.sort, dir: params.dir,
    assignees: ticketAssignees(), mayOpen: hasPermission(user, MANAGE_TICKET),
  });
}

export default function TicketsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("tickets");
  const { t: tl } = useTranslation("lists");
  const { search } = useLocation();
  const query = filterQuery(search);
  const f = data.filters;
  // Each count links to the list with that status and the other filters kept (the page starts again at 1).
  const statusHref = (status: string) => {
    const p = new URLSearchParams(search);
    p.delete("page");
    p.delete("last");
    if (status) p.set("status", status);
    else p.delete("status");
    const qs = p.toString();
    return `/tickets${qs ? `?${qs}` : ""}`;
  };
  return (
    <>
      <PageHeader
        title={t("title.list")}
        description={t("description.list")}
        crumbs={[{ label: t("title.list") }]}
        actions={
          data.mayOpen ? (
            <Button asChild>
              <Link to="/tickets/new">{t("newTicket")}</Link>
            </Button>
          ) : null
        }
      />
      <div className="mb-4">
        <TicketCounts counts={data.counts} current={f.status} hrefFor={statusHref} />
      </div>
      <section aria-label={tl("table.listOf", { noun: t("noun") })} className="rounded-lg border bg-card text-card-foreground shadow-sm">
        <FilterForm sort={data.sort} dir={data.dir} keep={{ status: f.status }} q={f.q} searchLabel={t("searchLabel")} searchPlaceholder={t("searchPlaceholder")} resetHref="/tickets" exportHref={`/tickets/export${query ? `?${query}` : ""}`}>
          <SelectFilter name="priority" label={t("filters.priority")} value={f.priority} options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))} />
          <SelectFilter name="assignee" label={t("filters.assignee")} value={f.assignee} options={[{ value: "none", label: t("filters.unassigned") }, ...data.assignees.map((a) => ({ value: a.id, label: a.name }))]} />
          <SelectFilter name="overdue" label={t("overdue")} value={f.overdue ? "1" : ""} options={[{ value: "1", label: t("filters.overdue") }]} />
        </FilterForm>
        <DataTable columns={TICKET_COLUMNS} rows={data.rows} products={[]} sort={data.sort} dir={data.dir} basePath="/tickets" rowTestId="ticket-row" emptyMessage={t("empty")} />
        <Pagination info={data.info} noun={t("noun")} />
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

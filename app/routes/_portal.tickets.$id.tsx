import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "~/components/documents/status-badge";
import { Timeline } from "~/components/documents/timeline";
import { PageHeader } from "~/components/layout/page-header";
import { OverdueBadge } from "~/components/tickets/columns";
import { type TicketActionName, TicketActions, TicketComments } from "~/components/tickets/ticket-panels";
import { ActionAlert } from "~/components/ui/action-alert";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTimeId } from "~/domain/dates";
import { isOverdue, MANAGE_TICKET, READ_TICKET } from "~/domain/tickets";
import { ReasonSchema, VersionSchema } from "~/lib/schemas/documents";
import { AssignSchema, CommentSchema } from "~/lib/schemas/tickets";
import { pageMeta } from "~/lib/page-meta";
import { timelineOf, workflowVersion } from "~/models/timeline.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { runIntent } from "~/services/form-actions.server";
import { httpError } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { changeTicket, commentOnTicket, requireReadableTicket, ticketDetail } from "~/services/tickets.server";

export const meta = pageMeta;

/** Which buttons each status offers (the machine decides again on the server). */
const ACTIONS: Record<string, readonly TicketActionName[]> = {
  open: ["assign", "start"],
  "in progress": ["assign", "hold", "solve"],
  "on hold": ["assign", "resume"],
  solved: ["close", "reopen"],
  closed: ["reopen"],
  reopened: ["assign", "start"],
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_TICKET);
  const ticket = requireReadableTicket(user, params.id!);
  const t = await requestTranslator(request, context, "tickets");
  const may = hasPermission(user, MANAGE_TICKET);
  return json({
    pageTitle: t("title.detail", { number: ticket.ticketId }),
    ticket,
    overdue: isOverdue(ticket),
    ...ticketDetail(user, ticket),
    timeline: timelineOf("ticket", ticket.id),
    version: workflowVersion("ticket", ticket.id),
    may,
    actions: may ? ACTIONS[ticket.status] ?? [] : [],
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_TICKET);
  const ticket = requireReadableTicket(user, params.id!);
  const formData = await request.formData();
  const intent = String(formData.get("intent"));
  const t = await requestTranslator(request, context, "tickets");
  const back = async (key: string) =>
    redirect(`/tickets/${ticket.id}`, {
      headers: await withToast(request, {
        kind: "success",
        title: t(`toast.${key}` as "toast.assign"),
      }),
    });
  switch (intent) {
    case "assign":
      return runIntent(intent, formData, AssignSchema, async ({ assigneeId, version }) => {
        changeTicket(user, ticket.id, "assign", { assigneeId, version });
        return back(intent);
      });
    case "start":
    case "resume":
    case "close":
      return runIntent(intent, formData, VersionSchema, async ({ version }) => {
        changeTicket(user, ticket.id, intent, { version });
        return back(intent);
      });
    case "hold":
    case "solve":
    case "reopen":
      return runIntent(intent, formData, ReasonSchema, async ({ message, version }) => {
        changeTicket(user, ticket.id, intent, { message, version });
        return back(intent);
      });
    case "comment":
      return runIntent(intent, formData, CommentSchema, async ({ body, visibility }) => {
        commentOnTicket(user, ticket.id, body, visibility);
        return back("comment");
      });
    default:
      throw httpError(400, "Unknown action");
  }
}

export default function TicketPage() {
  const { ticket, overdue, billing, comments, assignees, timeline, version, may, actions, pageTitle } = useLoaderData<typeof loader>();
  const actionData = useActionData<{
    intent?: string;
    message?: string;
    fieldErrors?: Record<string, string[]>;
  }>();
  const { t } = useTranslation("tickets");
  const errorsOf = (intent: string, field: string) => (actionData?.intent === intent ? actionData.fieldErrors?.[field] : undefined);
  const rows: [string, React.ReactNode][] = [
    [
      t("fields.billing"),
      billing ? (
        <Link className="text-primary hover:underline" to={`/billings/${billing.id}`}>
          {billing.number ?? billing.id}
        </Link>
      ) : null,
    ],
    [t("fields.product"), billing?.product ?? null],
    [t("fields.customerName"), ticket.customerInfo.name],
    [t("fields.customerPhone"), ticket.customerInfo.phone || null],
    [t("fields.customerEmail"), ticket.customerInfo.email || null],
    [t("fields.priority"), t(`priority.${ticket.priority}`)],
    [t("fields.source"), t(`source.${ticket.source}`)],
    [t("fields.assignee"), ticket.assigneeName ?? t("fields.none")],
    [t("fields.due"), ticket.slaDueAt ? formatDateTimeId(ticket.slaDueAt) : null],
    [t("fields.created"), formatDateTimeId(ticket.createdAt)],
    [t("fields.holdReason"), ticket.status === "on hold" ? ticket.holdReason : null],
    [t("fields.resolution"), ticket.resolution],
    [t("fields.reopenReason"), ticket.reopenReason],
    [t("fields.solvedAt"), ticket.solvedAt ? formatDateTimeId(ticket.solvedAt) : null],
    [t("fields.closedAt"), ticket.closedAt ? formatDateTimeId(ticket.closedAt) : null],
  ];
  return (
    <>
      <PageHeader
        title={pageTitle}
        description={ticket.title}
        crumbs={[{ label: t("title.list"), to: "/tickets" }, { label: ticket.ticketId }]}
        actions={
          <span className="flex items-center gap-2">
            <StatusBadge value={ticket.status} label={t(`status.${ticket.status}`)} />
            {overdue ? <OverdueBadge label={t("overdue")} /> : null}
          </span>
        }
      />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={t("detail.details")}>
            <p className="mb-4 whitespace-pre-line text-sm">{ticket.description}</p>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            {ticket.slaPausedAt ? (
              <p className="mt-3 text-sm text-muted-foreground">
                {t("fields.paused", {
                  since: formatDateTimeId(ticket.slaPausedAt),
                })}
              </p>
            ) : null}
          </SectionCard>
          <TicketComments comments={comments} may={may} errors={errorsOf("comment", "body")} />
          <SectionCard title={t("detail.history")}>
            <Timeline entries={timeline} />
          </SectionCard>
        </div>
        <TicketActions may={may} actions={actions} version={version} assignees={assignees} assigneeId={ticket.assigneeId} errorsOf={errorsOf} />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Check, CheckCheck, ChevronLeft, ChevronRight, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { RelativeTime } from "~/components/layout/relative-time";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDateTimeId } from "~/domain/dates";
import { countUnread, listNotifications } from "~/models/notification.server";
import { pageMeta } from "~/lib/page-meta";
import { cn } from "~/lib/utils";
import { requireUser } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { toFeedItem } from "~/services/shell.server";

export const meta = pageMeta;
export const handle = { title: "shell:notificationsPage.title" };

export const PAGE_SIZE = 20;

const QuerySchema = z.object({
  filter: z.enum(["all", "unread"]).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** Every notification of the signed-in person, newest first, with paging and an unread/all filter in the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { filter, page } = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total } = listNotifications(user.id, { unreadOnly: filter === "unread", limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const all = filter === "all" ? total : listNotifications(user.id, { limit: 0 }).total;
  const t = await requestTranslator(request, context, "shell");
  return json({ pageTitle: t("notificationsPage.title"), filter, page, total, all, unread: countUnread(user.id), pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), items: rows.map(toFeedItem) });
}

export default function NotificationsPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const { t } = useTranslation(["shell", "common"]);
  const here = `${location.pathname}${location.search}`;
  const href = (changes: Record<string, string | number>) => {
    const params = new URLSearchParams({ filter: data.filter, page: String(data.page), ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, String(v)])) });
    if (params.get("filter") === "all") params.delete("filter");
    if (params.get("page") === "1") params.delete("page");
    const q = params.toString();
    return q ? `?${q}` : ".";
  };
  const first = data.total === 0 ? 0 : (data.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(data.page * PAGE_SIZE, data.total);

  return (
    <div>
      <PageHeader
        title={t("notificationsPage.title")}
        crumbs={[{ label: t("notificationsPage.title") }]}
        description={t("notificationsPage.description")}
        actions={
          <Form method="post" action="/resources/notifications">
            <input type="hidden" name="redirectTo" value={here} />
            <Button type="submit" name="intent" value="read-all" variant="outline" size="sm" disabled={data.unread === 0}>
              <CheckCheck aria-hidden="true" /> {t("notificationsPage.markAllRead")}
            </Button>
          </Form>
        }
      />
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-2.5">
          <nav aria-label={t("notificationsPage.filter")} className="inline-flex rounded-lg bg-muted p-1 text-sm">
            {(["all", "unread"] as const).map((f) => (
              <Link
                key={f}
                to={href({ filter: f, page: 1 })}
                aria-current={data.filter === f ? "page" : undefined}
                className={cn("rounded-md px-3 py-1 font-medium text-muted-foreground transition-colors", data.filter === f && "bg-card text-foreground shadow")}
              >
                {f === "all" ? t("notificationsPage.all") : t("notificationsPage.unread")} <span className="ms-1 tabular-nums text-xs">{f === "all" ? data.all : data.unread}</span>
              </Link>
            ))}
          </nav>
          <p className="text-xs text-muted-foreground tabular-nums">{data.total ? t("notificationsPage.range", { first, last, total: data.total }) : ""}</p>
        </div>
        {data.items.length === 0 ? (
          <p className="px-4 py-16 text-center text-sm text-muted-foreground">{t("common:noData")}</p>
        ) : (
          <ul className="divide-y" aria-label={t("notificationsPage.list")}>
            {data.items.map((n) => (
              <li key={n.id} className={cn("flex items-start gap-3 px-4 py-3", !n.readAt && "bg-primary/[0.035]")}>
                <span aria-hidden="true" className={cn("mt-2 size-2 shrink-0 rounded-full", n.readAt ? "bg-border" : "bg-primary")} />
                <div className="min-w-0 flex-1">
                  <p className={cn("text-sm", !n.readAt && "font-semibold")}>
                    {n.title}
                    {n.readAt ? null : <span className="sr-only">{t("notificationsPage.unreadMark")}</span>}
                  </p>
                  <p className="text-sm text-muted-foreground">{n.text}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    <RelativeTime wire={n.createdAt} /> · {formatDateTimeId(n.createdIso)} WIB
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  {n.readAt ? null : (
                    <Form method="post" action="/resources/notifications">
                      <input type="hidden" name="id" value={n.id} />
                      <input type="hidden" name="redirectTo" value={here} />
                      <Button type="submit" name="intent" value="read" variant="ghost" size="sm" aria-label={t("notificationsPage.markReadLabel", { title: n.title })}>
                        <Check aria-hidden="true" /> <span className="hidden sm:inline">{t("notificationsPage.markRead")}</span>
                      </Button>
                    </Form>
                  )}
                  {n.url ? (
                    <Form method="post" action="/resources/notifications">
                      <input type="hidden" name="id" value={n.id} />
                      <Button type="submit" name="intent" value="open" variant="outline" size="sm" aria-label={t("notificationsPage.openLabel", { title: n.title })}>
                        {t("notificationsPage.open")} <ExternalLink aria-hidden="true" />
                      </Button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {data.pages > 1 ? (
          <nav aria-label={t("notificationsPage.pages")} className="flex items-center justify-between gap-2 border-t px-4 py-2.5 text-sm">
            <span className="text-xs text-muted-foreground">
              {t("notificationsPage.pageOf", { page: data.page, pages: data.pages })}
            </span>
            <span className="flex gap-1">
              <Button asChild variant="outline" size="sm" aria-disabled={data.page <= 1}>
                <Link to={href({ page: Math.max(1, data.page - 1) })} rel="prev">
                  <ChevronLeft aria-hidden="true" className="rtl:rotate-180" /> {t("notificationsPage.previous")}
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm" aria-disabled={data.page >= data.pages}>
                <Link to={href({ page: Math.min(data.pages, data.page + 1) })} rel="next">
                  {t("notificationsPage.next")} <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
                </Link>
              </Button>
            </span>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ArrowRight, Bell, Bookmark, Package, ShieldCheck } from "lucide-react";
import { SummaryDashboard } from "~/components/dashboard/summary-dashboard";
import { summaryView } from "~/services/dashboards/summary.server";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { MenuIcon } from "~/components/layout/menu-icon";
import { RelativeTime } from "~/components/layout/relative-time";
import { useTranslatedMenu } from "~/components/layout/menu-title";
import { type ShellMenuNode, useRoleLabel } from "~/components/layout/shell-types";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateId, TIME_ZONE } from "~/domain/dates";
import { pageMeta } from "~/lib/page-meta";
import { listBookmarks } from "~/models/bookmark.server";
import { countUnread, listNotifications } from "~/models/notification.server";
import { allProducts, productsOfUser } from "~/models/profile.server";
import type { loader as rootLoader } from "~/root";
import { hasPermission, requireUser } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { toFeedItem } from "~/services/shell.server";

export const meta = pageMeta;
export const handle = { title: "shell:dashboard.title" };

/** The part of the day in Jakarta, for the greeting (shell:dashboard.greeting.*). */
function partOfDay(now: Date) {
  const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", hourCycle: "h23" }).format(now));
  return hour < 11 ? ("morning" as const) : hour < 15 ? ("midday" as const) : hour < 19 ? ("afternoon" as const) : ("evening" as const);
}

/** Each role's home: the summary dashboard (issue 22; none without read:invoice, e.g. a partner), then the person's open work. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const mine = productsOfUser(user.id);
  const seesAll = hasPermission(user, "read:product:any");
  const now = new Date();
  const t = await requestTranslator(request, context, "shell");
  return json({
    summary: hasPermission(user, "read:invoice") ? summaryView(user, new URL(request.url).searchParams, now) : null,
    pageTitle: t("dashboard.title"),
    greeting: partOfDay(now),
    today: formatDateId(now),
    unread: countUnread(user.id),
    latest: listNotifications(user.id, { limit: 6 }).rows.map(toFeedItem),
    products: mine.length || !seesAll ? mine.map((p) => ({ ...p, mine: true })) : allProducts().map((p) => ({ ...p, roles: [] as string[], isInvoiceSigner: false, mine: false })),
    pinned: listBookmarks(user.id).shown.length,
    division: user.division.name,
    unit: user.unit.name,
  });
}

const flatten = (nodes: ShellMenuNode[]): ShellMenuNode[] => nodes.flatMap((n) => (n.kind === "group" ? flatten(n.children) : n.kind === "header" ? [] : [n]));

function Stat({ icon, label, value, to, tone }: { icon: ReactNode; label: string; value: ReactNode; to?: string; tone: string }) {
  const body = (
    <CardContent className="flex items-center gap-3 p-4">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>{icon}</span>
      <span className="min-w-0">
        <span className="block text-xs text-muted-foreground">{label}</span>
        <span className="block truncate text-lg font-semibold tabular-nums">{value}</span>
      </span>
    </CardContent>
  );
  return <Card className="transition-shadow hover:shadow-md">{to ? <Link to={to} className="block rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring">{body}</Link> : body}</Card>;
}

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user;
  const { t } = useTranslation(["shell", "common", "dashboardSummary"]);
  const roleLabel = useRoleLabel();
  const links = flatten(useTranslatedMenu((root?.menu ?? []) as ShellMenuNode[])).filter((n) => n.url !== "/");
  const number = new Intl.NumberFormat("id-ID");
  const mine = data.products.some((p) => p.mine);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs text-muted-foreground">{data.today}</p>
          <h1 className="text-xl font-semibold tracking-tight">{t("dashboard.title")}</h1>
          <p className="text-sm text-muted-foreground">
            <Trans t={t} i18nKey="dashboard.openWork" values={{ greeting: t(`dashboard.greeting.${data.greeting}`), name: user?.displayName ?? "" }} components={{ name: <span className="font-medium text-foreground" /> }} />
          </p>
        </div>
      </div>

      {data.summary ? <SummaryDashboard summary={data.summary} /> : <p className="text-sm text-muted-foreground">{t("dashboardSummary:noFigures")}</p>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat icon={<Bell className="size-5" aria-hidden="true" />} label={t("dashboard.unreadNotifications")} value={number.format(data.unread)} to="/notification?filter=unread" tone="bg-primary/10 text-primary" />
        <Stat icon={<Package className="size-5" aria-hidden="true" />} label={mine ? t("dashboard.yourProducts") : t("dashboard.products")} value={number.format(data.products.length)} to={links.some((l) => l.url === "/products") ? "/products" : undefined} tone="bg-success/10 text-success" />
        <Stat icon={<Bookmark className="size-5" aria-hidden="true" />} label={t("dashboard.pinnedPages")} value={`${data.pinned} / 10`} tone="bg-info/10 text-info" />
        <Stat icon={<ShieldCheck className="size-5" aria-hidden="true" />} label={t("dashboard.signedInAs")} value={roleLabel(user?.role ?? "")} to="/profile" tone="bg-warning/15 text-warning" />
      </div>

      <div className="grid gap-4 xl:grid-cols-5">
        <Card className="min-w-0 xl:col-span-3">
          <CardHeader className="flex-row items-center justify-between space-y-0">
            <div className="space-y-1">
              <CardTitle asChild><h2>{t("dashboard.latestNotifications")}</h2></CardTitle>
              <CardDescription>{data.unread ? t("dashboard.unreadCount", { number: number.format(data.unread) }) : t("dashboard.upToDate")}</CardDescription>
            </div>
            <Link to="/notification" className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline">
              {t("dashboard.viewAll")} <ArrowRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />
            </Link>
          </CardHeader>
          <CardContent className="p-0">
            {data.latest.length === 0 ? (
              <p className="px-4 pb-6 text-sm text-muted-foreground">{t("common:noData")}</p>
            ) : (
              <ul className="divide-y border-t">
                {data.latest.map((n) => (
                  <li key={n.id}>
                    <form method="post" action="/resources/notifications">
                      <input type="hidden" name="intent" value="open" />
                      <input type="hidden" name="id" value={n.id} />
                      <button type="submit" className="flex w-full items-start gap-3 px-4 py-3 text-start outline-none transition-colors hover:bg-muted/60 focus-visible:bg-muted/60">
                        <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${n.readAt ? "bg-border" : "bg-primary"}`} />
                        <span className="min-w-0 flex-1">
                          <span className={`block truncate text-sm ${n.readAt ? "" : "font-semibold"}`}>{n.title}</span>
                          <span className="block truncate text-xs text-muted-foreground">{n.text}</span>
                        </span>
                        <RelativeTime wire={n.createdAt} className="shrink-0 text-[11px] text-muted-foreground" />
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card className="min-w-0 xl:col-span-2">
          <CardHeader>
            <CardTitle asChild><h2>{mine ? t("dashboard.yourProducts") : t("dashboard.products")}</h2></CardTitle>
            <CardDescription>{mine ? t("dashboard.yourProductsNote") : data.products.length ? t("dashboard.everyProduct") : t("dashboard.noProducts")}</CardDescription>
          </CardHeader>
          <CardContent>
            {data.products.length === 0 ? (
              <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t("dashboard.askOwner")}</p>
            ) : (
              <ul className="space-y-2">
                {data.products.map((p) => (
                  <li key={p.id} className="flex items-center gap-3 rounded-md border px-3 py-2">
                    <span className="relative flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md bg-primary/10 text-xs font-bold text-primary">
                      {p.code}
                      {p.imageLogo ? <img src={p.imageLogo} alt="" className="absolute inset-0 size-full bg-card object-contain" /> : null}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{p.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">{p.description}</span>
                    </span>
                    <div className="flex shrink-0 flex-wrap justify-end gap-1">
                      {p.roles.map((r) => (
                        <Badge key={r} variant="secondary" className="capitalize">
                          {t(`dashboard.productRoles.${r as "owner" | "member" | "operational"}`)}
                        </Badge>
                      ))}
                      {p.isInvoiceSigner ? <Badge variant="warning">{t("dashboard.signer")}</Badge> : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle asChild><h2>{t("dashboard.quickLinks")}</h2></CardTitle>
          <CardDescription>{[t("dashboard.quickLinksNote"), data.division, data.unit].filter(Boolean).join(" · ")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {links.map((l) => (
              <li key={l.id}>
                {l.kind === "external" ? (
                  <a href={l.url ?? "#"} target={l.newTab ? "_blank" : undefined} rel="noopener noreferrer" className="flex items-center gap-3 rounded-md border px-3 py-2.5 text-sm font-medium transition-colors hover:border-primary/40 hover:bg-primary/5">
                    <MenuIcon value={l.icon} />
                    {l.title}
                  </a>
                ) : (
                  <Link to={l.url ?? "/"} className="flex items-center gap-3 rounded-md border px-3 py-2.5 text-sm font-medium transition-colors hover:border-primary/40 hover:bg-primary/5">
                    <MenuIcon value={l.icon} />
                    {l.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

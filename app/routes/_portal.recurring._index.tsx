import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { Plus, Search } from "lucide-react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatDateId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { productsInScope } from "~/models/product.server";
import { listProfiles, orderOf, type RecurringStatus } from "~/models/recurring.server";
import { listScope } from "~/services/access-scope.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";

export const meta = pageMeta;
export const handle = { title: "recurring:title.list" };

const STATUSES: RecurringStatus[] = ["Idle", "Active", "Paused", "Finished", "Stopped"];
export const STATUS_VARIANT: Record<RecurringStatus, NonNullable<BadgeProps["variant"]>> = { Idle: "outline", Active: "success", Paused: "warning", Finished: "secondary", Stopped: "destructive" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:recurring");
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const scope = listScope(user, "billing");
  const { rows, total, page, perPage } = listProfiles(scope, {
    status: (STATUSES as string[]).includes(status) ? (status as RecurringStatus) : "",
    productId: url.searchParams.get("product") ?? undefined,
    q: url.searchParams.get("q") ?? undefined,
    page: Number(url.searchParams.get("page")) || 1,
  });
  const t = await requestTranslator(request, context, "recurring");
  return json({
    pageTitle: t("title.list"),
    canManage: hasPermission(user, "manage:recurring"),
    products: productsInScope(scope).map((p) => ({ id: p.id, name: p.name, productCode: p.productCode })),
    total,
    page,
    perPage,
    rows: rows.map(({ profile: p, productName, productCode }) => ({
      id: p.id, recurringId: p.recurringId, name: p.name, status: p.status, frequency: p.frequency, occurence: p.occurence, numOfBillingSent: p.numOfBillingSent,
      nextBillingDate: p.nextBillingDate, customer: orderOf(p).to.company || orderOf(p).to.name, grandTotal: orderOf(p).grandTotal, productName, productCode,
    })),
  });
}

export default function RecurringList() {
  const { t } = useTranslation("recurring");
  const { t: tc } = useTranslation("common");
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  const link = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next}`;
  };
  return (
    <div>
      <PageHeader
        title={t("title.list")}
        description={t("list.description")}
        crumbs={[{ label: t("title.list") }]}
        actions={
          data.canManage ? (
            <Button asChild>
              <Link to="/recurring/new">
                <Plus aria-hidden="true" /> {t("list.newProfile")}
              </Link>
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
            <div className="grid gap-1.5">
              <Label htmlFor="recurring-q">{tc("search")}</Label>
              <Input id="recurring-q" name="q" defaultValue={params.get("q") ?? ""} placeholder={t("list.searchPlaceholder")} className="w-64" />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="recurring-status">{tc("status")}</Label>
              <NativeSelect id="recurring-status" name="status" defaultValue={params.get("status") ?? ""} className="w-40">
                <option value="">{t("list.anyStatus")}</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="recurring-product">{tc("product")}</Label>
              <NativeSelect id="recurring-product" name="product" defaultValue={params.get("product") ?? ""} className="w-52">
                <option value="">{t("list.anyProduct")}</option>
                {data.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.productCode} · {p.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" /> {tc("filter")}
            </Button>
          </Form>
          <Table aria-label={t("list.tableLabel")}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("list.profile")}</TableHead>
                <TableHead>{tc("customer")}</TableHead>
                <TableHead>{tc("product")}</TableHead>
                <TableHead>{t("list.frequency")}</TableHead>
                <TableHead className="text-end">{t("list.eachBilling")}</TableHead>
                <TableHead className="text-end">{t("list.billings")}</TableHead>
                <TableHead>{t("list.nextBilling")}</TableHead>
                <TableHead>{tc("status")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.rows.length === 0 ? (
                <TableEmptyRow colSpan={8} className="py-8">
                  {t("list.empty")}
                </TableEmptyRow>
              ) : (
                data.rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      <Link to={`/recurring/${r.id}`} className="font-medium text-primary hover:underline">
                        {r.name}
                      </Link>
                      <div className="text-xs text-muted-foreground">{r.recurringId}</div>
                    </TableCell>
                    <TableCell>{r.customer}</TableCell>
                    <TableCell>{r.productCode}</TableCell>
                    <TableCell>{t(`frequency.${r.frequency}`)}</TableCell>
                    <TableCell className="text-end">{formatRupiah(r.grandTotal)}</TableCell>
                    <TableCell className="text-end">
                      {r.numOfBillingSent} / {r.occurence}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{r.nextBillingDate ? formatDateId(r.nextBillingDate) : "–"}</TableCell>
                    <TableCell>
                      <Badge variant={STATUS_VARIANT[r.status]}>{t(`status.${r.status}`)}</Badge>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <nav aria-label={t("list.pages")} className="flex items-center justify-between text-sm text-muted-foreground">
            <span>{t("list.count", { count: data.total })}</span>
            {pages > 1 ? (
              <span className="flex items-center gap-3">
                {data.page > 1 ? <Link to={link(data.page - 1)}>{tc("previous")}</Link> : null}
                <span>{t("list.pageOf", { page: data.page, pages })}</span>
                {data.page < pages ? <Link to={link(data.page + 1)}>{tc("next")}</Link> : null}
              </span>
            ) : null}
          </nav>
        </CardContent>
      </Card>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

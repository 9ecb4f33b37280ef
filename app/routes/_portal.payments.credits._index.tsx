import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { listCustomerCredits } from "~/models/customer-credit.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { paymentScope, READ_PAYMENT } from "~/services/payment-screens.server";
import { parseCreditParams } from "~/services/payments/credit.server";

export const meta = pageMeta;
export const handle = { title: "payments:credits.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PAYMENT);
  const filters = parseCreditParams(new URL(request.url));
  const t = await requestTranslator(request, context, "payments");
  return json({ pageTitle: t("credits.title"), filters, ...listCustomerCredits(paymentScope(user), filters) });
}

export default function CustomerCreditsPage() {
  const { filters: f, rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payments");
  const { search } = useLocation();
  const pageHref = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `/payments/credits?${params.toString()}`;
  };
  return (
    <>
      <PageHeader title={t("credits.title")} description={t("credits.description")} crumbs={[{ label: t("title.list"), to: "/payments" }, { label: t("credits.title") }]} />
      <section aria-label={t("credits.title")} className="rounded-lg border bg-card text-card-foreground shadow-sm">
        <Form method="get" className="flex flex-wrap items-end gap-2 border-b p-3">
          <div className="min-w-[14rem] flex-1 space-y-1">
            <Label htmlFor="credits-q" className="text-xs text-muted-foreground">
              {t("credits.searchLabel")}
            </Label>
            <Input id="credits-q" name="q" type="search" defaultValue={f.q} placeholder={t("credits.searchPlaceholder")} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="credits-balance" className="text-xs text-muted-foreground">
              {t("credits.balanceFilter")}
            </Label>
            <NativeSelect id="credits-balance" name="balance" defaultValue={f.balance}>
              <option value="open">{t("credits.balanceOpen")}</option>
              <option value="all">{t("credits.balanceAll")}</option>
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="credits-sort" className="text-xs text-muted-foreground">
              {t("credits.sortLabel")}
            </Label>
            <NativeSelect id="credits-sort" name="sort" defaultValue={f.sort}>
              <option value="balance">{t("credits.sortBalance")}</option>
              <option value="name">{t("credits.sortName")}</option>
              <option value="latest">{t("credits.sortLatest")}</option>
            </NativeSelect>
          </div>
          <Button type="submit" size="sm">
            {t("credits.filter")}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to="/payments/credits">{t("credits.reset")}</Link>
          </Button>
        </Form>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("credits.customer")}</TableHead>
              <TableHead className="text-right">{t("credits.available")}</TableHead>
              <TableHead className="text-right">{t("credits.received")}</TableHead>
              <TableHead className="text-right">{t("credits.spent")}</TableHead>
              <TableHead>{t("credits.latest")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length ? (
              rows.map((r) => (
                <TableRow key={r.customerId} data-testid="credit-row">
                  <TableCell>
                    <Link to={`/payments/credits/${r.customerId}`} className="font-medium text-primary hover:underline">
                      {r.customerName}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{formatRupiah(r.available)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatRupiah(r.granted)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatRupiah(r.spent)}</TableCell>
                  <TableCell>{formatDateTimeId(r.latestAt)}</TableCell>
                </TableRow>
              ))
            ) : (
              <TableRow>
                <TableCell colSpan={5} className="text-center text-muted-foreground">
                  {t("credits.empty")}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <nav aria-label={t("credits.noun")} className="flex items-center justify-between gap-2 border-t p-3 text-sm">
          <span>{`${t("credits.page", { page, pages: pageCount })} · ${total} ${t("credits.noun")}`}</span>
          <span className="flex gap-2">
            {page > 1 ? (
              <Button variant="outline" size="sm" asChild>
                <Link to={pageHref(page - 1)}>{t("credits.previous")}</Link>
              </Button>
            ) : null}
            {page < pageCount ? (
              <Button variant="outline" size="sm" asChild>
                <Link to={pageHref(page + 1)}>{t("credits.next")}</Link>
              </Button>
            ) : null}
          </span>
        </nav>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

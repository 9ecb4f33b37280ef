import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ListChecks, Upload, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DataTable, FilterForm, Pagination } from "~/components/data-table/data-table";
import { AmountFilter, RangeFilter, SelectFilter, useStatusOptions } from "~/components/data-table/filters";
import { filterQuery } from "~/components/data-table/url-state";
import { PageHeader } from "~/components/layout/page-header";
import { PAYMENT_COLUMNS } from "~/components/payments/columns";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";
import { PAYMENT_MATCH_STATUSES, PAYMENT_STATUSES } from "~/domain/payment-statuses";
import { listPayments, paymentBanksAndAccounts } from "~/models/payment-screens.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { MANAGE_SETTLEMENT, parsePaymentParams, paymentScope, READ_PAYMENT } from "~/services/payment-screens.server";

export const meta = pageMeta;
export const handle = { title: "payments:title.list" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PAYMENT);
  const params = parsePaymentParams(new URL(request.url));
  const { rows, info } = listPayments(paymentScope(user), params);
  const t = await requestTranslator(request, context, "payments");
  return json({
    pageTitle: t("title.list"),
    rows,
    info,
    filters: params.filters,
    sort: params.sort,
    dir: params.dir,
    options: paymentBanksAndAccounts(),
    maySettle: hasPermission(user, MANAGE_SETTLEMENT),
  });
}

export default function PaymentsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("payments");
  const { t: tl } = useTranslation("lists");
  const { search } = useLocation();
  const query = filterQuery(search);
  const f = data.filters;
  const matchOptions = useStatusOptions(PAYMENT_MATCH_STATUSES);
  const statusOptions = useStatusOptions(PAYMENT_STATUSES);
  return (
    <>
      <PageHeader
        title={t("title.list")}
        description={t("description.list")}
        crumbs={[{ label: t("title.list") }]}
        actions={
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              <Link to="/payments/credits">
                <Wallet aria-hidden="true" /> {t("actions.credits")}
              </Link>
            </Button>
            {data.maySettle ? (
              <>
                <Button variant="outline" asChild>
                  <Link to="/payments/unmatched" prefetch="intent">
                    <ListChecks aria-hidden="true" /> {t("actions.unmatched")}
                  </Link>
                </Button>
                <Button asChild>
                  <Link to="/payments/import">
                    <Upload aria-hidden="true" /> {t("actions.import")}
                  </Link>
                </Button>
              </>
            ) : null}
          </div>
        }
      />
      <section aria-label={tl("table.listOf", { noun: t("noun") })} className="rounded-lg border bg-card text-card-foreground shadow-sm">
        <FilterForm sort={data.sort} dir={data.dir} q={f.q} searchLabel={t("searchLabel")} searchPlaceholder={t("searchPlaceholder")} resetHref="/payments" exportHref={`/payments/export${query ? `?${query}` : ""}`}>
          <SelectFilter name="status_match" label={t("filters.statusMatch")} value={f.statusMatch} options={matchOptions} />
          <SelectFilter name="status_payment" label={t("filters.statusPayment")} value={f.statusPayment} options={statusOptions} />
          <SelectFilter name="bank" label={t("filters.bank")} value={f.bank} options={data.options.banks.map((b) => ({ value: b, label: b.toUpperCase() }))} />
          <SelectFilter name="account" label={t("filters.account")} value={f.account} options={data.options.accounts.map((a) => ({ value: a, label: a }))} />
          <RangeFilter label={t("filters.date")} type="date" from={{ name: "from", value: f.dateFrom }} to={{ name: "to", value: f.dateTo }} />
          <AmountFilter label={t("filters.amount")} min={f.amountMin} max={f.amountMax} />
        </FilterForm>
        <DataTable columns={PAYMENT_COLUMNS} rows={data.rows} products={[]} sort={data.sort} dir={data.dir} basePath="/payments" rowTestId="payment-row" emptyMessage={t("empty")} />
        <Pagination info={data.info} noun={t("noun")} />
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

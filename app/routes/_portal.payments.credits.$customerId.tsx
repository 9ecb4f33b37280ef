import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { ApplyCreditForm, RefundCreditForm } from "~/components/payments/customer-credit-forms";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateShortId, formatDateTimeId, todayInJakarta } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { ApplyCreditSchema, RefundCreditSchema } from "~/lib/schemas/customer-credit";
import { pageMeta } from "~/lib/page-meta";
import { availableCredit, creditHistoryOf, openBillingsOfCustomer } from "~/models/customer-credit.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { MANAGE_SETTLEMENT, READ_PAYMENT } from "~/services/payment-screens.server";
import { applyCustomerCredit, refundCustomerCredit, requireReadableCustomerCredit } from "~/services/payments/credit.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PAYMENT);
  const { customer, scope } = requireReadableCustomerCredit(user, params.customerId!);
  const t = await requestTranslator(request, context, "payments");
  const maySettle = hasPermission(user, MANAGE_SETTLEMENT);
  return json({
    pageTitle: `${t("credits.title")} ${customer.name}`,
    customer,
    available: availableCredit(customer.id),
    history: creditHistoryOf(customer.id, scope),
    billings: maySettle ? openBillingsOfCustomer(customer.id, scope) : [],
    maySettle,
    today: todayInJakarta(new Date()),
  });
}

type ActionData = { intent: "apply" | "refund"; fieldErrors: Record<string, string[]>; message: string | null; values: Record<string, string> };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const { customer, scope } = requireReadableCustomerCredit(user, params.customerId!);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "apply" && intent !== "refund") throw httpError(400, "Unknown action");
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<ActionData>({ intent, fieldErrors, message, values }, { status });
  const t = await requestTranslator(request, context, "payments");
  try {
    if (intent === "apply") {
      const parsed = ApplyCreditSchema.safeParse(values);
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      // A billing outside the reader's scope is no billing to them (the same 404 as a missing one).
      if (scope !== null && !openBillingsOfCustomer(customer.id, scope, 1_000).some((b) => b.id === parsed.data.billingId)) throw httpError(404, "There is no such billing.", { field: "billingId" });
      const result = await applyCustomerCredit({ customerId: customer.id, billingId: parsed.data.billingId, amount: parsed.data.amount }, actorOf(user), clientAddress(request));
      const to = values.back === "billing" ? `/billings/${result.billingId}` : `/payments/credits/${customer.id}`;
      return redirect(to, { headers: await withToast(request, { kind: "success", title: t("credits.toastApplied", { number: result.billingNumber ?? "" }) }) });
    }
    const parsed = RefundCreditSchema.safeParse(values);
    if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
    await refundCustomerCredit({ customerId: customer.id, ...parsed.data }, actorOf(user), clientAddress(request));
    return redirect(`/payments/credits/${customer.id}`, { headers: await withToast(request, { kind: "success", title: t("credits.toastRefunded", { amount: formatRupiah(parsed.data.amount) }) }) });
  } catch (error) {
    // The service's refusals name their field: shown beside it; others above the forms. Nothing was written.
    if (!(error instanceof Response) || error.status >= 500) throw error;
    const body = (await error.clone().json().catch(() => null)) as { message?: string; field?: string } | null;
    if (!body?.message) throw error;
    return body.field ? refused(error.status, { [body.field]: [body.message] }) : refused(error.status, {}, body.message);
  }
}

export default function CustomerCreditPage() {
  const { customer, available, history, billings, maySettle, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("payments");
  const errorsOf = (intent: ActionData["intent"]) => (actionData?.intent === intent ? actionData.fieldErrors : undefined);
  const valuesOf = (intent: ActionData["intent"]) => (actionData?.intent === intent ? actionData.values : undefined);
  return (
    <>
      <PageHeader title={customer.name} description={`${t("credits.available")}: ${formatRupiah(available)}`} crumbs={[{ label: t("title.list"), to: "/payments" }, { label: t("credits.title"), to: "/payments/credits" }, { label: customer.name }]} />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <SectionCard title={t("credits.history")}>
          {history.length ? (
            <ul className="divide-y" data-testid="credit-history">
              {history.map((h) => (
                <li key={h.key} className="py-2">
                  <div className={`flex flex-wrap items-baseline justify-between gap-2 ${h.reversedAt ? "text-muted-foreground line-through decoration-1" : ""}`}>
                    <span>
                      {h.kind === "credit"
                        ? t("credits.kind.credit")
                        : h.kind === "applied"
                          ? t("credits.kind.applied", { number: h.billingNumber ?? "" })
                          : t("credits.kind.refunded", { bank: h.refund?.bankName ?? "", account: h.refund?.bankAccount ?? "", holder: h.refund?.accountHolder ?? "" })}
                    </span>
                    <span className="font-medium tabular-nums">{`${h.kind === "credit" ? "+" : "−"} ${formatRupiah(h.amount)}`}</span>
                  </div>
                  <p className="space-x-2 text-xs text-muted-foreground">
                    <span>{formatDateTimeId(h.at)}</span>
                    {h.by ? <span>{t("credits.by", { name: h.by })}</span> : null}
                    {h.paymentId ? (
                      <Link to={`/payments/${h.paymentId}`} className="text-primary hover:underline">
                        {t("credits.fromPayment", { reference: h.paymentReference || h.paymentId.slice(0, 8) })}
                      </Link>
                    ) : null}
                    {h.billingId && h.kind !== "refunded" ? (
                      <Link to={`/billings/${h.billingId}`} className="text-primary hover:underline">
                        {h.billingNumber ?? h.billingId.slice(0, 8)}
                      </Link>
                    ) : null}
                  </p>
                  {h.refund ? <p className="text-xs">{t("credits.refundDetail", { reference: h.refund.transferReference ?? "", date: h.refund.transferDate ? formatDateShortId(h.refund.transferDate) : "", reason: h.refund.reason ?? "" })}</p> : null}
                  {h.reversedAt ? <p className="text-xs">{h.kind === "credit" ? t("credits.withdrawn") : t("credits.reversed", { name: h.reversedBy ?? "", reason: h.reversedReason ?? "" })}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("credits.noHistory")}</p>
          )}
        </SectionCard>
        {maySettle ? (
          <div className="space-y-4">
            {available > 0 ? (
              <>
                <SectionCard title={t("credits.applyTitle")} contentClassName="space-y-2">
                  <p className="text-sm text-muted-foreground">{t("credits.applyHint")}</p>
                  <ApplyCreditForm customerId={customer.id} billings={billings} available={available} errors={errorsOf("apply")} values={valuesOf("apply")} />
                </SectionCard>
                <SectionCard title={t("credits.refundTitle")} contentClassName="space-y-2">
                  <p className="text-sm text-muted-foreground">{t("credits.refundHint")}</p>
                  <RefundCreditForm available={available} errors={errorsOf("refund")} values={valuesOf("refund")} today={today} />
                </SectionCard>
              </>
            ) : (
              <SectionCard title={t("credits.applyTitle")}>
                <p className="text-sm text-muted-foreground">{t("credits.nothingAvailable")}</p>
              </SectionCard>
            )}
          </div>
        ) : null}
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

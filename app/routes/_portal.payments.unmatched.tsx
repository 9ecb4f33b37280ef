import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/data-table/data-table";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { PaymentReasonForm } from "~/components/payments/reason-form";
import { SplitForm } from "~/components/payments/split-form";
import { WaitingTable } from "~/components/payments/waiting-table";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SectionCard } from "~/components/ui/section-card";
import { formatRupiah, parseRupiahInput } from "~/domain/money";
import { MatchOneSchema, parseAllocationForm, PaymentReasonSchema } from "~/lib/schemas/payments";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { getPayment } from "~/models/payment.server";
import { searchOpenBillings, waitingPayments } from "~/models/payment-screens.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm, responseMessage } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { markNotOurs, matchPayment } from "~/services/payments/index.server";
import { MANAGE_SETTLEMENT, parseQueuePaging } from "~/services/payment-screens.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;
export const handle = { title: "payments:title.unmatched" };

const isWaiting = (state: string) => state === "unmatched" || state === "partlyMatched";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const url = new URL(request.url);
  const t = await requestTranslator(request, context, "payments");
  const chosenId = url.searchParams.get("payment");
  const payment = chosenId ? getPayment(chosenId) : null;
  const chosen = payment && isWaiting(payment.state) ? payment : null;
  // Until someone searches, the billings whose amount (or balance) equals what is left of the payment are shown.
  const hasSearch = url.searchParams.has("amount") || url.searchParams.has("text");
  const text = (url.searchParams.get("text") ?? "").trim().slice(0, 100);
  const amountText = (url.searchParams.get("amount") ?? "").trim();
  const left = chosen ? chosen.amount - chosen.allocatedAmount : 0;
  const amount = hasSearch ? (amountText ? parseRupiahInput(amountText) : null) : chosen ? left : null;
  return json({
    pageTitle: t("title.unmatched"),
    waiting: waitingPayments(parseQueuePaging(url)),
    chosen: chosen ? { id: chosen.id, referenceNo: chosen.referenceNo, amount: chosen.amount, left, matchNote: chosen.matchNote, description: chosen.description } : null,
    search: { amount: amount === null ? "" : String(amount), text },
    billings: chosen ? searchOpenBillings({ amount, text }) : [],
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const form = await readForm(request);
  // "Match all to this billing" is a button of the split form carrying the billing (no JavaScript needed to tell them apart).
  const intent = form.get("one") ? "match-one" : String(form.get("intent") ?? "");
  const t = await requestTranslator(request, context, "payments");
  const paymentId = String(form.get("paymentId") ?? "");
  const payment = paymentId ? getPayment(paymentId) : null;
  if (!payment) throw httpError(404, "There is no such payment.");
  const left = payment.amount - payment.allocatedAmount;
  const back = async (title: string, to: string) => redirect(to, { headers: await withToast(request, { kind: "success", title }) });
  const refused = async (error: unknown) => {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status >= 500) throw error;
    return json({ intent, fieldErrors: {} as Record<string, string[]>, message }, { status: error.status });
  };
  const tr = (errors: Record<string, string[]>, values: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((key) => String(t(key as never, values as never)))]));
  switch (intent) {
    case "match": {
      const parsed = parseAllocationForm(form, left);
      if (!parsed.ok) return json({ intent, fieldErrors: tr(parsed.fieldErrors, { total: formatRupiah(parsed.total), left: formatRupiah(left) }), message: null }, { status: 400 });
      try {
        await matchPayment(payment.id, parsed.allocations, actorOf(user));
      } catch (error) {
        return refused(error);
      }
      return back(t("toast.matched"), `/payments/${payment.id}`);
    }
    case "match-one": {
      const parsed = MatchOneSchema.safeParse({ paymentId, billingId: form.get("one") });
      if (!parsed.success) return json({ intent, fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]>, message: null }, { status: 400 });
      try {
        await matchPayment(payment.id, [{ billingId: parsed.data.billingId, amount: left }], actorOf(user));
      } catch (error) {
        return refused(error);
      }
      return back(t("toast.matched"), `/payments/${payment.id}`);
    }
    case "not-ours": {
      const parsed = PaymentReasonSchema.safeParse(Object.fromEntries(form));
      // The reason's messages are English server messages: FieldError shows them in the reader's language.
      if (!parsed.success) return json({ intent, fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]>, message: null }, { status: 400 });
      try {
        await markNotOurs(payment.id, parsed.data.reason, actorOf(user));
      } catch (error) {
        return refused(error);
      }
      return back(t("toast.notOurs"), "/payments/unmatched");
    }
    default:
      throw httpError(400, "Unknown action");
  }
}

export default function UnmatchedPage() {
  const { waiting, chosen, search, billings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("payments");
  const message = useServerMessage();
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <PageHeader
        title={t("title.unmatched")}
        description={t("description.unmatched")}
        crumbs={[{ label: t("title.list"), to: "/payments" }, { label: t("title.unmatched") }]}
        actions={
          <Button variant="outline" asChild>
            <Link to="/payments/import">{t("actions.import")}</Link>
          </Button>
        }
      />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_1fr]">
        <SectionCard title={t("queue.waiting")}>
          <WaitingTable waiting={waiting.rows} chosenId={chosen?.id ?? null} />
          <Pagination info={waiting.info} noun={t("noun")} />
        </SectionCard>
        {chosen ? (
          <div className="space-y-4">
            <SectionCard title={t("queue.chosen", { reference: chosen.referenceNo || chosen.id.slice(0, 8), amount: formatRupiah(chosen.amount) })} contentClassName="space-y-3">
              <p className="text-sm font-medium" data-testid="left-to-allocate">
                {t("queue.left", { amount: formatRupiah(chosen.left) })}
              </p>
              {chosen.matchNote ? (
                <p className="text-sm text-muted-foreground">
                  {t("queue.note")}: {message(chosen.matchNote)}
                </p>
              ) : null}
              <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2" aria-label={t("queue.searchTitle")}>
                <input type="hidden" name="payment" value={chosen.id} />
                <div className="space-y-1">
                  <Label htmlFor="search-amount" className="text-xs text-muted-foreground">
                    {t("queue.searchAmount")}
                  </Label>
                  <Input id="search-amount" name="amount" inputMode="numeric" defaultValue={search.amount} className="h-8 w-36" />
                </div>
                <div className="min-w-[12rem] flex-1 space-y-1">
                  <Label htmlFor="search-text" className="text-xs text-muted-foreground">
                    {t("queue.searchText")}
                  </Label>
                  <Input id="search-text" name="text" type="search" defaultValue={search.text} className="h-8" />
                </div>
                <Button type="submit" size="sm" variant="outline">
                  {t("queue.searchSubmit")}
                </Button>
              </Form>
              <p className="text-xs text-muted-foreground">{t("queue.searchHint")}</p>
              <SplitForm paymentId={chosen.id} billings={billings} errors={errors} busy={busy} />
            </SectionCard>
            <SectionCard title={t("queue.notOursTitle")}>
              <PaymentReasonForm intent="not-ours" paymentId={chosen.id} label={t("queue.notOursSubmit")} reasonLabel={t("queue.reason")} errors={actionData?.intent === "not-ours" ? errors.reason : undefined} />
            </SectionCard>
          </div>
        ) : null}
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

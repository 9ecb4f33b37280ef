import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { REQUEST_CASHOUT } from "~/domain/cash-outs";
import { formatRupiah } from "~/domain/money";
import { CashOutRequestSchema } from "~/lib/schemas/cash-out";
import { pageMeta } from "~/lib/page-meta";
import { productsWithBalance } from "~/models/cash-out.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { requestCashOut } from "~/services/cash-out/cash-outs.server";
import { clientAddress } from "~/services/client-address.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, REQUEST_CASHOUT);
  const t = await requestTranslator(request, context, "cashOuts");
  const chosen = new URL(request.url).searchParams.get("product") ?? "";
  return json({ pageTitle: t("title.new"), products: productsWithBalance(), chosen });
}

type ActionData = { fieldErrors: Record<string, string[]>; message: string | null; values: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, REQUEST_CASHOUT);
  const form = await readForm(request);
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<ActionData>({ fieldErrors, message, values }, { status });
  const parsed = CashOutRequestSchema.safeParse(values);
  if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "cashOuts");
  try {
    const row = await requestCashOut(parsed.data, form.getAll("attachments"), actorOf(user), clientAddress(request));
    return redirect(`/cash-outs/${row.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.requested", { number: row.number }) }) });
  } catch (error) {
    // The service's refusals name their field (the amount over the balance): shown beside it. Nothing was written.
    if (!(error instanceof Response) || error.status >= 500) throw error;
    const body = (await error.clone().json().catch(() => null)) as { message?: string; field?: string } | null;
    if (!body?.message) throw error;
    return body.field ? refused(error.status, { [body.field]: [body.message] }) : refused(error.status, {}, body.message);
  }
}

export default function NewCashOutPage() {
  const { products, chosen } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("cashOuts");
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors;
  const values = actionData?.values;
  const withMoney = products.filter((p) => p.available > 0);
  const selected = values?.productId ?? (chosen || (withMoney.length === 1 ? withMoney[0]!.id : ""));
  const current = products.find((p) => p.id === selected);
  return (
    <>
      <PageHeader title={t("title.new")} crumbs={[{ label: t("title.list"), to: "/cash-outs" }, { label: t("title.new") }]} />
      <ActionAlert message={actionData?.message} />
      <SectionCard title={t("form.available")} contentClassName="space-y-4">
        {withMoney.length ? (
          <ul className="grid gap-1 text-sm" data-testid="cash-out-balances">
            {withMoney.map((p) => (
              <li key={p.id} className="flex justify-between gap-4">
                <span>{p.name}</span>
                <span className="font-medium tabular-nums">{formatRupiah(p.available)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("form.noBalance")}</p>
        )}
        <Form method="post" encType="multipart/form-data" className="max-w-xl space-y-3" noValidate>
          <FormField label={t("form.product")} name="productId" id="co-product" errors={errors?.productId} required>
            <NativeSelect defaultValue={selected}>
              <option value="">{t("form.chooseProduct")}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {t("form.productOption", { name: p.name, available: formatRupiah(p.available) })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("form.amount")} name="amount" id="co-amount" errors={errors?.amount} description={current ? t("form.amountHint", { available: formatRupiah(current.available) }) : undefined} required>
            <Input inputMode="numeric" defaultValue={values?.amount} autoComplete="off" />
          </FormField>
          <FormField label={t("form.bankName")} name="bankName" id="co-bank" errors={errors?.bankName} required>
            <Input defaultValue={values?.bankName} maxLength={60} />
          </FormField>
          <FormField label={t("form.accountNumber")} name="accountNumber" id="co-account" errors={errors?.accountNumber} required>
            <Input inputMode="numeric" defaultValue={values?.accountNumber} maxLength={30} autoComplete="off" />
          </FormField>
          <FormField label={t("form.accountHolder")} name="accountHolder" id="co-holder" errors={errors?.accountHolder} required>
            <Input defaultValue={values?.accountHolder} maxLength={120} />
          </FormField>
          <FormField label={t("form.note")} name="note" id="co-note" errors={errors?.note}>
            <Textarea defaultValue={values?.note} maxLength={500} rows={3} />
          </FormField>
          <FormField label={t("form.attachments")} name="attachments" id="co-attachments" errors={errors?.attachments}>
            <Input type="file" multiple accept=".pdf,.jpg,.jpeg,.png,.xlsx" />
          </FormField>
          <Button type="submit" disabled={busy}>
            {t("form.submit")}
          </Button>
        </Form>
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

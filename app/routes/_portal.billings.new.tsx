import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { LinesTable } from "~/components/documents/lines-table";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { SectionCard } from "~/components/ui/section-card";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { todayInJakarta } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { BillingDraftSchema } from "~/lib/schemas/documents";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { getProduct } from "~/models/product.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import type { AccessUser } from "~/models/user.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { createBillingDraft } from "~/services/billings.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage, readForm } from "~/services/http.server";
import { requireReadableRow } from "~/services/document-access.server";
import { assertMayManageProduct } from "~/services/purchase-orders.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

/** The PO of ?po=, readable by the user (404 when it is missing or outside their scope). */
function loadPo(request: Request, user: AccessUser) {
  const poId = new URL(request.url).searchParams.get("po");
  if (!poId) throw httpError(404, "Open a purchase order and choose Create billing");
  return requireReadableRow(user, "purchase-order", getPurchaseOrder(poId));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:billing");
  const po = loadPo(request, user);
  assertMayManageProduct(user, po.productId, "billing");
  if (po.statusPo === "billed") throw redirect(`/purchase-orders/${po.id}`);
  const product = getProduct(po.productId)!;
  const t = await requestTranslator(request, context, "documents");
  return json({ pageTitle: t("billing.new.title"), po, product: { name: product.name, fee: product.config.administration_fee, terms: product.config.payment_terms_days, uniqueCode: product.config.unique_code_type, gateway: product.paymentSystem.payment_type === "mps" }, today: todayInJakarta(new Date()) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:billing");
  const po = loadPo(request, user);
  const submission = parseWithZod(await readForm(request), { schema: BillingDraftSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    const { id } = createBillingDraft(user, po.id, submission.value);
    const t = await requestTranslator(request, context, "documents");
    return redirect(`/billings/${id}`, { headers: await withToast(request, { kind: "success", title: t("billing.toast.draftCreated"), description: t("billing.toast.draftCreatedHint") }) });
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status >= 500) throw error;
    return json(submission.reply({ formErrors: [message] }), { status: error.status });
  }
}

export default function NewBilling() {
  const { po, product, today } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  const [form, fields] = useForm({
    id: "billing-draft",
    lastResult,
    defaultValue: { billingDate: today, includePph: "on", includeTaxInvoice: "on", kodeWapu: "01", afiliasi: "non-telkom", paymentMethod: product.gateway ? "virtual_account" : "bank_transfer" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BillingDraftSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <>
      <PageHeader
        title={t("billing.new.title")}
        description={
          <>
            <Trans t={t} i18nKey="billing.new.from" values={{ po: po.poNumber }} components={{ anchor: <Link className="text-primary underline underline-offset-2" to={`/purchase-orders/${po.id}`} /> }} /> · {product.name} · {po.to.name}
          </>
        }
        crumbs={[{ label: t("billing.list"), to: "/billings" }, { label: t("billing.new.crumb") }]}
      />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <Card>
          <CardHeader className="pb-0">
            <CardTitle className="text-base">{t("billing.new.lines")}</CardTitle>
          </CardHeader>
          <CardContent>
            <LinesTable lines={po.details} total={po.totalPrice} />
          </CardContent>
        </Card>
        <Form method="post" {...getFormProps(form)}>
          <SectionCard title={t("billing.new.section")} contentClassName="space-y-3">
            {form.errors?.length ? (
              <Alert variant="destructive">
                <AlertDescription>{form.errors.map(message).join(" ")}</AlertDescription>
              </Alert>
            ) : null}
            <FormField label={t("billing.new.billingDate")} name={fields.billingDate.name} errors={fields.billingDate.errors} description={t("billing.new.billingDateHint", { count: product.terms })} inputProps={getInputProps(fields.billingDate, { type: "date" })} />
            <FormField label={t("billing.new.paymentMethod")} name={fields.paymentMethod.name} errors={fields.paymentMethod.errors}>
              <NativeSelect {...getSelectProps(fields.paymentMethod)}>
                <option value="bank_transfer">{t("billing.new.bankTransfer")}</option>
                <option value="virtual_account">{t("billing.new.virtualAccount")}</option>
                <option value="credit_card">{t("billing.new.creditCard")}</option>
              </NativeSelect>
            </FormField>
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t("billing.details.kodeWapu")} name={fields.kodeWapu.name} errors={fields.kodeWapu.errors}>
                <NativeSelect {...getSelectProps(fields.kodeWapu)}>
                  <option value="01">{t("billing.new.wapu01")}</option>
                  <option value="02">{t("billing.new.wapu02")}</option>
                  <option value="03">{t("billing.new.wapu03")}</option>
                </NativeSelect>
              </FormField>
              <FormField label={t("billing.new.affiliation")} name={fields.afiliasi.name} errors={fields.afiliasi.errors}>
                <NativeSelect {...getSelectProps(fields.afiliasi)}>
                  <option value="non-telkom">Non-Telkom</option>
                  <option value="telkom">Telkom</option>
                  <option value="AF">{t("billing.new.affiliated")}</option>
                  <option value="NF">{t("billing.new.nonAffiliated")}</option>
                </NativeSelect>
              </FormField>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.includePph, { type: "checkbox" })} className="size-4" /> {t("billing.new.includePph")}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.includeTaxInvoice, { type: "checkbox" })} className="size-4" /> {t("billing.new.includeTaxInvoice")}
            </label>
            <FormField label={t("billing.new.taxInvoiceText")} name={fields.taxInvoiceText.name} errors={fields.taxInvoiceText.errors}>
              <Textarea {...getTextareaProps(fields.taxInvoiceText)} rows={2} />
            </FormField>
            <FormField label={t("form.note")} name={fields.note.name} errors={fields.note.errors}>
              <Textarea {...getTextareaProps(fields.note)} rows={2} />
            </FormField>
            <p className="text-xs text-muted-foreground">
              {t("billing.new.feeNote", { fee: formatRupiah(product.fee), uniqueCode: product.uniqueCode })}
            </p>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? t("billing.new.computing") : t("billing.new.create")}
            </Button>
          </SectionCard>
        </Form>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

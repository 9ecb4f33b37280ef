import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
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
import { getProduct } from "~/models/product.server";
import { getPurchaseOrder } from "~/models/purchase-order.server";
import type { AccessUser } from "~/models/user.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { createBillingDraft } from "~/services/billings.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage, readForm } from "~/services/http.server";
import { requireReadableRow } from "~/services/document-access.server";
import { assertMayManageProduct } from "~/services/purchase-orders.server";

export const meta: MetaFunction = () => [{ title: "New billing · Digimon" }];

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
  return json({ po, product: { name: product.name, fee: product.config.administration_fee, terms: product.config.payment_terms_days, uniqueCode: product.config.unique_code_type, gateway: product.paymentSystem.payment_type === "mps" }, today: todayInJakarta(new Date()) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:billing");
  const po = loadPo(request, user);
  const submission = parseWithZod(await readForm(request), { schema: BillingDraftSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    const { id } = createBillingDraft(user, po.id, submission.value);
    return redirect(`/billings/${id}`, { headers: await withToast(request, { kind: "success", title: "Billing draft created", description: "Check the figures, then issue it." }) });
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
  const [form, fields] = useForm({
    id: "billing-draft",
    lastResult,
    defaultValue: { billingDate: today, includePph: "on", includeTaxInvoice: "on", kodeWapu: "01", afiliasi: "non-telkom", paymentMethod: product.gateway ? "virtual_account" : "bank_transfer" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BillingDraftSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <>
      <PageHeader title="New billing" description={<>From <Link className="text-primary hover:underline" to={`/purchase-orders/${po.id}`}>{po.poNumber}</Link> · {product.name} · {po.to.name}</>} crumbs={[{ label: "Billings", to: "/billings" }, { label: "New" }]} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <Card>
          <CardHeader className="pb-0">
            <CardTitle className="text-base">Lines from the purchase order</CardTitle>
          </CardHeader>
          <CardContent>
            <LinesTable lines={po.details} total={po.totalPrice} />
          </CardContent>
        </Card>
        <Form method="post" {...getFormProps(form)}>
          <SectionCard title="Billing" contentClassName="space-y-3">
            {form.errors?.length ? (
              <Alert variant="destructive">
                <AlertDescription>{form.errors.join(" ")}</AlertDescription>
              </Alert>
            ) : null}
            <FormField label="Billing date" name={fields.billingDate.name} errors={fields.billingDate.errors} description={`The tax date; due ${product.terms} days later.`} inputProps={getInputProps(fields.billingDate, { type: "date" })} />
            <FormField label="Payment method" name={fields.paymentMethod.name} errors={fields.paymentMethod.errors}>
              <NativeSelect {...getSelectProps(fields.paymentMethod)}>
                <option value="bank_transfer">Bank transfer</option>
                <option value="virtual_account">Virtual account (gateway)</option>
                <option value="credit_card">Credit card (gateway)</option>
              </NativeSelect>
            </FormField>
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Kode WAPU" name={fields.kodeWapu.name} errors={fields.kodeWapu.errors}>
                <NativeSelect {...getSelectProps(fields.kodeWapu)}>
                  <option value="01">01 · seller collects</option>
                  <option value="02">02 · government treasurer</option>
                  <option value="03">03 · BUMN collector</option>
                </NativeSelect>
              </FormField>
              <FormField label="Affiliation" name={fields.afiliasi.name} errors={fields.afiliasi.errors}>
                <NativeSelect {...getSelectProps(fields.afiliasi)}>
                  <option value="non-telkom">Non-Telkom</option>
                  <option value="telkom">Telkom</option>
                  <option value="AF">AF (affiliated)</option>
                  <option value="NF">NF (non-affiliated)</option>
                </NativeSelect>
              </FormField>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.includePph, { type: "checkbox" })} className="size-4" /> Customer withholds PPh 23 (2%)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.includeTaxInvoice, { type: "checkbox" })} className="size-4" /> Request a tax invoice (e-Faktur)
            </label>
            <FormField label="Tax invoice text" name={fields.taxInvoiceText.name} errors={fields.taxInvoiceText.errors}>
              <Textarea {...getTextareaProps(fields.taxInvoiceText)} rows={2} />
            </FormField>
            <FormField label="Note" name={fields.note.name} errors={fields.note.errors}>
              <Textarea {...getTextareaProps(fields.note)} rows={2} />
            </FormField>
            <p className="text-xs text-muted-foreground">
              Administration fee {formatRupiah(product.fee)}; unique code: {product.uniqueCode}. The draft shows every figure before you issue it.
            </p>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Computing…" : "Create draft"}
            </Button>
          </SectionCard>
        </Form>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

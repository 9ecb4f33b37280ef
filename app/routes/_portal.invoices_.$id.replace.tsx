/**
 * Issue 21, "Replace with a corrected invoice": the buyer fields of an approved invoice's tax invoice are corrected
 * on a new invoice that goes through approval; on its approval its faktur replaces this one's (fgPengganti 1, the
 * same serial) and this invoice becomes replaced. Needs reissue:invoice; never the billing's creator.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { ReplaceInvoiceSchema } from "~/domain/invoice-replace";
import { asTaxInvoiceRecord } from "~/integrations/tax-authority/invoice-record";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { getBilling } from "~/models/billing.server";
import { getInvoice } from "~/models/invoice.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { requireReadableRow } from "~/services/document-access.server";
import { replyFromError } from "~/services/form-errors.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { replaceInvoice, replacementRefusal, taxInvoiceStateOf } from "~/services/tax-invoice-corrections.server";

export const meta = pageMeta;
export const handle = { title: "documents:replace.handle" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "reissue:invoice");
  const invoice = requireReadableRow(user, "invoice", getInvoice(params.id ?? ""));
  const billing = getBilling(invoice.billingId)!;
  const record = asTaxInvoiceRecord(invoice.taxInvoice);
  const t = await requestTranslator(request, context, "documents");
  const number = invoice.invoiceNumber ?? t("invoice.of", { billing: invoice.billingNumber });
  return json({
    pageTitle: t("replace.title", { number }),
    invoice: { id: invoice.id, number, customer: invoice.customerName, serial: record.data?.nomorFaktur ?? null },
    current: { name: record.corrections?.name ?? billing.to.name, npwp: record.corrections?.npwp ?? billing.to.npwp ?? "", address: record.corrections?.address ?? billing.to.address },
    refusal: replacementRefusal(user, invoice, taxInvoiceStateOf(invoice.id))?.message ?? null,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "reissue:invoice");
  const submission = parseWithZod(await readForm(request), { schema: ReplaceInvoiceSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    const id = replaceInvoice(user, params.id ?? "", submission.value);
    const t = await requestTranslator(request, context, "documents");
    return redirect(`/invoices/${id}`, { headers: await withToast(request, { kind: "success", title: t("replace.created") }) });
  } catch (error) {
    const reply = await replyFromError(error, (o) => submission.reply(o));
    if (!reply) throw error;
    return json(reply.result, { status: reply.status });
  }
}

export default function ReplaceInvoicePage() {
  const { invoice, current, refusal } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["documents", "common"]);
  const message = useServerMessage();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<z.infer<typeof ReplaceInvoiceSchema>>({
    id: "invoice-replace",
    lastResult,
    defaultValue: { ...current, reason: "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReplaceInvoiceSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const translated = (errors: string[] | undefined) => errors?.map((e) => (e === "required" ? t("replace.required") : message(e)));
  return (
    <div className="space-y-4">
      <PageHeader
        title={t("replace.title", { number: invoice.number })}
        description={t("replace.description", { serial: invoice.serial ?? "–" })}
        crumbs={[{ label: t("invoice.list"), to: "/invoices" }, { label: invoice.number, to: `/invoices/${invoice.id}` }, { label: t("replace.handle") }]}
      />
      {refusal ? (
        <Alert variant="warning" role="alert">
          <AlertDescription>{message(refusal)}</AlertDescription>
        </Alert>
      ) : (
        <Card className="max-w-3xl">
          <CardContent className="pt-6">
            <Form method="post" {...getFormProps(form)} className="space-y-4">
              <FormErrorAlert errors={translated(form.errors)} id={form.errorId} />
              <FormField label={t("replace.fields.name")} name={fields.name.name} required errors={translated(fields.name.errors)} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "organization" }} />
              <FormField label={t("replace.fields.npwp")} name={fields.npwp.name} errors={translated(fields.npwp.errors)} description={t("replace.fields.npwpHint")} className="max-w-sm" inputProps={{ ...getInputProps(fields.npwp, { type: "text" }), inputMode: "numeric" }} />
              <FormField label={t("replace.fields.address")} name={fields.address.name} required errors={translated(fields.address.errors)} inputProps={getInputProps(fields.address, { type: "text" })} />
              <div className="space-y-1">
                <label htmlFor={fields.reason.id} className="text-sm font-medium">
                  {t("replace.fields.reason")}
                </label>
                <Textarea {...getTextareaProps(fields.reason)} aria-invalid={fields.reason.errors ? true : undefined} />
                {fields.reason.errors ? (
                  <p id={fields.reason.errorId} className="text-sm text-destructive">
                    {translated(fields.reason.errors)?.join(" ")}
                  </p>
                ) : null}
              </div>
              <div className="flex justify-end gap-2">
                <Button asChild variant="ghost">
                  <Link to={`/invoices/${invoice.id}`}>{t("common:cancel")}</Link>
                </Button>
                <Button type="submit" disabled={busy}>
                  {t("replace.submit")}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

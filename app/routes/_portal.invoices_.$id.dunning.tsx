import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DunningCard } from "~/components/invoice/dunning-card";
import { Timeline } from "~/components/documents/timeline";
import { PageHeader } from "~/components/layout/page-header";
import { SectionCard } from "~/components/ui/section-card";
import { pageMeta } from "~/lib/page-meta";
import { dunningViewOf } from "~/models/dunning.server";
import { getInvoice } from "~/models/invoice.server";
import { timelineOf } from "~/models/timeline.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { READ_PERMISSION, requireReadableRow } from "~/services/document-access.server";
import { DUNNING_PERMISSION, PauseSchema, pauseDunning, ResumeSchema, resumeDunning } from "~/services/dunning.server";
import { runIntent } from "~/services/form-actions.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "dunning:invoice.title" };

/**
 * One invoice's payment reminders (issue 21): the card the invoice page shows, with the timeline. Its action
 * pauses (with a reason, or as disputed) and resumes them, and sends the person back to the invoice; a refusal is
 * answered here with the field errors, so the form works without JavaScript.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const invoice = requireReadableRow(user, "invoice", getInvoice(params.id ?? ""));
  const t = await requestTranslator(request, context, "dunning");
  const number = invoice.invoiceNumber ?? invoice.billingNumber;
  return json({
    pageTitle: `${t("invoice.title")} · ${number}`,
    invoice: { id: invoice.id, number },
    view: dunningViewOf(invoice),
    canManage: hasPermission(user, DUNNING_PERMISSION),
    timeline: timelineOf("invoice", invoice.id).filter((e) => e.event.startsWith("dunning.")),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_PERMISSION.invoice);
  const invoice = requireReadableRow(user, "invoice", getInvoice(params.id ?? ""));
  const formData = await readForm(request);
  const intent = String(formData.get("intent"));
  const t = await requestTranslator(request, context, "dunning");
  const back = async (title: string) => redirect(`/invoices/${invoice.id}`, { headers: await withToast(request, { kind: "success", title }) });
  if (intent === "dunning-pause") {
    return runIntent(intent, formData, PauseSchema, async ({ kind, reason }) => (pauseDunning(user, invoice.id, { kind, reason }), back(t("invoice.toast.paused"))));
  }
  if (intent === "dunning-resume") return runIntent(intent, formData, ResumeSchema, async () => (resumeDunning(user, invoice.id), back(t("invoice.toast.resumed"))));
  throw httpError(400, "Unknown action");
}

export default function InvoiceDunningPage() {
  const { invoice, view, canManage, timeline } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("dunning");
  const { t: td } = useTranslation("documents");
  return (
    <>
      <PageHeader title={`${t("invoice.title")} · ${invoice.number}`} crumbs={[{ label: td("invoice.list"), to: "/invoices" }, { label: invoice.number, to: `/invoices/${invoice.id}` }, { label: t("invoice.title") }]} />
      <div className="grid max-w-3xl gap-4">
        <DunningCard view={view} canManage={canManage} result={result} />
        <SectionCard title={td("timeline.label")}>
          <Timeline entries={timeline} />
        </SectionCard>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };

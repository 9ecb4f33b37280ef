import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SectionCard } from "~/components/ui/section-card";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { readDocumentForm } from "~/services/document-attachments.server";
import { responseMessage } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { MANAGE_SETTLEMENT } from "~/services/settlement-screens.server";
import { importSettlementReport } from "~/services/settlements/index.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;
export const handle = { title: "settlements:title.import" };

/** A day's report is a few MB at most (50,000 lines is about 5 MB). */
const MAX_REPORT_BYTES = 20 * 1024 * 1024;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const t = await requestTranslator(request, context, "settlements");
  return json({ pageTitle: t("title.import") });
}

/** The report is read whole: any bad line refuses it with the lines named, and nothing is written; a good one opens its settlement. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const form = await readDocumentForm(request);
  const file = form.get("file");
  if (!(file instanceof File) || !file.size || file.size > MAX_REPORT_BYTES) return json({ message: "Choose the settlement report file (CSV)." }, { status: 400 });
  const gateway = String(form.get("gateway") ?? "sandbox").replace(/[^A-Za-z0-9-]/g, "").slice(0, 30) || "sandbox";
  const t = await requestTranslator(request, context, "settlements");
  try {
    const result = await importSettlementReport(await file.text(), { fileName: file.name || "settlement.csv", gateway }, actorOf(user));
    return redirect(`/settlements/${result.settlementId}`, {
      headers: await withToast(request, { kind: "success", title: t("toast.imported"), description: t("import.done", { reference: result.reference, lines: result.lines, differences: result.differences }) }),
    });
  } catch (error) {
    const message = error instanceof Response && error.status < 500 ? await responseMessage(error) : null;
    if (!message) throw error;
    return json({ message }, { status: (error as Response).status });
  }
}

export default function SettlementImportPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("settlements");
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title={t("title.import")} description={t("description.import")} crumbs={[{ label: t("title.list"), to: "/settlements" }, { label: t("title.import") }]} />
      <ActionAlert message={actionData?.message} />
      <SectionCard title={t("title.import")}>
        <Form method="post" encType="multipart/form-data" className="max-w-xl space-y-4">
          <FormField label={t("import.file")} name="file" id="settlement-file">
            <Input type="file" accept=".csv,text/csv" required />
          </FormField>
          <FormField label={t("import.gateway")} name="gateway" id="settlement-gateway">
            <Input defaultValue="sandbox" maxLength={30} />
          </FormField>
          <Button type="submit" disabled={busy}>
            {t("import.submit")}
          </Button>
        </Form>
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { translateMessage } from "~/lib/server-message";
import { requireUserWithPermission } from "~/services/auth.server";
import { readDocumentForm } from "~/services/document-attachments.server";
import { responseMessage } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { importStatement, unfinishedImports } from "~/services/payments/index.server";
import { MANAGE_SETTLEMENT, readStatementUpload } from "~/services/payment-screens.server";
import { actorOf } from "~/services/workflows.server";
import type { StatementError } from "~/services/bank-statements/index.server";

export const meta = pageMeta;
export const handle = { title: "payments:title.import" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const t = await requestTranslator(request, context, "payments");
  // An import commits in chunks: one that never reached its last chunk (a crash, or one running now) is named here
  // with how far it got, so nobody takes its counts for a whole statement; the same file again finishes it.
  return json({ pageTitle: t("title.import"), unfinished: unfinishedImports() });
}

/**
 * The upload is parsed whole first: a file with any unreadable line is refused with every line and its reason, and
 * nothing is written. A good file is imported in chunks (importStatement) and the page shows what it added (no redirect:
 * the counts belong to this upload only; importing the same file again adds nothing). The reader's and the
 * service's reasons are English (the logs and the API keep them so): the page lists them in the reader's language,
 * each through the messages catalogue (messages/statements.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_SETTLEMENT);
  const form = await readDocumentForm(request);
  const [t, tm] = await Promise.all([requestTranslator(request, context, "payments"), requestTranslator(request, context, "messages")]);
  const inReadersLanguage = (errors: StatementError[]) => errors.map((e) => ({ line: e.line, reason: translateMessage(tm as never, e.reason) }));
  const upload = await readStatementUpload(form.get("file"));
  if (!upload) return json({ kind: "missing" as const, fieldErrors: { file: [t("import.chooseFile")] } }, { status: 400 });
  if (!upload.ok) return json({ kind: "refused" as const, fileName: upload.fileName, errors: inReadersLanguage(upload.errors) }, { status: 400 });
  let result;
  try {
    result = await importStatement(upload.statement, { fileName: upload.fileName, sha256: upload.sha256 }, actorOf(user));
  } catch (error) {
    // The service's own refusal (a line it will not keep): shown like the parser's, line by line when it names
    // the lines, and nothing was written.
    const message = error instanceof Response && error.status < 500 ? await responseMessage(error) : null;
    if (!message) throw error;
    const lines = await statementErrorsOf(error as Response);
    return json({ kind: "refused" as const, fileName: upload.fileName, errors: inReadersLanguage(lines ?? [{ line: 0, reason: message }]) }, { status: (error as Response).status });
  }
  return json({ kind: "imported" as const, fileName: upload.fileName, layout: upload.statement.layout, account: upload.statement.account, ...result });
}

/** The lines a refusal of importStatement names (its body's `errors`), or null when it names none. */
async function statementErrorsOf(response: Response): Promise<StatementError[] | null> {
  const body = (await response.clone().json().catch(() => null)) as { errors?: unknown } | null;
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const valid = errors.filter((e): e is StatementError => typeof e?.line === "number" && typeof e?.reason === "string");
  return valid.length ? valid : null;
}

export default function ImportStatementPage() {
  const { unfinished } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("payments");
  return (
    <>
      <PageHeader title={t("title.import")} description={t("description.import")} crumbs={[{ label: t("title.list"), to: "/payments" }, { label: t("title.import") }]} />
      <div className="grid max-w-3xl gap-4">
        {unfinished.length ? (
          <Alert role="status" data-testid="import-unfinished">
            <AlertTitle>{t("import.unfinishedTitle")}</AlertTitle>
            <AlertDescription>
              <p>{t("import.unfinishedIntro")}</p>
              <ul className="mt-2 list-disc space-y-1 ps-5">
                {unfinished.map((u) => (
                  <li key={u.id}>
                    {t("import.unfinishedItem", {
                      file: u.fileName, account: u.account, at: formatDateTimeId(u.createdAt), by: u.importedByName, processed: formatNumberId(u.processed), credits: formatNumberId(u.credits),
                    })}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
        {data?.kind === "refused" ? (
          <Alert variant="destructive" role="alert" data-testid="import-refused">
            <AlertTitle>{t("import.refusedTitle", { file: data.fileName })}</AlertTitle>
            <AlertDescription>
              <p>{t("import.refusedIntro")}</p>
              <ul className="mt-2 list-disc space-y-1 ps-5">
                {data.errors.map((e, i) => (
                  <li key={`${e.line}-${i}`}>
                    {e.line ? <span className="font-medium">{t("import.line", { line: e.line })}: </span> : null}
                    {e.reason}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
        {data?.kind === "imported" ? (
          <SectionCard title={t("import.resultTitle", { file: data.fileName })}>
            <p className="mb-3 text-sm text-muted-foreground">{t("import.layout", { layout: data.layout.toUpperCase(), account: data.account })}</p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
              {(["added", "duplicates", "matched", "unmatched"] as const).map((k) => (
                <div key={k} className="rounded-md border p-3">
                  <dt className="text-xs text-muted-foreground">{t(`import.${k}`)}</dt>
                  <dd className="text-xl font-semibold" data-testid={`import-${k}`}>
                    {formatNumberId(data[k])}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 flex flex-wrap gap-3 text-sm">
              <Link className="text-primary hover:underline" to={`/payments?account=${encodeURIComponent(data.account)}`}>
                {t("import.seeList")}
              </Link>
              {data.unmatched ? (
                <Link className="text-primary hover:underline" to="/payments/unmatched">
                  {t("import.seeUnmatched")}
                </Link>
              ) : null}
            </div>
          </SectionCard>
        ) : null}
        <SectionCard title={t("import.file")}>
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <FormField label={t("import.file")} name="file" required description={t("import.fileHint")} errors={data?.kind === "missing" ? data.fieldErrors.file : undefined}>
              <Input type="file" accept=".csv,.txt,.sta,.940,.mt940,.xlsx,.xls" />
            </FormField>
            <Button type="submit" disabled={busy}>
              {t("import.submit")}
            </Button>
          </Form>
        </SectionCard>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

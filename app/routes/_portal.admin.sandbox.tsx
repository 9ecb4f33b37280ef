import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type AppLoadContext, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FlaskConical, Trash2 } from "lucide-react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTimeId } from "~/domain/dates";
import { FINEST_OUTCOME_INFO, FINEST_OUTCOMES } from "~/integrations/accounting/catalogue";
import { recentFinestSandboxRecords } from "~/integrations/accounting/sandbox.server";
import { REVIEWER_NOTES, TAX_OUTCOME_INFO, TAX_OUTCOMES } from "~/integrations/tax-authority/catalogue";
import { isTaxSandbox } from "~/integrations/tax-authority/index.server";
import { recentTaxSandboxRecords } from "~/integrations/tax-authority/sandbox.server";
import { addSandboxRule, clearSandboxRules, listSandboxRules, removeSandboxRule } from "~/integrations/tax-authority/sandbox-rules.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { env, isSandbox } from "~/services/env.server";
import { httpError, readForm } from "~/services/http.server";

export const meta: MetaFunction = () => [{ title: "Sandbox control · Digimon" }];
export const handle = { title: "Sandbox control" };

const TAX_FIELDS = { reference: "Invoice number (Ref Id)", namaLawanTransaksi: "Buyer name", npwpLawanTransaksi: "Buyer NPWP", kdJenisTransaksi: "Kode jenis transaksi", customerId: "SAP customer id" } as const;
const FINEST_FIELDS = { kind: "Report (delivered / cashin)", invoiceNumber: "Invoice number", customer: "Customer name", productCode: "Product code" } as const;

const system = z.enum(["tax-authority", "accounting"]);
export const SandboxRuleSchema = z
  .object({
    intent: z.literal("add"),
    system,
    outcome: z.string({ required_error: "Choose the outcome" }).min(1, "Choose the outcome"),
    remaining: z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.coerce.number().int("Use a whole number").min(1, "At least 1").max(1000, "At most 1000").optional()),
    matchField: z.string().trim().default(""),
    matchValue: z.string().trim().max(200).default(""),
    note: z.string().trim().max(500).default(""),
  })
  .superRefine((v, ctx) => {
    const outcomes: readonly string[] = v.system === "tax-authority" ? TAX_OUTCOMES : FINEST_OUTCOMES;
    if (!outcomes.includes(v.outcome)) ctx.addIssue({ code: "custom", path: ["outcome"], message: "Choose one of the listed outcomes" });
    const fields: Record<string, string> = v.system === "tax-authority" ? TAX_FIELDS : FINEST_FIELDS;
    if (v.matchValue && !(v.matchField in fields)) ctx.addIssue({ code: "custom", path: ["matchField"], message: "Choose the field the rule looks at" });
    if (!v.matchValue && v.remaining === undefined) ctx.addIssue({ code: "custom", path: ["remaining"], message: "Say how many of the next requests, or give a value to match" });
  });
const OtherSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("quick"), system, outcome: z.string().min(1), note: z.string().trim().max(500).default("") }),
  z.object({ intent: z.literal("remove"), id: z.string().min(1) }),
  z.object({ intent: z.literal("clear"), system }),
]);

async function requireSandbox(request: Request, context: AppLoadContext) {
  const user = await requireUserWithPermission(request, context, "manage:sandbox");
  if (!isSandbox()) throw httpError(404, "The sandbox control panel exists only in sandbox mode.");
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSandbox(request, context);
  return json({
    taxInUse: isTaxSandbox(),
    accountingInUse: !env().ACCOUNTING_URL,
    taxRules: listSandboxRules("tax-authority"),
    finestRules: listSandboxRules("accounting"),
    taxRecords: recentTaxSandboxRecords(15),
    finestRecords: recentFinestSandboxRecords(10),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireSandbox(request, context);
  const formData = await readForm(request);
  const back = async (title: string, description?: string) => redirect("/admin/sandbox", { headers: await withToast(request, { kind: "success", title, description }) });
  if (formData.get("intent") === "add") {
    const submission = parseWithZod(formData, { schema: SandboxRuleSchema });
    if (submission.status !== "success") return json({ result: submission.reply(), system: String(formData.get("system")) }, { status: 400 });
    const v = submission.value;
    addSandboxRule({ system: v.system, outcome: v.outcome, match: v.matchValue ? { [v.matchField]: v.matchValue } : {}, note: v.note, remaining: v.remaining ?? null });
    return back("Sandbox rule added", v.matchValue ? `Requests whose ${v.matchField} contains "${v.matchValue}" get ${v.outcome}.` : `The next ${v.remaining} request(s) get ${v.outcome}.`);
  }
  const parsed = OtherSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw httpError(400, "That sandbox request is not valid.");
  const input = parsed.data;
  if (input.intent === "quick") {
    const known: readonly string[] = input.system === "tax-authority" ? TAX_OUTCOMES : FINEST_OUTCOMES;
    if (!known.includes(input.outcome)) throw httpError(400, "Unknown outcome");
    addSandboxRule({ system: input.system, outcome: input.outcome, note: input.note || (input.outcome === "returnedWithNotes" ? REVIEWER_NOTES[0] : ""), remaining: 1 });
    return back("Next request set", `The next ${input.system === "tax-authority" ? "tax-invoice request" : "finest report"} gets ${input.outcome}.`);
  }
  if (input.intent === "remove") {
    if (!removeSandboxRule(input.id)) throw httpError(404, "That rule no longer exists.");
    return back("Sandbox rule removed");
  }
  clearSandboxRules(input.system);
  return back("Sandbox rules cleared", "Every request succeeds again.");
}

type Rule = ReturnType<typeof useLoaderData<typeof loader>>["taxRules"][number];

function RulesTable({ rules, label }: { rules: Rule[]; label: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Outcome</TableHead>
          <TableHead>Applies to</TableHead>
          <TableHead>Note</TableHead>
          <TableHead className="w-10">
            <span className="sr-only">Remove</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rules.length === 0 ? (
          <TableEmptyRow colSpan={4}>
            No rules: every request succeeds.
          </TableEmptyRow>
        ) : (
          rules.map((rule) => (
            <TableRow key={rule.id}>
              <TableCell>
                <Badge variant={rule.outcome === "success" ? "success" : "warning"}>{rule.outcome}</Badge>
              </TableCell>
              <TableCell className="text-sm">
                {Object.entries(rule.match).length ? Object.entries(rule.match).map(([k, v]) => `${k} contains "${v}"`).join(", ") : "the next requests"}
                {rule.remaining !== null ? ` (${rule.remaining} left)` : " (always)"}
              </TableCell>
              <TableCell className="max-w-xs truncate text-sm">{rule.note || "–"}</TableCell>
              <TableCell>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={rule.id} />
                  <Button type="submit" size="icon" variant="ghost" aria-label={`Remove rule ${rule.outcome}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </Form>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

function RuleForm({ systemName, outcomes, fields }: { systemName: "tax-authority" | "accounting"; outcomes: { value: string; label: string }[]; fields: Record<string, string> }) {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "system" in actionData && actionData.system === systemName ? actionData.result : undefined;
  const [form, f] = useForm({ id: `rule-${systemName}`, lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: SandboxRuleSchema }), shouldValidate: "onSubmit", defaultValue: { remaining: "1" } });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="system" value={systemName} />
      <FormField label="Outcome" name={f.outcome.name} errors={f.outcome.errors}>
        <NativeSelect {...getSelectProps(f.outcome)}>
          <option value="">Choose…</option>
          {outcomes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="For the next … requests" name={f.remaining.name} errors={f.remaining.errors} description="Leave empty with a match below: every matching request." inputProps={{ ...getInputProps(f.remaining, { type: "number" }), min: 1 }} />
      <FormField label="Only when this field" name={f.matchField.name} errors={f.matchField.errors}>
        <NativeSelect {...getSelectProps(f.matchField)}>
          <option value="">(any request)</option>
          {Object.entries(fields).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="contains" name={f.matchValue.name} errors={f.matchValue.errors} inputProps={getInputProps(f.matchValue, { type: "text" })} />
      {systemName === "tax-authority" ? (
        <FormField label="Reviewer's note (for “Document's returned with notes”)" name={f.note.name} errors={f.note.errors} className="sm:col-span-2" description={`For example: ${REVIEWER_NOTES.join(" · ")}`}>
          <Textarea {...getTextareaProps(f.note)} rows={2} />
        </FormField>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit">Add rule</Button>
      </div>
    </Form>
  );
}

const when = (iso: string | null) => (iso ? formatDateTimeId(new Date(iso)) : "–");

export default function SandboxPanel() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const taxOutcomes = TAX_OUTCOMES.map((o) => ({ value: o, label: TAX_OUTCOME_INFO[o].label }));
  const finestOutcomes = FINEST_OUTCOMES.map((o) => ({ value: o, label: FINEST_OUTCOME_INFO[o].label }));
  return (
    <div className="space-y-5">
      <PageHeader
        title="Sandbox control"
        description="Choose what the sandbox tax intermediary and finest answer next, or for requests whose data match, so every message of the catalogue can be produced on demand."
        crumbs={[{ label: "Administration" }, { label: "Sandbox control" }]}
      />
      {!data.taxInUse ? (
        <Alert variant="warning">
          <AlertDescription>TAX_AUTHORITY_URL is set: tax-invoice requests go to the real intermediary, and these rules do not apply to them.</AlertDescription>
        </Alert>
      ) : null}

      <Card aria-labelledby="tax-sandbox">
        <CardHeader>
          <CardTitle id="tax-sandbox" className="flex items-center gap-2 text-base">
            <FlaskConical className="size-4" aria-hidden="true" /> Tax intermediary (e-Faktur)
          </CardTitle>
          <CardDescription>Requests are accepted at once and answered after a few seconds; the tax-polling job collects the answers.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <section aria-labelledby="tax-quick" className="space-y-2">
            <h2 id="tax-quick" className="text-sm font-semibold">
              Next tax-invoice request
            </h2>
            <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {TAX_OUTCOMES.map((outcome) => (
                <Form method="post" key={outcome}>
                  <input type="hidden" name="intent" value="quick" />
                  <input type="hidden" name="system" value="tax-authority" />
                  <input type="hidden" name="outcome" value={outcome} />
                  <Button type="submit" variant="outline" className="h-auto w-full justify-start whitespace-normal py-2 text-start" disabled={busy} title={TAX_OUTCOME_INFO[outcome].effect}>
                    <span>
                      <span className="block">{TAX_OUTCOME_INFO[outcome].label}</span>
                      <span className="block text-xs font-normal text-muted-foreground">{TAX_OUTCOME_INFO[outcome].effect}</span>
                    </span>
                  </Button>
                </Form>
              ))}
            </div>
          </section>
          <section aria-labelledby="tax-rules" className="space-y-3">
            <div className="flex items-center justify-between">
              <h2 id="tax-rules" className="text-sm font-semibold">
                Rules
              </h2>
              <Form method="post">
                <input type="hidden" name="intent" value="clear" />
                <input type="hidden" name="system" value="tax-authority" />
                <Button type="submit" size="sm" variant="ghost" disabled={busy || data.taxRules.length === 0}>
                  Clear all
                </Button>
              </Form>
            </div>
            <RulesTable rules={data.taxRules} label="Tax intermediary rules" />
            <RuleForm systemName="tax-authority" outcomes={taxOutcomes} fields={TAX_FIELDS} />
          </section>
          <section aria-labelledby="tax-recent" className="space-y-2">
            <h2 id="tax-recent" className="text-sm font-semibold">
              Recent requests
            </h2>
            <Table aria-label="Recent tax-invoice requests">
              <TableHeader>
                <TableRow>
                  <TableHead>Request</TableHead>
                  <TableHead>Invoice</TableHead>
                  <TableHead>Outcome</TableHead>
                  <TableHead>Answers at</TableHead>
                  <TableHead>Answer</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.taxRecords.length === 0 ? (
                  <TableEmptyRow colSpan={5}>
                    No requests yet.
                  </TableEmptyRow>
                ) : (
                  data.taxRecords.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell className="font-mono text-xs">{r.id}</TableCell>
                      <TableCell>{r.reference}</TableCell>
                      <TableCell>{r.outcome}</TableCell>
                      <TableCell className="whitespace-nowrap">{when(r.answerAt)}</TableCell>
                      <TableCell className="max-w-sm truncate text-xs">{r.answer ? (r.answer.state === "received" ? `Faktur ${r.answer.data.nomorFaktur}` : r.answer.message) : "processing"}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </section>
        </CardContent>
      </Card>

      <Card aria-labelledby="finest-sandbox">
        <CardHeader>
          <CardTitle id="finest-sandbox" className="flex items-center gap-2 text-base">
            <FlaskConical className="size-4" aria-hidden="true" /> finest (accounting)
          </CardTitle>
          <CardDescription>Delivered and cash-in reports sent by the finest-reports job.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="flex flex-wrap gap-2">
            {FINEST_OUTCOMES.map((outcome) => (
              <Form method="post" key={outcome}>
                <input type="hidden" name="intent" value="quick" />
                <input type="hidden" name="system" value="accounting" />
                <input type="hidden" name="outcome" value={outcome} />
                <Button type="submit" variant="outline" size="sm" disabled={busy} title={FINEST_OUTCOME_INFO[outcome].effect}>
                  Next report: {FINEST_OUTCOME_INFO[outcome].label}
                </Button>
              </Form>
            ))}
          </div>
          <RulesTable rules={data.finestRules} label="finest rules" />
          <RuleForm systemName="accounting" outcomes={finestOutcomes} fields={FINEST_FIELDS} />
          <Table aria-label="Recent finest reports">
            <TableHeader>
              <TableRow>
                <TableHead>Document</TableHead>
                <TableHead>Report</TableHead>
                <TableHead>Outcome</TableHead>
                <TableHead>At</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.finestRecords.length === 0 ? (
                <TableEmptyRow colSpan={4}>
                  No reports yet.
                </TableEmptyRow>
              ) : (
                data.finestRecords.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell className="font-mono text-xs">{r.outcome === "success" ? r.id : "–"}</TableCell>
                    <TableCell>{r.reference}</TableCell>
                    <TableCell>{r.outcome === "success" ? "booked" : String((r.answer as { message?: string } | null)?.message ?? r.outcome)}</TableCell>
                    <TableCell className="whitespace-nowrap">{when(r.createdAt)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

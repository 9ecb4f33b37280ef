import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type AppLoadContext, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FinestSandboxCard } from "~/components/admin/sandbox/finest-sandbox-card";
import { outcomeText } from "~/components/admin/sandbox/sandbox-data";
import { GatewaySandboxCard } from "~/components/admin/sandbox/gateway-sandbox-card";
import { OtherSchema, outcomesOf, SandboxRuleSchema } from "~/components/admin/sandbox/sandbox-schemas";
import { TaxSandboxCard } from "~/components/admin/sandbox/tax-sandbox-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { recentFinestSandboxRecords } from "~/integrations/accounting/sandbox.server";
import { isGatewaySandbox } from "~/integrations/payment-gateway/index.server";
import { recentGatewaySandboxRecords, sandboxPay, SandboxPayRefused } from "~/integrations/payment-gateway/sandbox.server";
import { REVIEWER_NOTES } from "~/integrations/tax-authority/catalogue";
import { isTaxSandbox } from "~/integrations/tax-authority/index.server";
import { pageMeta } from "~/lib/page-meta";
import { recentTaxSandboxRecords } from "~/integrations/tax-authority/sandbox.server";
import { addSandboxRule, clearSandboxRules, listSandboxRules, removeSandboxRule } from "~/models/sandbox-rules.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { env, isSandbox } from "~/services/env.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "admin:sandbox.title" };

async function requireSandbox(request: Request, context: AppLoadContext) {
  const user = await requireUserWithPermission(request, context, "manage:sandbox");
  if (!isSandbox()) throw httpError(404, "The sandbox control panel exists only in sandbox mode.");
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSandbox(request, context);
  const t = await requestTranslator(request, context, "admin");
  return json({
    pageTitle: t("sandbox.title"),
    taxInUse: isTaxSandbox(),
    accountingInUse: !env().ACCOUNTING_URL,
    taxRules: listSandboxRules("tax-authority"),
    finestRules: listSandboxRules("accounting"),
    taxRecords: recentTaxSandboxRecords(15),
    finestRecords: recentFinestSandboxRecords(10),
    gatewayInUse: isGatewaySandbox(),
    gatewayRules: listSandboxRules("payment-gateway"),
    gatewayRecords: recentGatewaySandboxRecords(20),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireSandbox(request, context);
  const formData = await readForm(request);
  const t = await requestTranslator(request, context, "admin");
  const back = async (title: string, description?: string) => redirect("/admin/sandbox", { headers: await withToast(request, { kind: "success", title, description }) });
  if (formData.get("intent") === "add") {
    const submission = parseWithZod(formData, { schema: SandboxRuleSchema });
    if (submission.status !== "success") return json({ result: submission.reply(), system: String(formData.get("system")) }, { status: 400 });
    const v = submission.value;
    addSandboxRule({ system: v.system, outcome: v.outcome, match: v.matchValue ? { [v.matchField]: v.matchValue } : {}, note: v.note, remaining: v.remaining ?? null });
    return back(t("sandbox.toast.added"), v.matchValue ? t("sandbox.toast.addedMatch", { field: v.matchField, value: v.matchValue, outcome: outcomeText(t, v.system, v.outcome) }) : t("sandbox.toast.addedNext", { count: v.remaining, outcome: outcomeText(t, v.system, v.outcome) }));
  }
  const parsed = OtherSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw httpError(400, "That sandbox request is not valid.");
  const input = parsed.data;
  if (input.intent === "gatewayPay") {
    try {
      const paid = sandboxPay(input.id, input.scenario);
      return back(t("sandbox.gateway.toast.paid", { status: t(`sandbox.gateway.scenarios.${input.scenario}`) }), t("sandbox.gateway.toast.paidDescription", { order: paid.orderId }));
    } catch (error) {
      if (!(error instanceof SandboxPayRefused)) throw error;
      return redirect("/admin/sandbox", { headers: await withToast(request, { kind: "error", title: t("sandbox.gateway.toast.refused"), description: error.message }) });
    }
  }
  if (input.intent === "quick") {
    if (!outcomesOf(input.system).includes(input.outcome)) throw httpError(400, "Unknown outcome");
    if (input.system === "payment-gateway") {
      addSandboxRule({ system: input.system, outcome: input.outcome, remaining: 1 });
      return back(t("sandbox.toast.nextSet"), t("sandbox.gateway.toast.nextSet", { outcome: t(`sandbox.gateway.rule.${input.outcome as "refused" | "unreachable"}`) }));
    }
    addSandboxRule({ system: input.system, outcome: input.outcome, note: input.note || (input.outcome === "returnedWithNotes" ? REVIEWER_NOTES[0] : ""), remaining: 1 });
    return back(t("sandbox.toast.nextSet"), input.system === "tax-authority" ? t("sandbox.toast.nextTax", { outcome: outcomeText(t, input.system, input.outcome) }) : t("sandbox.toast.nextFinest", { outcome: outcomeText(t, input.system, input.outcome) }));
  }
  if (input.intent === "remove") {
    if (!removeSandboxRule(input.id)) throw httpError(404, "That rule no longer exists.");
    return back(t("sandbox.toast.removed"));
  }
  clearSandboxRules(input.system);
  return back(t("sandbox.toast.cleared"), t("sandbox.toast.clearedDescription"));
}

export default function SandboxPanel() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <div className="space-y-5">
      <PageHeader
        title={t("sandbox.title")}
        description={t("sandbox.description")}
        crumbs={[{ label: t("common.administration") }, { label: t("sandbox.title") }]}
      />
      {!data.taxInUse ? (
        <Alert variant="warning">
          <AlertDescription>{t("sandbox.realTaxAuthority")}</AlertDescription>
        </Alert>
      ) : null}
      <TaxSandboxCard data={data} />
      <FinestSandboxCard data={data} />
      {data.gatewayInUse ? (
        <GatewaySandboxCard data={data} />
      ) : (
        <Alert variant="warning">
          <AlertDescription>{t("sandbox.gateway.realGateway")}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { formatRupiah } from "~/domain/money";
import { MANAGE_REWARD, POINT_TYPES } from "~/domain/rewards";
import { pageMeta } from "~/lib/page-meta";
import { PointRuleSchema } from "~/lib/schemas/rewards";
import { productsWithBalance } from "~/models/cash-out.server";
import { groupRule, productRules } from "~/models/reward.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { formValues, type RewardActionData, refusalReply, refusedForm } from "~/services/rewards/form-reply.server";
import { removeProductRule, savePointRule } from "~/services/rewards/rewards.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, MANAGE_REWARD);
  const t = await requestTranslator(request, context, "rewards");
  const group = groupRule();
  return json({
    pageTitle: t("title.settings"),
    group: { pointType: group.pointType, rupiahPerPoint: group.rupiahPerPoint, formula: group.formula, conversionRupiah: group.conversionRupiah, partnersEarn: group.partnersEarn },
    rules: productRules().map((r) => ({ productId: r.rule.productId!, productName: r.productName, pointType: r.rule.pointType, rupiahPerPoint: r.rule.rupiahPerPoint, formula: r.rule.formula })),
    products: productsWithBalance().map((p) => ({ id: p.id, name: p.name })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_REWARD);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const values = formValues(form);
  const t = await requestTranslator(request, context, "rewards");
  try {
    if (intent === "group" || intent === "product") {
      const parsed = PointRuleSchema.safeParse(intent === "group" ? { ...values, productId: "" } : { ...values, conversionRupiah: undefined, partnersEarn: undefined });
      if (!parsed.success) return refusedForm(intent, values, 400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      if (intent === "product" && !parsed.data.productId) return refusedForm(intent, values, 400, { productId: ["Choose a product."] });
      savePointRule(parsed.data, actorOf(user), clientAddress(request));
    } else if (intent === "remove") {
      removeProductRule(String(values.productId ?? ""), actorOf(user));
    } else throw httpError(400, "Unknown action");
    return redirect("/rewards/settings", { headers: await withToast(request, { kind: "success", title: t("toast.rulesSaved") }) });
  } catch (error) {
    return refusalReply(error, intent, values);
  }
}

/** The fields a rule has, whether the group's or a product's. */
function RuleFields({ prefix, values, errors }: { prefix: string; values: Record<string, string | number | boolean | undefined>; errors?: Record<string, string[] | undefined> }) {
  const { t } = useTranslation("rewards");
  return (
    <>
      <FormField label={t("settings.pointType")} name="pointType" id={`${prefix}-type`} errors={errors?.pointType} required>
        <NativeSelect defaultValue={String(values.pointType ?? "point_simple")}>
          {POINT_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`settings.type.${p}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("settings.rupiahPerPoint")} name="rupiahPerPoint" id={`${prefix}-rate`} errors={errors?.rupiahPerPoint} description={t("settings.rupiahPerPointHint")} required>
        <Input inputMode="numeric" defaultValue={values.rupiahPerPoint === undefined ? "100000" : String(values.rupiahPerPoint)} autoComplete="off" />
      </FormField>
      <FormField label={t("settings.formula")} name="formula" id={`${prefix}-formula`} errors={errors?.formula} description={t("settings.formulaHint")}>
        <Textarea defaultValue={String(values.formula ?? "")} rows={2} maxLength={500} className="font-mono" />
      </FormField>
    </>
  );
}

export default function RewardSettingsPage() {
  const { group, rules, products } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as RewardActionData | undefined;
  const { t } = useTranslation("rewards");
  const errorsOf = (intent: string) => (actionData?.intent === intent ? actionData.fieldErrors : undefined);
  const valuesOf = (intent: string, fallback: Record<string, string | number | boolean>) => (actionData?.intent === intent ? actionData.values : fallback);
  return (
    <>
      <PageHeader title={t("title.settings")} description={t("settings.description")} crumbs={[{ label: t("title.catalog"), to: "/rewards" }, { label: t("title.settings") }]} />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-2">
        <SectionCard title={t("settings.group")}>
          <Form method="post" className="space-y-3" noValidate aria-label={t("settings.group")}>
            <input type="hidden" name="intent" value="group" />
            <RuleFields prefix="group" values={valuesOf("group", group)} errors={errorsOf("group")} />
            <FormField label={t("settings.conversionRupiah")} name="conversionRupiah" id="group-conversion" errors={errorsOf("group")?.conversionRupiah} description={t("settings.conversionHint", { example: formatRupiah(group.conversionRupiah) })} required>
              <Input inputMode="numeric" defaultValue={String(valuesOf("group", group).conversionRupiah ?? "")} autoComplete="off" />
            </FormField>
            <FormField label={t("settings.partnersEarn")} name="partnersEarn" id="group-partners" orientation="horizontal">
              <input type="checkbox" defaultChecked={group.partnersEarn} className="size-4" />
            </FormField>
            <Button type="submit">{t("settings.saveGroup")}</Button>
          </Form>
        </SectionCard>
        <div className="space-y-4">
          <SectionCard title={t("settings.productRules")}>
            {rules.length ? (
              <ul className="space-y-2 text-sm">
                {rules.map((r) => (
                  <li key={r.productId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
                    <span>
                      <span className="font-medium">{r.productName}</span> · {t(`settings.type.${r.pointType}`)} · {r.pointType === "point_formula" ? <code>{r.formula}</code> : t("settings.perPoint", { rupiah: formatRupiah(r.rupiahPerPoint) })}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="productId" value={r.productId} />
                      <Button type="submit" variant="ghost" size="sm" aria-label={t("settings.removeFor", { name: r.productName })}>
                        {t("settings.remove")}
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t("settings.noProductRules")}</p>
            )}
          </SectionCard>
          <SectionCard title={t("settings.productRule")}>
            <Form method="post" className="space-y-3" noValidate aria-label={t("settings.productRule")}>
              <input type="hidden" name="intent" value="product" />
              <FormField label={t("settings.product")} name="productId" id="product-rule-product" errors={errorsOf("product")?.productId} required>
                <NativeSelect defaultValue={String(valuesOf("product", {}).productId ?? "")}>
                  <option value="">{t("settings.chooseProduct")}</option>
                  {products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <RuleFields prefix="product" values={valuesOf("product", {})} errors={errorsOf("product")} />
              <Button type="submit">{t("settings.saveProduct")}</Button>
            </Form>
          </SectionCard>
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

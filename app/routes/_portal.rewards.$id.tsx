import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { RewardItemForm } from "~/components/rewards/reward-item-form";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";
import { MANAGE_REWARD, READ_REWARD } from "~/domain/rewards";
import { pageMeta } from "~/lib/page-meta";
import { RewardItemSchema } from "~/lib/schemas/rewards";
import { activityOf } from "~/models/activity.server";
import { pointBalance } from "~/models/reward.server";
import { hasPermission, requireUser, requireUserWithPermission } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { formValues, type RewardActionData, refusalReply, refusedForm } from "~/services/rewards/form-reply.server";
import { editRewardItem, requireRewardItem, requireRewardReader } from "~/services/rewards/rewards.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireRewardReader(user);
  const item = requireRewardItem(params.id!);
  const mayManage = hasPermission(user, MANAGE_REWARD);
  const t = await requestTranslator(request, context, "rewards");
  return json({
    pageTitle: item.name,
    item,
    mayManage,
    balance: hasPermission(user, READ_REWARD) ? pointBalance(user.id) : null,
    activity: mayManage ? activityOf("reward", item.id).map((a) => ({ id: a.id, action: a.action, at: a.at, by: a.by ?? "" })) : [],
    backLabel: t("title.catalog"),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_REWARD);
  const item = requireRewardItem(params.id!);
  const values = formValues(await readForm(request));
  const parsed = RewardItemSchema.safeParse(values);
  if (!parsed.success) return refusedForm("save", values, 400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "rewards");
  try {
    const row = editRewardItem(item.id, parsed.data, actorOf(user), clientAddress(request));
    return redirect(`/rewards/${row.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.saved", { name: row.name }) }) });
  } catch (error) {
    return refusalReply(error, "save", values);
  }
}

export default function RewardItemPage() {
  const { item, mayManage, balance, activity, backLabel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as RewardActionData | undefined;
  const { t } = useTranslation("rewards");
  return (
    <>
      <PageHeader title={item.name} description={item.active ? undefined : t("catalog.inactive")} crumbs={[{ label: backLabel, to: "/rewards" }, { label: item.name }]} />
      <ActionAlert message={actionData?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <SectionCard title={mayManage ? t("item.edit") : t("item.title")}>
          {mayManage ? (
            <RewardItemForm values={actionData?.values ?? item} errors={actionData?.fieldErrors} submit={t("item.save")} />
          ) : (
            <div className="space-y-2 text-sm">
              {item.description ? <p>{item.description}</p> : null}
              <p>
                {t("catalog.cost", { points: formatNumberId(item.pointsCost) })} · {t("catalog.stock", { stock: formatNumberId(item.stock) })}
              </p>
            </div>
          )}
        </SectionCard>
        <div className="space-y-4">
          {balance !== null && item.active ? (
            <SectionCard title={t("catalog.redeem")} contentClassName="space-y-2">
              <p className="text-sm">{t("item.yourBalance", { points: formatNumberId(balance) })}</p>
              <Form method="post" action="/rewards?index">
                <input type="hidden" name="intent" value="redeem" />
                <input type="hidden" name="itemId" value={item.id} />
                <Button type="submit" disabled={item.stock < 1 || balance < item.pointsCost}>
                  {t("catalog.redeemItem", { name: item.name })}
                </Button>
              </Form>
            </SectionCard>
          ) : null}
          {mayManage ? (
            <SectionCard title={t("item.activity")}>
              <ol className="space-y-1 text-sm">
                {activity.map((a) => (
                  <li key={a.id}>
                    {t(`activity.${a.action === "reward.created" ? "created" : "updated"}`)} · {a.by} · {formatDateTimeId(a.at)}
                  </li>
                ))}
              </ol>
              <Link to="/rewards" className="mt-2 inline-block text-sm text-primary hover:underline">
                {backLabel}
              </Link>
            </SectionCard>
          ) : null}
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { RewardItemForm } from "~/components/rewards/reward-item-form";
import { ActionAlert } from "~/components/ui/action-alert";
import { SectionCard } from "~/components/ui/section-card";
import { MANAGE_REWARD } from "~/domain/rewards";
import { pageMeta } from "~/lib/page-meta";
import { RewardItemSchema } from "~/lib/schemas/rewards";
import { requireUserWithPermission } from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { formValues, type RewardActionData, refusalReply, refusedForm } from "~/services/rewards/form-reply.server";
import { createRewardItem } from "~/services/rewards/rewards.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, MANAGE_REWARD);
  const t = await requestTranslator(request, context, "rewards");
  return json({ pageTitle: t("title.newItem") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_REWARD);
  const values = formValues(await readForm(request));
  const parsed = RewardItemSchema.safeParse(values);
  if (!parsed.success) return refusedForm("save", values, 400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "rewards");
  try {
    const row = createRewardItem(parsed.data, actorOf(user), clientAddress(request));
    return redirect(`/rewards/${row.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.saved", { name: row.name }) }) });
  } catch (error) {
    return refusalReply(error, "save", values);
  }
}

export default function NewRewardPage() {
  const actionData = useActionData<typeof action>() as RewardActionData | undefined;
  const { t } = useTranslation("rewards");
  return (
    <>
      <PageHeader title={t("title.newItem")} crumbs={[{ label: t("title.catalog"), to: "/rewards" }, { label: t("title.newItem") }]} />
      <ActionAlert message={actionData?.message} />
      <SectionCard title={t("item.title")}>
        <RewardItemForm values={actionData?.values} errors={actionData?.fieldErrors} submit={t("item.create")} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pager } from "~/components/admin/list-parts";
import { PageHeader } from "~/components/layout/page-header";
import { FilterButtons } from "~/components/lists/list-controls";
import { PointBalance } from "~/components/rewards/point-balance";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LabelledSelect } from "~/components/ui/labelled-select";
import { SectionCard } from "~/components/ui/section-card";
import { formatNumberId } from "~/domain/money";
import { APPROVE_REDEMPTION, MANAGE_REWARD, READ_REWARD, REWARD_PAGE_SIZE } from "~/domain/rewards";
import { pageMeta } from "~/lib/page-meta";
import { listRewardItems, pointBreakdown } from "~/models/reward.server";
import { hasPermission, requireUser, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { formValues, type RewardActionData, refusalReply } from "~/services/rewards/form-reply.server";
import { parseCatalogParams, requestRedemption, requireRewardReader } from "~/services/rewards/rewards.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireRewardReader(user);
  const filters = parseCatalogParams(new URL(request.url));
  const { rows, total } = listRewardItems(filters);
  const t = await requestTranslator(request, context, "rewards");
  const mayEarn = hasPermission(user, READ_REWARD);
  return json({
    pageTitle: t("title.catalog"),
    rows,
    total,
    filters,
    balance: mayEarn ? pointBreakdown(user.id) : null,
    mayManage: hasPermission(user, MANAGE_REWARD),
    mayApprove: hasPermission(user, APPROVE_REDEMPTION),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_REWARD);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const values = formValues(form);
  const t = await requestTranslator(request, context, "rewards");
  try {
    if (intent === "redeem") {
      const row = requestRedemption(String(values.itemId ?? ""), actorOf(user));
      return redirect(`/rewards/redemptions/${row.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.requested", { number: row.number }) }) });
    }
    throw httpError(400, "Unknown action");
  } catch (error) {
    return refusalReply(error, intent, values);
  }
}

export default function RewardsPage() {
  const { rows, total, filters, balance, mayManage, mayApprove } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as RewardActionData | undefined;
  const { t } = useTranslation("rewards");
  return (
    <>
      <PageHeader
        title={t("title.catalog")}
        description={t("catalog.description")}
        actions={
          <div className="flex flex-wrap gap-2">
            {balance ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/rewards/history">{t("link.history")}</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to="/rewards/redemptions">{mayApprove ? t("link.redemptions") : t("link.myRedemptions")}</Link>
            </Button>
            {mayManage ? (
              <>
                <Button asChild variant="outline" size="sm">
                  <Link to="/rewards/settings">{t("link.settings")}</Link>
                </Button>
                <Button asChild size="sm">
                  <Link to="/rewards/new">{t("link.newItem")}</Link>
                </Button>
              </>
            ) : null}
          </div>
        }
      />
      <ActionAlert message={actionData?.message} />
      {balance ? (
        <SectionCard title={t("balance.title")}>
          <PointBalance balance={balance} />
        </SectionCard>
      ) : null}
      <SectionCard title={t("catalog.title")} contentClassName="space-y-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("filters.apply")}>
          <div className="space-y-1">
            <Label htmlFor="rw-q">{t("filters.q")}</Label>
            <Input id="rw-q" name="q" type="search" defaultValue={filters.q} />
          </div>
          {mayManage ? (
            <LabelledSelect id="rw-show" name="show" label={t("filters.show")} value={filters.show} allLabel={null} options={[{ value: "active", label: t("filters.active") }, { value: "all", label: t("filters.all") }]} className="space-y-1" labelClassName="" selectClassName="" />
          ) : null}
          <FilterButtons reset="/rewards" applyLabel={t("filters.apply")} resetLabel={t("filters.reset")} />
        </Form>
        {rows.length ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t("catalog.title")}>
            {rows.map((item) => (
              <li key={item.id} className="flex flex-col justify-between gap-3 rounded-md border p-4">
                <div className="space-y-1">
                  <h2 className="font-medium">
                    <Link to={`/rewards/${item.id}`} className="hover:underline">
                      {item.name}
                    </Link>
                  </h2>
                  {item.description ? <p className="text-sm text-muted-foreground">{item.description}</p> : null}
                  <p className="text-sm">
                    {t("catalog.cost", { points: formatNumberId(item.pointsCost) })} · {t("catalog.stock", { stock: formatNumberId(item.stock) })}
                    {item.active ? null : ` · ${t("catalog.inactive")}`}
                  </p>
                </div>
                {balance && item.active ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="redeem" />
                    <input type="hidden" name="itemId" value={item.id} />
                    <Button type="submit" size="sm" disabled={item.stock < 1 || balance.available < item.pointsCost} aria-label={t("catalog.redeemItem", { name: item.name })}>
                      {t("catalog.redeem")}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("catalog.empty")}</p>
        )}
        <Pager page={filters.page} perpage={REWARD_PAGE_SIZE} total={total} noun={t("catalog.noun")} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

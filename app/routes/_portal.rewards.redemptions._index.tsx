import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pager } from "~/components/admin/list-parts";
import { statusText } from "~/components/documents/status-badge";
import { PageHeader } from "~/components/layout/page-header";
import { AnySelect, FilterButtons, SearchFilter } from "~/components/lists/list-controls";
import { RedemptionTable } from "~/components/rewards/redemption-table";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { APPROVE_REDEMPTION, REDEMPTION_STATES, REWARD_PAGE_SIZE } from "~/domain/rewards";
import { pageMeta } from "~/lib/page-meta";
import { listRedemptions } from "~/models/reward.server";
import { hasPermission, requireUser } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { parseRedemptionParams, requireRewardReader } from "~/services/rewards/rewards.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  requireRewardReader(user);
  const url = new URL(request.url);
  const filters = parseRedemptionParams(url);
  // Approvers see every redemption; anyone else only their own.
  const mayApprove = hasPermission(user, APPROVE_REDEMPTION);
  const { rows, total } = listRedemptions(filters, mayApprove ? null : user.id);
  const t = await requestTranslator(request, context, "rewards");
  return json({ pageTitle: t("title.redemptions"), rows, total, filters, search: url.search, mayApprove });
}

export default function RedemptionsPage() {
  const { rows, total, filters, search, mayApprove } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["rewards", "documents"]);
  return (
    <>
      <PageHeader
        title={t("title.redemptions")}
        description={mayApprove ? t("redemptions.approverNote") : t("redemptions.ownNote")}
        crumbs={[{ label: t("title.catalog"), to: "/rewards" }, { label: t("title.redemptions") }]}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={`/rewards/redemptions/export${search}`}>{t("export")}</a>
          </Button>
        }
      />
      <SectionCard title={t("filters.apply")} contentClassName="space-y-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("filters.apply")}>
          <SearchFilter id="rd-q" label={t("filters.q")} defaultValue={filters.q} placeholder={t("filters.qRedemption")} />
          <AnySelect id="rd-state" name="state" label={t("filters.state")} defaultValue={filters.state} anyLabel={t("filters.anyState")} options={REDEMPTION_STATES.map((s) => ({ value: s, label: statusText(t, s) }))} />
          <FilterButtons reset="/rewards/redemptions" applyLabel={t("filters.apply")} resetLabel={t("filters.reset")} />
        </Form>
      </SectionCard>
      <SectionCard title={t("redemptions.title")} className="mt-4" contentClassName="p-0">
        <RedemptionTable rows={rows} />
        <Pager page={filters.page} perpage={REWARD_PAGE_SIZE} total={total} noun={t("redemptions.noun")} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

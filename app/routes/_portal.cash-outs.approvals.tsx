import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CashOutTable } from "~/components/cash-outs/cash-out-table";
import { PageHeader } from "~/components/layout/page-header";
import { SectionCard } from "~/components/ui/section-card";
import { APPROVE_CASHOUT } from "~/domain/cash-outs";
import { pageMeta } from "~/lib/page-meta";
import { listCashOuts } from "~/models/cash-out.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { parseCashOutParams } from "~/services/cash-out/cash-outs.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

/** The checker's inbox: requests waiting for a decision, oldest page last; one's own requests are shown but cannot be decided. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, APPROVE_CASHOUT);
  const filters = parseCashOutParams(new URL(request.url));
  const { rows, total } = listCashOuts(filters, { onlyWaiting: true });
  const t = await requestTranslator(request, context, "cashOuts");
  return json({ pageTitle: t("title.approvals"), rows, total });
}

export default function CashOutApprovalsPage() {
  const { rows, total } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cashOuts");
  return (
    <>
      <PageHeader title={t("title.approvals")} description={t("total", { count: total })} crumbs={[{ label: t("title.list"), to: "/cash-outs" }, { label: t("title.approvals") }]} />
      <SectionCard title={t("state.requested")}>
        <CashOutTable rows={rows} empty={t("emptyInbox")} />
      </SectionCard>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";

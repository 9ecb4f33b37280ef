import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import type { bastDetailLoader, ContractFormResult } from "~/services/contract-screens.server";
import { Row } from "./contract-detail-page";
import { RecordStatus } from "./list-parts";
import { DocumentsPanel, EditLink, HistoryPanels, IntentButton, ReasonForm } from "./record-panels";

export function BastDetailPage() {
  const { row, po, contract, documents, history, activity, can } = useLoaderData<typeof bastDetailLoader>();
  const result = useActionData<ContractFormResult>();
  const { t } = useTranslation("contracts");
  const busy = useNavigation().state === "submitting";
  const errorsOf = (intent: string) => (result?.intent === intent ? result.fieldErrors : undefined);
  const actions = [
    can.manage && (row.status === "draft" || row.status === "rejected") ? <IntentButton key="submit" intent="submit" label={t("bast.submit")} busy={busy} /> : null,
    can.verify && row.status === "submitted" ? (
      <div key="verify" className="space-y-2">
        <IntentButton intent="verify" label={t("detail.verify")} busy={busy} />
        <p className="text-xs text-muted-foreground">{t("bast.verifyHint")}</p>
      </div>
    ) : null,
    can.verify && row.status === "submitted" ? <ReasonForm key="reject" intent="reject" label={t("bast.reject")} errors={errorsOf("reject")} busy={busy} /> : null,
  ].filter(Boolean);
  return (
    <>
      <PageHeader title={row.number} description={<RecordStatus value={row.status} />} crumbs={[{ label: t("bast.title"), to: "/bast" }, { label: row.number }]} actions={can.edit ? <EditLink to={`/bast/${row.id}/edit`} /> : null} />
      <ActionAlert message={result?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={t("detail.summary")}>
            <dl className="text-sm" data-testid="bast-summary">
              <Row label={t("bast.date")}>{formatDateId(row.bastDate)}</Row>
              {po ? <Row label={t("bast.po")}>{<Link to={`/purchase-orders/${po.id}`} className="text-primary hover:underline">{po.number}</Link>}</Row> : null}
              {contract ? <Row label={t("bast.contract")}>{<Link to={`/contracts/${contract.id}`} className="text-primary hover:underline">{contract.number}</Link>}</Row> : null}
              <Row label={t("bast.delivered")}>{row.delivered}</Row>
              <Row label={t("detail.owner")}>{row.ownerName}</Row>
              {row.verifiedAt ? <Row label={t("detail.verified")}>{t("detail.by", { by: row.verifiedBy ?? "", at: formatDateTimeId(row.verifiedAt) })}</Row> : null}
              {row.status === "rejected" && row.rejectedReason ? <Row label={t("detail.returnedReason")}>{row.rejectedReason}</Row> : null}
            </dl>
          </SectionCard>
          <DocumentsPanel documents={documents} mayAttach={can.manage && row.status !== "verified"} errors={errorsOf("upload")} typed={false} busy={busy} empty={t("bast.noDocuments")} />
        </div>
        <div className="space-y-4">
          <SectionCard title={t("detail.actions")} contentClassName="space-y-3">
            {actions.length ? actions : <p className="text-sm text-muted-foreground">{t("detail.nothingToDo")}</p>}
          </SectionCard>
          <HistoryPanels history={history} activity={activity} />
        </div>
      </div>
    </>
  );
}

import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import type { contractDetailLoader, ContractFormResult } from "~/services/contract-screens.server";
import { RecordStatus } from "./list-parts";
import { DocumentsPanel, EditLink, HistoryPanels, IntentButton, ReasonForm } from "./record-panels";

export const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[10rem_1fr] gap-2 py-1">
    <dt className="text-muted-foreground">{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** /contracts/{id} and /agreements/{id}: the summary, its documents, the actions its state allows (no-JS forms), its history. */
export function ContractDetailPage() {
  const { row, family, parties, documents, history, activity, links, can } = useLoaderData<typeof contractDetailLoader>();
  const result = useActionData<ContractFormResult>();
  const { t } = useTranslation("contracts");
  const busy = useNavigation().state === "submitting";
  const base = family === "agreement" ? "/agreements" : "/contracts";
  const errorsOf = (intent: string) => (result?.intent === intent ? result.fieldErrors : undefined);
  const status = row.status;
  const editable = status === "draft" || status === "returned";
  const actions = [
    can.manage && editable ? <IntentButton key="submit" intent="submit" label={t("detail.submit")} busy={busy} /> : null,
    can.verify && status === "submitted" ? (
      <div key="verify" className="space-y-2">
        <IntentButton intent="verify" label={t("detail.verify")} busy={busy} />
        <p className="text-xs text-muted-foreground">{t("detail.verifyHint")}</p>
      </div>
    ) : null,
    can.verify && status === "submitted" ? <ReasonForm key="return" intent="return" label={t("detail.return")} errors={errorsOf("return")} busy={busy} /> : null,
    can.verify && (status === "verified" || status === "active") ? <ReasonForm key="terminate" intent="terminate" label={t("detail.terminate")} errors={errorsOf("terminate")} busy={busy} /> : null,
  ].filter(Boolean);
  return (
    <>
      <PageHeader title={row.number} description={<RecordStatus value={status} />} crumbs={[{ label: t(`${family}.title`), to: base }, { label: row.number }]} actions={can.edit ? <EditLink to={`${base}/${row.id}/edit`} /> : null} />
      <ActionAlert message={result?.message} />
      <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          <SectionCard title={t("detail.summary")}>
            <dl className="text-sm" data-testid="contract-summary">
              <Row label={t("form.title")}>{row.title}</Row>
              <Row label={t("col.kind")}>{t(`kind.${row.kind}`)}</Row>
              <Row label={t("detail.value")}>
                <span className="tabular-nums">{formatRupiah(row.value)}</span>
              </Row>
              <Row label={t("col.period")}>{t("detail.period", { start: formatDateId(row.startDate), end: formatDateId(row.endDate) })}</Row>
              <Row label={t("detail.parties")}>{[t("detail.group"), ...parties.map((p) => p.name)].join(", ")}</Row>
              {row.poId ? <Row label={t("detail.po")}>{<Link to={`/purchase-orders/${row.poId}`} className="text-primary hover:underline">{links.purchaseOrder}</Link>}</Row> : null}
              {row.productId ? <Row label={t("detail.product")}>{links.product}</Row> : null}
              {row.partnershipId ? <Row label={t("detail.partnership")}>{<Link to={`/partnerships/${row.partnershipId}`} className="text-primary hover:underline">{links.partnership}</Link>}</Row> : null}
              <Row label={t("detail.owner")}>{row.ownerName}</Row>
              {row.verifiedAt ? <Row label={t("detail.verified")}>{t("detail.by", { by: row.verifiedBy ?? "", at: formatDateTimeId(row.verifiedAt) })}</Row> : null}
              {status === "returned" && row.returnedReason ? <Row label={t("detail.returnedReason")}>{row.returnedReason}</Row> : null}
              {row.terminatedReason ? <Row label={t("detail.terminatedReason")}>{row.terminatedReason}</Row> : null}
              {row.note ? <Row label={t("form.note")}>{row.note}</Row> : null}
            </dl>
          </SectionCard>
          <DocumentsPanel documents={documents} mayAttach={can.manage && status !== "expired" && status !== "terminated"} errors={errorsOf("upload")} typed busy={busy} empty={t("detail.noDocuments")} />
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

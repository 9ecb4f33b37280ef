import { useTranslation } from "react-i18next";
import type { ActRecord, ApprovalRecord } from "~/domain/documents";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { useServerMessage } from "~/lib/server-message";

/** `title` is the record's heading with its actor already in it ("Returned by Rina"). */
function Record({ title, record, tone }: { title: string; record: ActRecord; tone: string }) {
  const { t } = useTranslation("documents");
  // A stored message may be one the system wrote in English (the tax authority's refusal): shown translated.
  const message = useServerMessage();
  return (
    <div className={`rounded-md border-s-4 bg-muted/40 px-3 py-2 text-sm ${tone}`}>
      <p className="font-medium">{title}</p>
      <p className="text-xs text-muted-foreground">
        {formatDateTimeId(record.at)} · {t("records.reference", { reference: record.reference_id })} · {record.app_id}
      </p>
      {record.message ? <p className="mt-1">{message(record.message)}</p> : null}
    </div>
  );
}

/** The records the spec keeps on an invoice: approved, requested, returned, rejected, canceled. */
export function ActRecords({ approved, requested, returned, rejected, canceled }: { approved: ApprovalRecord | null; requested: ActRecord | null; returned: ActRecord | null; rejected: ActRecord | null; canceled: ActRecord | null }) {
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  return (
    <div className="space-y-2">
      {approved ? (
        <div className="rounded-md border-s-4 border-success bg-muted/40 px-3 py-2 text-sm">
          <p className="font-medium">{t("records.approvedBy", { name: approved.by })}</p>
          <p className="text-xs text-muted-foreground">
            {approved.position ?? ""} · {formatDateTimeId(approved.at)}
          </p>
          <p className="mt-1">{approved.message ? message(approved.message) : null}</p>
          {approved.skum_no ? (
            <p className="text-xs text-muted-foreground">
              SKUM {approved.skum_no}
              {approved.skum_release ? ` · ${t("records.released", { date: formatDateId(approved.skum_release) })}` : ""}
            </p>
          ) : null}
          {approved.sign_image ? <img src={approved.sign_image} alt={t("records.signatureOf", { name: approved.by })} className="mt-2 h-14 rounded border bg-white p-1" /> : null}
        </div>
      ) : null}
      {requested ? <Record title={t("records.taxRequestedBy", { name: requested.by })} record={requested} tone="border-info" /> : null}
      {returned ? <Record title={t("records.returnedBy", { name: returned.by })} record={returned} tone="border-warning" /> : null}
      {rejected ? <Record title={t("records.rejectedBy", { name: rejected.by })} record={rejected} tone="border-destructive" /> : null}
      {canceled ? <Record title={t("records.canceledBy", { name: canceled.by })} record={canceled} tone="border-muted-foreground" /> : null}
    </div>
  );
}

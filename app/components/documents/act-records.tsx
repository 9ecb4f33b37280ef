import type { ActRecord, ApprovalRecord } from "~/domain/documents";
import { formatDateId, formatDateTimeId } from "~/domain/dates";

function Record({ title, record, tone }: { title: string; record: ActRecord; tone: string }) {
  return (
    <div className={`rounded-md border-s-4 bg-muted/40 px-3 py-2 text-sm ${tone}`}>
      <p className="font-medium">
        {title} by {record.by}
      </p>
      <p className="text-xs text-muted-foreground">
        {formatDateTimeId(record.at)} · ref {record.reference_id} · {record.app_id}
      </p>
      {record.message ? <p className="mt-1">{record.message}</p> : null}
    </div>
  );
}

/** The records the spec keeps on an invoice: approved, requested, returned, rejected, canceled. */
export function ActRecords({ approved, requested, returned, rejected, canceled }: { approved: ApprovalRecord | null; requested: ActRecord | null; returned: ActRecord | null; rejected: ActRecord | null; canceled: ActRecord | null }) {
  return (
    <div className="space-y-2">
      {approved ? (
        <div className="rounded-md border-s-4 border-success bg-muted/40 px-3 py-2 text-sm">
          <p className="font-medium">Approved by {approved.by}</p>
          <p className="text-xs text-muted-foreground">
            {approved.position ?? ""} · {formatDateTimeId(approved.at)}
          </p>
          <p className="mt-1">{approved.message}</p>
          {approved.skum_no ? (
            <p className="text-xs text-muted-foreground">
              SKUM {approved.skum_no}
              {approved.skum_release ? ` · released ${formatDateId(approved.skum_release)}` : ""}
            </p>
          ) : null}
          {approved.sign_image ? <img src={approved.sign_image} alt={`Signature of ${approved.by}`} className="mt-2 h-14 rounded border bg-white p-1" /> : null}
        </div>
      ) : null}
      {requested ? <Record title="Tax invoice requested" record={requested} tone="border-info" /> : null}
      {returned ? <Record title="Returned" record={returned} tone="border-warning" /> : null}
      {rejected ? <Record title="Rejected" record={rejected} tone="border-destructive" /> : null}
      {canceled ? <Record title="Canceled" record={canceled} tone="border-muted-foreground" /> : null}
    </div>
  );
}

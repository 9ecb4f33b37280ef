import { formatDateTimeId } from "~/domain/dates";
import type { TimelineEntry } from "~/models/timeline.server";
import { StatusBadge } from "./status-badge";

const LABELS: Record<string, string> = {
  "workflow.start": "Created",
  "invoice.approve": "Approved",
  "invoice.autoApprove": "Approved automatically",
  "invoice.return": "Returned",
  "invoice.reject": "Rejected",
  "invoice.cancel": "Canceled",
  "invoice.taxFailed": "Returned by the tax authority",
  "invoice.reissue": "Reissued",
  "billing.issue": "Issued",
  "billing.cancel": "Canceled",
  "billing.discard": "Draft discarded",
  "billing.pay": "Paid",
};

/** Every transition of a document, oldest first: what happened, who, when, with what message. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol aria-label="Timeline" className="relative space-y-4 border-s ps-5">
      {entries.map((e) => (
        <li key={e.id} className="relative">
          <span aria-hidden="true" className="absolute -start-[1.6rem] top-1 size-2.5 rounded-full border-2 border-background bg-primary" />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{LABELS[e.event] ?? e.event}</span>
            <StatusBadge value={e.to} />
          </div>
          <p className="text-xs text-muted-foreground">
            {e.by} · {formatDateTimeId(e.at)}
            {e.via !== "screen" ? ` · via ${e.via}` : ""}
          </p>
          {e.message ? <p className="mt-1 rounded bg-muted px-2 py-1 text-sm">{e.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import type enDocuments from "~/locales/en/documents";

type Variant = NonNullable<BadgeProps["variant"]>;

/** One colour language for every status the portal shows (invoice, faktur, billing, PO, payment, account). */
const VARIANTS: Record<string, Variant> = {
  invoiced: "info",
  approved: "success",
  returned: "warning",
  rejected: "destructive",
  canceled: "secondary",
  "not yet": "outline",
  requested: "info",
  received: "success",
  error: "destructive",
  // Issue 21: a tax invoice cancelled at the authority or replaced by a corrected invoice's.
  canceling: "info",
  "cancel failed": "destructive",
  withdrawn: "secondary",
  registered: "info",
  replaced: "secondary",
  draft: "outline",
  issued: "info",
  paid: "success",
  discarded: "secondary",
  unbilled: "warning",
  billed: "success",
  unpaid: "warning",
  delivered: "success",
  sent: "success",
  "partly paid": "warning",
  // payments
  unmatched: "warning",
  "partly matched": "info",
  matched: "success",
  "not ours": "secondary",
  unsettled: "outline",
  settled: "success",
  // settlements, cash-outs, credit notes (issue 21)
  imported: "outline",
  reconciling: "warning",
  reconciled: "info",
  completed: "success",
  "awaiting approval": "warning",
  awaitingSecondApproval: "warning",
  // support tickets (issue 23)
  open: "info",
  "in progress": "warning",
  "on hold": "outline",
  solved: "success",
  closed: "secondary",
  reopened: "warning",
  // partnerships (issue 23)
  ended: "secondary",
  stopped: "destructive",
  initiation: "outline",
  evaluation: "info",
  negotiation: "warning",
  executing: "success",
  // quotations (issue 23)
  submitted: "warning",
  converted: "success",
  expired: "secondary",
  // reward redemptions (issue 23)
  fulfilled: "success",
  // accounts
  active: "success",
  pending: "warning",
  blocked: "destructive",
  deleted: "secondary",
  // contracts, agreements and BAST (issue 23)
  verified: "success",
  terminated: "destructive",
};

export type StatusKey = keyof (typeof enDocuments)["status"];

/**
 * The `documents:status` key of a stored status or machine state: "not yet" and "notYet" are both `notYet`,
 * "Active" (the recurring jobs') is `active`. Null for a value the catalogue does not name.
 */
export function statusKey(value: string): StatusKey | null {
  const key = value.trim().replace(/[\s_-]+(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());
  return (STATUS_KEYS as readonly string[]).includes(key) ? (key as StatusKey) : null;
}

// Written out (not read from the English catalogue) so the browser bundle holds only the page's own language.
const STATUS_KEYS = [
  "invoiced", "approved", "returned", "rejected", "canceled", "reissued", "notYet", "requested", "received", "error",
  "canceling", "cancelFailed", "withdrawn", "replaced", "registered",
  "draft", "issued", "paid", "discarded", "unbilled", "billed", "unpaid", "delivered", "sent", "answered", "failed",
  "opening", "pending", "active", "locked", "blocked", "deleted", "idle", "paused", "finished", "stopped",
  "open", "inProgress", "onHold", "solved", "closed", "reopened", "submitted", "converted", "expired", "new", "partlyPaid", "unmatched", "partlyMatched", "matched", "notOurs",
  "unsettled", "settled", "imported", "reconciling", "reconciled", "completed", "awaitingApproval", "awaitingSecondApproval", "ended",
  "initiation", "evaluation", "negotiation", "executing",
  "verified", "terminated",
  "fulfilled",
] as const satisfies readonly StatusKey[];

type Translate = (key: `documents:status.${StatusKey}`) => string;

/** A status in the reader's language (a value the catalogue does not name is shown as it is). */
export function statusText(t: Translate, value: string): string {
  const key = statusKey(value);
  return key ? t(`documents:status.${key}`) : value;
}

/** The badge with its text already chosen (list cells pass the text their one translator made). */
export function StatusBadgeView({ value, label }: { value: string; label: string }) {
  return (
    <Badge variant={VARIANTS[value] ?? "outline"} className="whitespace-nowrap capitalize">
      {label}
    </Badge>
  );
}

/** A status badge: its colour from the value, its text the status in the reader's language (or `label`). */
export function StatusBadge({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation("documents");
  return <StatusBadgeView value={value} label={label ?? statusText(t as unknown as Translate, value)} />;
}

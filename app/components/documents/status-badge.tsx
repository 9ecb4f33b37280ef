import { Badge, type BadgeProps } from "~/components/ui/badge";

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
  draft: "outline",
  issued: "info",
  paid: "success",
  discarded: "secondary",
  unbilled: "warning",
  billed: "success",
  unpaid: "warning",
  delivered: "success",
  sent: "success",
  // accounts
  active: "success",
  pending: "warning",
  blocked: "destructive",
  deleted: "secondary",
};

export function StatusBadge({ value, label }: { value: string; label?: string }) {
  return (
    <Badge variant={VARIANTS[value] ?? "outline"} className="whitespace-nowrap capitalize">
      {label ?? value}
    </Badge>
  );
}

import { Badge, type BadgeProps } from "~/components/ui/badge";

type Variant = NonNullable<BadgeProps["variant"]>;

/** One colour language for every status the documents carry (invoice, faktur, billing, PO, payment). */
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
};

export function StatusBadge({ value, label }: { value: string; label?: string }) {
  return (
    <Badge variant={VARIANTS[value] ?? "outline"} className="whitespace-nowrap capitalize">
      {label ?? value}
    </Badge>
  );
}

import { Check, Minus } from "lucide-react";

/** A setting shown as Yes (ticked, green) or No. */
export function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex items-center gap-1 text-success">
      <Check aria-hidden="true" className="size-3.5" /> Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Minus aria-hidden="true" className="size-3.5" /> No
    </span>
  );
}

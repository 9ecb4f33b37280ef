import { useTranslation } from "react-i18next";
import { Check, Minus } from "lucide-react";

/** A setting shown as Yes (ticked, green) or No. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation("products");
  return value ? (
    <span className="inline-flex items-center gap-1 text-success">
      <Check aria-hidden="true" className="size-3.5" /> {t("detail.yes")}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Minus aria-hidden="true" className="size-3.5" /> {t("detail.no")}
    </span>
  );
}

import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";

export type SelectOption = { value: string; label: string };

/**
 * A select of a GET filter form with its label above it. `allLabel` is the empty first choice ("All" in the page's language by default);
 * null leaves it out. The class names are the caller's, so each list keeps its own look. `selectRef` reaches
 * the <select> (the list filters keep it in step with the URL).
 */
export function LabelledSelect({
  id, name, label, value, options, allLabel, className, labelClassName, selectClassName, selectRef,
}: { id: string; name: string; label: string; value: string; options: readonly SelectOption[]; allLabel?: string | null; className: string; labelClassName: string; selectClassName: string; selectRef?: Ref<HTMLSelectElement> }) {
  const { t } = useTranslation("common");
  const all = allLabel === undefined ? t("all") : allLabel;
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <NativeSelect ref={selectRef} id={id} name={name} defaultValue={value} className={selectClassName}>
        {all === null ? null : <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

import { useSubmit } from "@remix-run/react";
import type { ChangeEvent, KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import type { PickerList } from "~/models/contract-pickers.server";


/**
 * A submit button that re-renders the form by GET with what was typed (the loader starts the form from the URL when
 * `refresh` is in it): the no-JavaScript way to narrow a picker. formNoValidate: a half-filled form may be narrowed.
 */
export function RefreshButton({ refresh, children }: { refresh: string; children: string }) {
  return (
    <Button type="submit" variant="outline" size="sm" formMethod="get" formNoValidate name="refresh" value={refresh}>
      {children}
    </Button>
  );
}

/**
 * The form's default button, first in it, so that Enter in a text field saves instead of pressing the first picker's
 * search (the first submit button in the form is the one Enter presses).
 */
export function DefaultSubmit() {
  return <button type="submit" hidden tabIndex={-1} aria-hidden="true" />;
}

/** With JavaScript, Enter in a picker's search box presses that picker's search, not the form's save. */
function searchOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== "Enter") return;
  const button = event.currentTarget.closest("[data-picker-search]")?.querySelector("button");
  if (!button || !event.currentTarget.form) return;
  event.preventDefault();
  event.currentTarget.form.requestSubmit(button);
}

/** With JavaScript, a changed choice that narrows another list refreshes the form at once (the same GET as the button). */
export function useRefreshOnChange(refresh: string) {
  const submit = useSubmit();
  return (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const data = new FormData(form);
    data.delete("file");
    data.set("refresh", refresh);
    submit(data, { method: "get", replace: true, preventScrollReset: true });
  };
}

/**
 * A server-rendered <select> of the records the user may pick (the newest ones, capped) with its own search box
 * (GET, in the URL) to find one the cap leaves out. "None" is always offered: every link is optional on its own.
 */
export function PickerField({
  name, label, list, value, errors, description, search, onChange, children,
}: {
  name: string;
  label: string;
  list: PickerList;
  value: string;
  errors?: string[];
  description?: string;
  search: { name: string; value: string; label: string; placeholder: string; button: string };
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** More controls of this picker (the product's "show its POs"). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("contracts");
  const hint = [description, list.capped ? t("picker.capped", { count: list.options.length }) : null, list.options.length ? null : search.value ? t("picker.noMatch") : t("picker.empty")].filter(Boolean).join(" ");
  return (
    <div className="space-y-2 rounded border p-3">
      <FormField label={label} name={name} errors={errors} description={hint || undefined}>
        {/* Keyed by its list and choice: after a refresh (a navigation with JavaScript) it takes the new options and choice. */}
        <NativeSelect key={`${value}|${list.options.length}|${list.options[0]?.value ?? ""}`} defaultValue={value} onChange={onChange}>
          <option value="">{t("picker.none")}</option>
          {list.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex flex-wrap items-end gap-2" data-picker-search>
        <FormField className="min-w-40 flex-1" label={search.label} name={search.name} inputProps={{ type: "search", defaultValue: search.value, placeholder: search.placeholder, maxLength: 100, onKeyDown: searchOnEnter }} />
        <RefreshButton refresh={name}>{search.button}</RefreshButton>
      </div>
      {children}
    </div>
  );
}

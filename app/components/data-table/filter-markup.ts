import { Download, Search } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { labelClasses } from "~/components/ui/label";
import type { SelectOption } from "~/components/ui/labelled-select";
import { nativeSelectClasses } from "~/components/ui/native-select";
import { formatNumberId } from "~/domain/money";
import { html, SafeHtml } from "~/lib/html";
import { lucideMarkup } from "~/lib/lucide-markup";
import { cn } from "~/lib/utils";

/*
 * The list filter form as markup (lib/html.ts): a dozen labelled fields and buttons drawn on every list page,
 * which cost React's server render about 0.3 ms a page (tests/bench/README.md). The classes are those of the
 * ui components (Input, NativeSelect, Label, Button), worked out once. Fields show the URL's values; the
 * form (data-table.tsx FilterForm) keeps the focus and the typing across a redraw (ui/markup.tsx).
 */

const FIELD_LABEL = labelClasses("text-xs text-muted-foreground");
const SEARCH_INPUT = inputClasses("h-8 ps-8");
const RANGE_INPUT = inputClasses("h-8 min-w-0 text-xs");
const SELECT = nativeSelectClasses("h-8 text-xs capitalize");
// While the filtered page loads, the form is aria-busy and Apply rests (as `disabled` did, without redrawing the form).
const APPLY = cn(buttonVariants({ size: "sm", className: "group-aria-busy/filters:pointer-events-none group-aria-busy/filters:opacity-50" }));
const RESET = cn(buttonVariants({ variant: "ghost", size: "sm" }));
const EXPORT = cn(buttonVariants({ variant: "outline", size: "sm" }));

const SELECTED = new SafeHtml(' selected=""');
const DATE = new SafeHtml(' type="date"');
const AMOUNT = new SafeHtml(' type="text" inputmode="numeric" placeholder="Rp" autocomplete="off"');

export type FilterFormContent = {
  sort: string;
  dir: string;
  /** Hidden values the form carries over (a customer chosen from a row). */
  keep?: Record<string, string>;
  searchLabel: string;
  searchPlaceholder: string;
  q: string;
  exportHref?: string;
  resetHref: string;
  /** The list's own fields (selectFilter, rangeFilter, ...). */
  fields?: SafeHtml | null;
};

/** What the filter form holds: the sort, the search, Apply / Reset / Export Excel, and the list's fields. */
export function filterFormMarkup({ sort, dir, keep = {}, searchLabel, searchPlaceholder, q, exportHref, resetHref, fields }: FilterFormContent): SafeHtml {
  const kept = Object.entries(keep).map(([name, value]) => (value ? html`<input type="hidden" name="${name}" value="${value}"/>` : null));
  const exportLink = exportHref ? html`<a href="${exportHref}" download="" class="${EXPORT}">${lucideMarkup(Download, "")}Export Excel</a>` : null;
  return html`<input type="hidden" name="sort" value="${sort}"/><input type="hidden" name="dir" value="${dir}"/>${kept}<div class="flex flex-wrap items-end gap-2"><div class="min-w-[14rem] flex-1 space-y-1"><label class="${FIELD_LABEL}" for="list-q">${searchLabel}</label><div class="relative">${lucideMarkup(Search, "pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground")}<input type="search" class="${SEARCH_INPUT}" id="list-q" name="q" value="${q}" placeholder="${searchPlaceholder}" maxlength="100"/></div></div><div class="flex items-end gap-2"><button type="submit" class="${APPLY}">Apply</button><a href="${resetHref}" data-nav="" data-discover="true" class="${RESET}">Reset</a>${exportLink}</div></div>${fields ? html`<div class="flex flex-wrap items-end gap-x-3 gap-y-2">${fields}</div>` : null}`;
}

/** A labelled select of the filter form ("All" first). */
export function selectFilter({ name, label, value, options, allLabel = "All" }: { name: string; label: string; value: string; options: readonly SelectOption[]; allLabel?: string }): SafeHtml {
  const id = `filter-${name}`;
  const option = (optionValue: string, text: string) => html`<option value="${optionValue}"${optionValue === value ? SELECTED : null}>${text}</option>`;
  return html`<div class="w-36 space-y-1"><label class="${FIELD_LABEL}" for="${id}">${label}</label><select class="${SELECT}" id="${id}" name="${name}">${option("", allLabel)}${options.map((o) => option(o.value, o.label))}</select></div>`;
}

/** The product filter of the document lists: the products the user may see, "ST · Smart Tenant". */
export function productFilter(products: readonly { id: string; name: string; productCode: string }[], value: string): SafeHtml {
  return selectFilter({ name: "product", label: "Product", value, options: products.map((p) => ({ value: p.id, label: `${p.productCode} · ${p.name}` })), allLabel: "All products" });
}

/** Two inputs for a range (dates, or rupiah amounts typed as "1.500.000"). */
export function rangeFilter({ label, type, from, to }: { label: string; type: "date" | "amount"; from: { name: string; value: string }; to: { name: string; value: string } }): SafeHtml {
  const kind = type === "date" ? DATE : AMOUNT;
  const input = (end: { name: string; value: string }, which: string) => html`<input${kind} name="${end.name}" value="${end.value}" aria-label="${label} ${which}" class="${RANGE_INPUT}"/>`;
  return html`<fieldset class="space-y-1 ${type === "date" ? "w-[17.5rem]" : "w-[15rem]"}"><legend class="mb-1 text-xs font-medium text-muted-foreground">${label}</legend><div class="flex items-center gap-1">${input(from, "from")}<span aria-hidden="true" class="text-muted-foreground">&ndash;</span>${input(to, "to")}</div></fieldset>`;
}

const amountText = (n: number | null) => (n === null ? "" : formatNumberId(n));

/** The rupiah range filter (min/max in the URL), shown the Indonesian way. */
export function amountFilter(label: string, min: number | null, max: number | null): SafeHtml {
  return rangeFilter({ label, type: "amount", from: { name: "min", value: amountText(min) }, to: { name: "max", value: amountText(max) } });
}

/** The billing-date and due-date ranges and the amount range that the billing and invoice lists share. */
export function billingDueAndAmountFilters(filters: { dateFrom: string; dateTo: string; dueFrom: string; dueTo: string; amountMin: number | null; amountMax: number | null }): SafeHtml {
  const billing = rangeFilter({ label: "Billing date", type: "date", from: { name: "from", value: filters.dateFrom }, to: { name: "to", value: filters.dateTo } });
  const due = rangeFilter({ label: "Due date", type: "date", from: { name: "dueFrom", value: filters.dueFrom }, to: { name: "dueTo", value: filters.dueTo } });
  return html`${billing}${due}${amountFilter("Amount (Rp)", filters.amountMin, filters.amountMax)}`;
}

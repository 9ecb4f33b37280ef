import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { statusText } from "~/components/documents/status-badge";
import { Input } from "~/components/ui/input";
import { LabelledSelect } from "~/components/ui/labelled-select";
import { formatNumberId } from "~/domain/money";
import { cn } from "~/lib/utils";
import type { ProductOption } from "./column";

/*
 * The fields of the list filter form (data-table.tsx FilterForm). They are uncontrolled: each shows the URL's
 * value (defaultValue) and follows the URL when it changes (useFollowUrl), so a revalidation with the same URL
 * never wipes what someone is typing, and a navigation (Reset, Back) still shows the filter it applied.
 */

/**
 * A ref for an uncontrolled field that shows `value` (the URL's) and is set to it whenever the URL's value
 * changes (not on the first render: typing done before hydration stays). The same element stays, so the
 * focus does too.
 */
export function useFollowUrl<E extends HTMLInputElement | HTMLSelectElement>(value: string) {
  const ref = useRef<E>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return ref;
}

const FIELD_LABEL = "text-xs text-muted-foreground";

/** A labelled select of the filter form ("All" first). */
export function SelectFilter({ name, label, value, options, allLabel }: { name: string; label: string; value: string; options: readonly { value: string; label: string }[]; allLabel?: string }) {
  const ref = useFollowUrl<HTMLSelectElement>(value);
  const { t } = useTranslation("lists");
  return (
    <LabelledSelect
      id={`filter-${name}`}
      name={name}
      label={label}
      value={value}
      options={options}
      allLabel={allLabel ?? t("filters.all")}
      className="w-36 space-y-1"
      labelClassName={FIELD_LABEL}
      selectClassName="h-8 text-xs capitalize"
      selectRef={ref}
    />
  );
}

/** A select of statuses: the value in the URL, the status's name in the reader's language. */
export function useStatusOptions(values: readonly string[]) {
  const { t } = useTranslation("documents");
  return useMemo(() => values.map((v) => ({ value: v, label: statusText(t as never, v) })), [values, t]);
}

/** The product filter of the document lists: the products the user may see, "ST · Smart Tenant". */
export function ProductFilter({ products, value }: { products: readonly ProductOption[]; value: string }) {
  const { t } = useTranslation("lists");
  return <SelectFilter name="product" label={t("filters.product")} value={value} options={products.map((p) => ({ value: p.id, label: `${p.productCode} · ${p.name}` }))} allLabel={t("filters.allProducts")} />;
}

type End = { name: string; value: string };

function RangeInput({ end, label, type }: { end: End; label: string; type: "date" | "amount" }) {
  // "Rp" is the currency's symbol in both languages.
  const ref = useFollowUrl<HTMLInputElement>(end.value);
  const kind = type === "date" ? { type: "date" } : { type: "text", inputMode: "numeric" as const, placeholder: "Rp", autoComplete: "off" };
  return <Input ref={ref} {...kind} name={end.name} defaultValue={end.value} aria-label={label} className="h-8 min-w-0 text-xs" />;
}

/** Two inputs for a range (dates, or rupiah amounts typed as "1.500.000"). */
export function RangeFilter({ label, type, from, to }: { label: string; type: "date" | "amount"; from: End; to: End }) {
  const { t } = useTranslation("lists");
  return (
    <fieldset className={cn("space-y-1", type === "date" ? "w-[17.5rem]" : "w-[15rem]")}>
      <legend className="mb-1 text-xs font-medium text-muted-foreground">{label}</legend>
      <div className="flex items-center gap-1">
        <RangeInput end={from} label={t("filters.rangeFrom", { label })} type={type} />
        <span aria-hidden="true" className="text-muted-foreground">
          –
        </span>
        <RangeInput end={to} label={t("filters.rangeTo", { label })} type={type} />
      </div>
    </fieldset>
  );
}

const amountText = (n: number | null) => (n === null ? "" : formatNumberId(n));

/** The rupiah range filter (min/max in the URL), shown the Indonesian way. */
export function AmountFilter({ label, min, max }: { label: string; min: number | null; max: number | null }) {
  return <RangeFilter label={label} type="amount" from={{ name: "min", value: amountText(min) }} to={{ name: "max", value: amountText(max) }} />;
}

type DateAndAmountFilters = { dateFrom: string; dateTo: string; dueFrom: string; dueTo: string; amountMin: number | null; amountMax: number | null };

/** The billing-date and due-date ranges and the amount range that the billing and invoice lists share. */
export function BillingDueAndAmountFilters({ filters }: { filters: DateAndAmountFilters }) {
  const { t } = useTranslation("lists");
  return (
    <>
      <RangeFilter label={t("filters.billingDate")} type="date" from={{ name: "from", value: filters.dateFrom }} to={{ name: "to", value: filters.dateTo }} />
      <RangeFilter label={t("filters.dueDate")} type="date" from={{ name: "dueFrom", value: filters.dueFrom }} to={{ name: "dueTo", value: filters.dueTo }} />
      <AmountFilter label={t("filters.amount")} min={filters.amountMin} max={filters.amountMax} />
    </>
  );
}

const INVOICE_STATUSES = ["invoiced", "approved", "returned", "rejected", "canceled"] as const;
const FAKTUR_STATUSES = ["not yet", "requested", "received", "error"] as const;

/** The invoice list's filter fields (the inbox leaves the statuses out: everything there waits). */
export function InvoiceFilterFields({ filters, products, showStatus }: { filters: DateAndAmountFilters & { status: string[]; faktur: string[]; product: string }; products: ProductOption[]; showStatus: boolean }) {
  const { t } = useTranslation("lists");
  const statusOptions = useStatusOptions(INVOICE_STATUSES);
  const fakturOptions = useStatusOptions(FAKTUR_STATUSES);
  return (
    <>
      {showStatus ? <SelectFilter name="status" label={t("filters.status")} value={filters.status[0] ?? ""} options={statusOptions} /> : null}
      {showStatus ? <SelectFilter name="faktur" label={t("filters.faktur")} value={filters.faktur[0] ?? ""} options={fakturOptions} /> : null}
      <ProductFilter products={products} value={filters.product} />
      <BillingDueAndAmountFilters filters={filters} />
    </>
  );
}

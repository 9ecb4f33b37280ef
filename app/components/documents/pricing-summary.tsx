import { formatRupiah } from "~/domain/money";
import { terbilangRupiah } from "~/domain/terbilang";

export type Pricing = {
  totalPrice: number; dpp: number; tax: number; taxRateLabel: string; pph: number; includePph: boolean;
  administrationFee: number; uniqueCode: number; finalPrice: number; finalPriceWithPph: number;
};

function Row({ label, value, strong, hint }: { label: string; value: number; strong?: boolean; hint?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1 ${strong ? "border-t pt-2 font-semibold" : ""}`}>
      <dt className={strong ? "" : "text-muted-foreground"}>
        {label}
        {hint ? <span className="ms-1 text-xs text-muted-foreground">({hint})</span> : null}
      </dt>
      <dd className="tabular-nums">{formatRupiah(value)}</dd>
    </div>
  );
}

/** The pricing breakdown of a billing (issue 5): every figure the final price is made of, and the amount in words. */
export function PricingSummary({ p }: { p: Pricing }) {
  return (
    <div className="space-y-2 text-sm">
      <dl aria-label="Pricing breakdown">
        <Row label="Total price" value={p.totalPrice} />
        {p.dpp !== p.totalPrice && p.dpp > 0 ? <Row label="DPP nilai lain" value={p.dpp} hint="11/12 of the price" /> : null}
        <Row label="PPN" value={p.tax} hint={p.taxRateLabel} />
        <Row label="Administration fee" value={p.administrationFee} />
        {p.uniqueCode !== 0 ? <Row label="Unique code" value={p.uniqueCode} hint={p.uniqueCode < 0 ? "discount" : "addition"} /> : null}
        <Row label="Final price" value={p.finalPrice} strong />
        {p.includePph ? (
          <>
            <Row label="PPh 23 withheld" value={-p.pph} hint="2% of the total price" />
            <Row label="Final price with PPh" value={p.finalPriceWithPph} strong />
          </>
        ) : null}
      </dl>
      <p className="rounded-md bg-muted px-3 py-2 text-xs italic">{terbilangRupiah(p.includePph ? p.finalPriceWithPph : p.finalPrice)}</p>
    </div>
  );
}

import { Detail, Section } from "~/components/product/section";
import type { ProductView } from "./product-view";

/** The companion division and the bank account on documents. */
export function CompanionSection({ p }: { p: ProductView }) {
  return (
    <Section id="companion" title="Companion & bank account">
      <div className="grid gap-6 md:grid-cols-2">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Company">{p.companion.companyName ?? ""}</Detail>
          <Detail label="Division">{p.companion.divisionName ? `${p.companion.divisionName}${p.companion.divisionCode ? ` (${p.companion.divisionCode})` : ""}` : ""}</Detail>
          <Detail label="Companion">{p.companion.companionName ?? ""}</Detail>
        </dl>
        <dl className="grid gap-3 border-t pt-4 sm:grid-cols-2 md:border-s md:border-t-0 md:ps-6 md:pt-0">
          <Detail label="Account holder">{p.bank?.owner ?? ""}</Detail>
          <Detail label="Account number">
            <span className="font-mono tabular-nums">{p.bank?.account_number ?? ""}</span>
          </Detail>
          <Detail label="Bank">{p.bank?.bank_name ?? ""}</Detail>
          <Detail label="Branch office">{p.bank?.branch_office ?? ""}</Detail>
        </dl>
      </div>
    </Section>
  );
}

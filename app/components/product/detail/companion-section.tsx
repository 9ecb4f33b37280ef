import { useTranslation } from "react-i18next";
import { Detail, Section } from "~/components/product/section";
import type { ProductView } from "./product-view";

/** The companion division and the bank account on documents. */
export function CompanionSection({ p }: { p: ProductView }) {
  const { t } = useTranslation("products");
  return (
    <Section id="companion" title={t("sections.companionBankAccount")}>
      <div className="grid gap-6 md:grid-cols-2">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label={t("fields.company")}>{p.companion.companyName ?? ""}</Detail>
          <Detail label={t("fields.division")}>{p.companion.divisionName ? `${p.companion.divisionName}${p.companion.divisionCode ? ` (${p.companion.divisionCode})` : ""}` : ""}</Detail>
          <Detail label={t("fields.companion")}>{p.companion.companionName ?? ""}</Detail>
        </dl>
        <dl className="grid gap-3 border-t pt-4 sm:grid-cols-2 md:border-s md:border-t-0 md:ps-6 md:pt-0">
          <Detail label={t("fields.accountHolder")}>{p.bank?.owner ?? ""}</Detail>
          <Detail label={t("fields.accountNumber")}>
            <span className="font-mono tabular-nums">{p.bank?.account_number ?? ""}</span>
          </Detail>
          <Detail label={t("fields.bank")}>{p.bank?.bank_name ?? ""}</Detail>
          <Detail label={t("fields.branchOffice")}>{p.bank?.branch_office ?? ""}</Detail>
        </dl>
      </div>
    </Section>
  );
}

import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatDateShortId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";

export type CreditFieldErrors = Partial<Record<string, string[]>>;
export type CreditBillingOption = { id: string; billingNumber: string | null; balance: number; dueDate: string };

/**
 * Applies the customer's credit to one of their open billings (issue 20). It posts to the customer's credit page
 * (/payments/credits/{customerId}) from there and from the billing page, so the server validates it in one place;
 * `back` sends a successful apply back to the billing page.
 */
export function ApplyCreditForm({
  customerId,
  billings,
  available,
  errors,
  values,
  back,
}: {
  customerId: string;
  billings: CreditBillingOption[];
  available: number;
  errors?: CreditFieldErrors;
  values?: Record<string, string>;
  back?: string;
}) {
  const { t } = useTranslation("payments");
  const busy = useNavigation().formData?.get("intent") === "apply";
  const only = billings.length === 1 ? billings[0]! : null;
  const max = only ? Math.min(available, only.balance) : available;
  if (!billings.length) return <p className="text-sm text-muted-foreground">{t("credits.noOpenBillings")}</p>;
  return (
    <Form method="post" action={`/payments/credits/${customerId}`} className="space-y-3">
      <input type="hidden" name="intent" value="apply" />
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <FormField label={t("credits.billing")} name="billingId" id="apply-billing" errors={errors?.billingId} required>
        <NativeSelect defaultValue={values?.billingId ?? only?.id ?? ""}>
          {only ? null : <option value="">{t("credits.chooseBilling")}</option>}
          {billings.map((b) => (
            <option key={b.id} value={b.id}>
              {t("credits.billingOption", { number: b.billingNumber ?? b.id.slice(0, 8), balance: formatRupiah(b.balance), due: formatDateShortId(b.dueDate) })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("credits.amount")} name="amount" id="apply-amount" errors={errors?.amount} description={t("credits.amountHint", { max: formatRupiah(max) })} required>
        <Input inputMode="numeric" defaultValue={values?.amount ?? String(max)} autoComplete="off" />
      </FormField>
      <Button type="submit" size="sm" disabled={busy}>
        {t("credits.applySubmit")}
      </Button>
    </Form>
  );
}

/** Records a refund of the customer's credit: the amount, where it went, the transfer that carried it, and why. */
export function RefundCreditForm({ available, errors, values, today }: { available: number; errors?: CreditFieldErrors; values?: Record<string, string>; today: string }) {
  const { t } = useTranslation("payments");
  const busy = useNavigation().formData?.get("intent") === "refund";
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="refund" />
      <FormField label={t("credits.amount")} name="amount" id="refund-amount" errors={errors?.amount} description={t("credits.amountHint", { max: formatRupiah(available) })} required>
        <Input inputMode="numeric" defaultValue={values?.amount ?? String(available)} autoComplete="off" />
      </FormField>
      <FormField label={t("credits.bankName")} name="bankName" id="refund-bank" errors={errors?.bankName} required>
        <Input defaultValue={values?.bankName} maxLength={60} />
      </FormField>
      <FormField label={t("credits.bankAccount")} name="bankAccount" id="refund-account" errors={errors?.bankAccount} required>
        <Input inputMode="numeric" defaultValue={values?.bankAccount} maxLength={30} autoComplete="off" />
      </FormField>
      <FormField label={t("credits.accountHolder")} name="accountHolder" id="refund-holder" errors={errors?.accountHolder} required>
        <Input defaultValue={values?.accountHolder} maxLength={120} />
      </FormField>
      <FormField label={t("credits.transferReference")} name="transferReference" id="refund-reference" errors={errors?.transferReference} required>
        <Input defaultValue={values?.transferReference} maxLength={60} autoComplete="off" />
      </FormField>
      <FormField label={t("credits.transferDate")} name="transferDate" id="refund-date" errors={errors?.transferDate} required>
        <Input type="date" defaultValue={values?.transferDate ?? today} max={today} />
      </FormField>
      <FormField label={t("credits.reason")} name="reason" id="refund-reason" errors={errors?.reason} required>
        <Textarea rows={2} minLength={3} maxLength={500} defaultValue={values?.reason} />
      </FormField>
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        {t("credits.refundSubmit")}
      </Button>
    </Form>
  );
}

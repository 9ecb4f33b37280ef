import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { QuotationInput } from "~/lib/schemas/quotation";
import type { loader as companyPartyLoader } from "~/routes/_portal.quotations.company-party";

/**
 * With JavaScript, choosing the quotation's partner company fills the customer party from the company record at once:
 * a fetcher asks /quotations/company-party (which checks the user may name that company), then the address and NPWP
 * are replaced and a blank name filled. Answers the function to call with the chosen company's id.
 */
type QuotationForm = Partial<QuotationInput>;

export function useCompanyPartyFill(form: FormMetadata<QuotationForm, string[]>, to: FieldMetadata<QuotationForm["to"], QuotationForm, string[]>) {
  const fetcher = useFetcher<typeof companyPartyLoader>();
  const party = to.getFieldset();
  const answer = fetcher.data && "party" in fetcher.data ? fetcher.data.party : null;
  useEffect(() => {
    if (!answer) return;
    form.update({ name: party.address.name, value: answer.address });
    form.update({ name: party.npwp.name, value: answer.npwp });
    if (!String(party.name.value ?? "").trim()) form.update({ name: party.name.name, value: answer.name });
    // Only a new answer fills the fields: typing after it must not be overwritten on the next render.
  }, [answer]);
  return (companyId: string) => {
    if (companyId) fetcher.load(`/quotations/company-party?companyId=${encodeURIComponent(companyId)}`);
  };
}

import { redirect } from "@remix-run/node";
import { taxRetryAction } from "~/services/tax-retry-action.server";
import { retryTaxCancellation } from "~/services/tax-invoice-corrections.server";

/** Issue 21: retries the cancellation (batal) of a faktur the tax authority refused to cancel, once it is fixed there. */
export const action = taxRetryAction(retryTaxCancellation, { title: "replace.retryCancel" });

export function loader() {
  return redirect("/invoices");
}

import { redirect } from "@remix-run/node";
import { taxRetryAction } from "~/services/tax-retry-action.server";
import { retryTaxInvoice } from "~/services/tax-invoices.server";

/**
 * Retries the tax-invoice request of an approved invoice whose faktur failed without returning it (duplicate
 * reference id, file URL too long).
 */
export const action = taxRetryAction(retryTaxInvoice, { title: "taxInvoice.toast.retried", description: "taxInvoice.toast.retriedHint" });

export function loader() {
  return redirect("/invoices");
}

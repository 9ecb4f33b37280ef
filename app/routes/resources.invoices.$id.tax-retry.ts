import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireUserWithPermission } from "~/services/auth.server";
import { safeRedirect } from "~/services/auth-session.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage, readForm } from "~/services/http.server";
import { retryTaxInvoice } from "~/services/tax-invoices.server";
import { translateMessage } from "~/lib/server-message";
import { requestTranslator } from "~/services/i18n.server";

export const TaxRetrySchema = z.object({ redirectTo: z.string().trim().max(500).optional() });

/**
 * Retries the tax-invoice request of an approved invoice whose faktur failed without returning it (duplicate
 * reference id, file URL too long). POST, form field `redirectTo` (defaults to the invoice page); answers with a
 * redirect and a toast, a refusal with a redirect and an error toast (the machine says why).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "retry:tax-invoice");
  const parsed = TaxRetrySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw httpError(400, "That retry request is not valid.");
  const id = params.id ?? "";
  const to = safeRedirect(parsed.data.redirectTo, `/invoices/${id}`);
  try {
    retryTaxInvoice(user, id);
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status === 404) throw error;
    // The toast is for a person: in their language, the machine's English refusal translated.
    const [t, tm] = await Promise.all([requestTranslator(request, context, "documents"), requestTranslator(request, context, "messages")]);
    return redirect(to, { headers: await withToast(request, { kind: "error", title: t("taxInvoice.toast.notRetried"), description: translateMessage(tm as never, message) }) });
  }
  const t = await requestTranslator(request, context, "documents");
  return redirect(to, { headers: await withToast(request, { kind: "success", title: t("taxInvoice.toast.retried"), description: t("taxInvoice.toast.retriedHint") }) });
}

export function loader() {
  return redirect("/invoices");
}

import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireUserWithPermission } from "~/services/auth.server";
import { safeRedirect } from "~/services/auth-session.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage, readForm } from "~/services/http.server";
import { retryTaxCancellation } from "~/services/tax-invoice-corrections.server";
import { translateMessage } from "~/lib/server-message";
import { requestTranslator } from "~/services/i18n.server";

export const TaxCancelRetrySchema = z.object({ redirectTo: z.string().trim().max(500).optional() });

/**
 * Issue 21: retries the cancellation (batal) of a faktur the tax authority refused to cancel, once it is fixed there. POST, form field `redirectTo` (defaults to the invoice page); answers with a
 * redirect and a toast, a refusal with a redirect and an error toast (the machine says why).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "retry:tax-invoice");
  const parsed = TaxCancelRetrySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw httpError(400, "That retry request is not valid.");
  const id = params.id ?? "";
  const to = safeRedirect(parsed.data.redirectTo, `/invoices/${id}`);
  try {
    retryTaxCancellation(user, id);
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status === 404) throw error;
    // The toast is for a person: in their language, the machine's English refusal translated.
    const [t, tm] = await Promise.all([requestTranslator(request, context, "documents"), requestTranslator(request, context, "messages")]);
    return redirect(to, { headers: await withToast(request, { kind: "error", title: t("taxInvoice.toast.notRetried"), description: translateMessage(tm as never, message) }) });
  }
  const t = await requestTranslator(request, context, "documents");
  return redirect(to, { headers: await withToast(request, { kind: "success", title: t("replace.retryCancel") }) });
}

export function loader() {
  return redirect("/invoices");
}

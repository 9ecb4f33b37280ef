import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { translateMessage } from "~/lib/server-message";
import type { AccessUser } from "~/models/user.server";
import { requireUserWithPermission } from "./auth.server";
import { safeRedirect } from "./auth-session.server";
import { withToast } from "./cookies.server";
import { httpError, readForm, responseMessage } from "./http.server";
import { requestTranslator } from "./i18n.server";

export const TaxRetrySchema = z.object({ redirectTo: z.string().trim().max(500).optional() });

/** The success toasts' texts (documents namespace). */
type DocumentsKey = "taxInvoice.toast.retried" | "taxInvoice.toast.retriedHint" | "replace.retryCancel";

/**
 * The action of a tax-invoice retry button (the request after a failure, the cancellation after a refusal): POST with
 * an optional `redirectTo` (defaults to the invoice page), `retry:tax-invoice` needed. It answers with a redirect and a
 * toast; a refusal with a redirect and an error toast in the reader's language (the machine says why).
 */
export function taxRetryAction(retry: (user: AccessUser, invoiceId: string) => void, success: { title: DocumentsKey; description?: DocumentsKey }) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const user = await requireUserWithPermission(request, context, "retry:tax-invoice");
    const parsed = TaxRetrySchema.safeParse(Object.fromEntries(await readForm(request)));
    if (!parsed.success) throw httpError(400, "That retry request is not valid.");
    const id = params.id ?? "";
    const to = safeRedirect(parsed.data.redirectTo, `/invoices/${id}`);
    try {
      retry(user, id);
    } catch (error) {
      const message = await responseMessage(error);
      if (!message || !(error instanceof Response) || error.status === 404) throw error;
      const [t, tm] = await Promise.all([requestTranslator(request, context, "documents"), requestTranslator(request, context, "messages")]);
      return redirect(to, { headers: await withToast(request, { kind: "error", title: t("taxInvoice.toast.notRetried"), description: translateMessage(tm as never, message) }) });
    }
    const t = await requestTranslator(request, context, "documents");
    const description = success.description ? t(success.description) : undefined;
    return redirect(to, { headers: await withToast(request, { kind: "success", title: t(success.title), description }) });
  };
}

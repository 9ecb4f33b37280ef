import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth.server";
import { httpError } from "~/services/http.server";
import { requestLanguage } from "~/services/i18n.server";
import { documentPdfFor, isDocumentKind, pdfResponse } from "~/services/pdf.server";

/**
 * GET /resources/documents/{po|billing|invoice}/{id}: the document's PDF as a download (?inline=1 to show
 * it in the browser). Authorised like the document itself: signed in, and allowed to manage its product.
 * The PDF is in the downloading user's language (its labels; amounts, dates and words stay Indonesian).
 * An invoice is Invoice_{number}.pdf, or Invoice_{billing number}_draft.pdf (watermarked) before approval.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!isDocumentKind(params.kind)) throw httpError(404, "There is no such document");
  const pdf = await documentPdfFor(user, params.kind, params.id ?? "", await requestLanguage(request, context));
  return pdfResponse(pdf.bytes, pdf.fileName, { inline: new URL(request.url).searchParams.get("inline") === "1" });
}

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { MANAGE_QUOTATION } from "~/domain/quotations";
import { requireUserWithPermission } from "~/services/auth.server";
import { companyPartyFor } from "~/services/quotation-company.server";

/**
 * The quotation form's fetcher: the customer party (name, address, NPWP) of a company the user may name on a
 * quotation; an unknown or out-of-scope company answers 400 with the field's message, never its details.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, MANAGE_QUOTATION);
  const answer = companyPartyFor(user, new URL(request.url).searchParams.get("companyId") ?? "");
  return json(answer, { status: "error" in answer ? 400 : 200, headers: { "Cache-Control": "no-store" } });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { isIsoDate } from "~/domain/dates";
import { sandboxSettlementReport } from "~/integrations/payment-gateway/settlement-report.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { isSandbox } from "~/services/env.server";
import { httpError } from "~/services/http.server";

/** The sandbox gateway's settlement report of a day (?date=YYYY-MM-DD), as the real gateway's dashboard hands it out. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, "manage:sandbox");
  if (!isSandbox()) throw httpError(404, "The sandbox control panel exists only in sandbox mode.");
  const date = new URL(request.url).searchParams.get("date") ?? "";
  if (!isIsoDate(date)) throw httpError(400, "Choose the day of the settlement report (YYYY-MM-DD).");
  return new Response(sandboxSettlementReport(date), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="settlement-${date}.csv"`, "cache-control": "no-store" },
  });
}

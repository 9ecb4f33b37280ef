import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUserWithPermission } from "~/services/auth.server";
import { httpError } from "~/services/http.server";
import { loader as reportLoader } from "./_portal.reports.$name";

/**
 * A report's file: /reports/{name}/export?format=xlsx|pdf&{the screen's filters}. A resource route, because a UI
 * route answers a document request (a download link, a bookmark) by rendering its page with the loader's
 * Response unwrapped as data, never with the file itself. The report's loader decides everything (permission,
 * filters, caps, the file); this route only makes its Response reach the browser as it is.
 */
export async function loader(args: LoaderFunctionArgs) {
  // Authorise first (the report's loader checks again, from the request's memo): a refusal never depends on the URL.
  await requireUserWithPermission(args.request, args.context, "read:report");
  const format = new URL(args.request.url).searchParams.get("format");
  if (!format) throw httpError(400, "Choose the format xlsx or pdf.");
  return reportLoader(args);
}

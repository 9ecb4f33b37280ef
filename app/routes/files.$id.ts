import type { LoaderFunctionArgs } from "@remix-run/node";
import { hasPermission, requireUser } from "~/services/auth.server";
import { httpError } from "~/services/http.server";
import { downloadResponse, findAttachment } from "~/services/uploads.server";

/** Which permission reading an attachment needs, by what it is attached to. */
const READ_PERMISSION: Record<string, string> = {
  purchase_order: "read:purchase-order:own",
  billing: "read:billing:own",
  invoice: "read:invoice:own",
  product: "read:product:own",
};

/** Stored files are served only as downloads, to signed-in people allowed to read their owner. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const row = findAttachment(params.id ?? "");
  if (!row) throw httpError(404, "That file does not exist");
  const needed = READ_PERMISSION[row.ownerKind];
  if (needed && !hasPermission(user, needed)) throw httpError(403, "You may not open this file");
  return downloadResponse(row);
}

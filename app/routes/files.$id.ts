import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth.server";
import { requireReadableAttachment } from "~/services/file-access.server";
import { downloadResponse, findAttachment } from "~/services/uploads.server";

/**
 * Stored files are served only as downloads, to signed-in people who may read what they are attached to
 * (file-access.server.ts: the owning document's scope for every kind; an unknown kind is a 404).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return downloadResponse(requireReadableAttachment(user, findAttachment(params.id ?? "")));
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth.server";
import { readAvatar } from "~/services/avatar.server";
import { httpError } from "~/services/http.server";

/** Serves a stored avatar to signed-in people. Names are generated per upload, so a long private cache is safe. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const file = await readAvatar(params.file ?? "");
  if (!file) throw httpError(404, "No such picture.");
  return new Response(new Uint8Array(file.body), { headers: { "Content-Type": file.type, "Cache-Control": "private, max-age=86400, immutable", "X-Content-Type-Options": "nosniff" } });
}

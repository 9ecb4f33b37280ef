import type { LoaderFunctionArgs } from "@remix-run/node";
import { httpError } from "~/services/http.server";
import { sandboxMailAttachment } from "~/services/mail.server";
import { requireMailboxReader } from "~/services/sandbox-mailbox.server";

/**
 * One attachment of a sandbox mailbox message (an invoice's PDF), as a download: /dev/mail/{message id}/{index}.
 * Readable by whoever reads the mailbox (sandbox-mailbox.server.ts); anyone else gets the same 404 as a missing file.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireMailboxReader(request, context, { hide: true });
  const file = sandboxMailAttachment(params.id ?? "", Number(params.index));
  if (!file) throw httpError(404, "That attachment is not in the sandbox mailbox.");
  const safeName = file.filename.replace(/[^\w.\- ]+/g, "_");
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

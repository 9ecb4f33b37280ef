import { readFile } from "node:fs/promises";
import path from "node:path";
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { findProductImage } from "~/models/product.server";
import { requireUser } from "~/services/auth.server";
import { canReadDocument, mayReadKind } from "~/services/document-access.server";
import { env } from "~/services/env.server";
import { httpError } from "~/services/http.server";
import { placeholderFor } from "~/services/products.server";

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg" };

/**
 * A product picture (logo, template logo, benefit, banner or feature image), shown inline to anyone who
 * may read its product (document-access.server.ts). A picture whose record or file is gone answers with the placeholder (spec section 5):
 * ?kind=banner gives banner.png, anything else noimg.png.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!mayReadKind(user, "product")) throw httpError(403, "You need the permission read:product for this.");
  const placeholder = placeholderFor(new URL(request.url).searchParams.get("kind") === "banner" ? "banner" : "image");
  const row = findProductImage(params.id ?? "");
  // A picture of a product the user may not open is as absent as a missing one (the product pages show it, nothing else).
  if (!row || !TYPES[row.filetype] || !row.ownerId || !canReadDocument(user, "product", row.ownerId)) return redirect(placeholder);
  let body: Buffer;
  try {
    body = await readFile(path.resolve(env().DATA_DIR, "uploads", row.filename));
  } catch {
    return redirect(placeholder);
  }
  // Names are generated per upload, so a long private cache is safe.
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": TYPES[row.filetype], "Content-Length": String(body.byteLength), "Cache-Control": "private, max-age=86400, immutable", "X-Content-Type-Options": "nosniff" },
  });
}

import { constants, brotliCompressSync, gzipSync } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { type AppLoadContext, createReadableStreamFromReadable, createRequestHandler, type ServerBuild, writeReadableStreamToWritable } from "@remix-run/node";

/**
 * Serves the Remix build from Express. It stands in for @remix-run/express, whose handler turns the
 * answer into a stream of chunks however it was made; this one sends pages whole (sendWebResponse).
 * `getLoadContext` is @remix-run/express's option of the same name (the Express layer's CSP nonce).
 */
export function remixHandler(build: ServerBuild, getLoadContext?: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext) {
  const handleRequest = createRequestHandler(build, "production");
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    handleRequest(toWebRequest(req, res), getLoadContext?.(req, res))
      .then((response) => sendWebResponse(req, res, response))
      .catch(next);
  };
}

/** The web Request Remix expects; it is aborted when the client goes away before the answer is written. */
function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // req.protocol follows Express's "trust proxy" setting.
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, init);
}

/**
 * Writes Remix's web Response to Express. Pages and JSON answers are complete before they are sent
 * (entry.server.tsx renders in one piece), so they are read whole and compressed in one call: the
 * compression middleware would push the same bytes through a zlib stream in 16 KB pieces, each a round
 * trip to the thread pool, which cost about three times the CPU of one call (tests/bench/README.md).
 * Anything else (files, event streams) is piped as it comes and left to the middleware.
 */
async function sendWebResponse(req: ExpressRequest, res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  if (!response.body) return void res.end();
  if (!isWholeText(response.headers)) return writeReadableStreamToWritable(response.body, res);

  const body = wholeBodyOf(response) ?? Buffer.from(await response.arrayBuffer());
  res.vary("Accept-Encoding");
  const encoding = body.length >= MIN_COMPRESSED_BYTES ? pickEncoding(req.get("Accept-Encoding")) : null;
  const sent = encoding ? compress(body, encoding) : body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.length);
  res.end(sent);
}

const WHOLE_BODY = Symbol.for("digimon.wholeBody");
// Set by the Remix router patch on every json() answer (patches/@remix-run+router+*.patch): a getter
// that writes the JSON text when first asked.
const JSON_TEXT = Symbol.for("remix.jsonText");

/**
 * A page's Response with its bytes kept beside it, so sendWebResponse sends them as they are instead of
 * reading them back through the web body stream (a copy and a stream round trip per page).
 */
export function wholeResponse(body: Buffer, init: ResponseInit): Response {
  return Object.defineProperty(new Response(body as Uint8Array<ArrayBuffer>, init), WHOLE_BODY, { value: body });
}

/** The bytes of a Response made by wholeResponse or Remix's json(), unless its body was read already. */
export function wholeBodyOf(response: Response): Buffer | null {
  if (response.bodyUsed) return null;
  const kept = (response as Response & { [WHOLE_BODY]?: Buffer; [JSON_TEXT]?: string });
  if (kept[WHOLE_BODY]) return kept[WHOLE_BODY];
  return typeof kept[JSON_TEXT] === "string" ? Buffer.from(kept[JSON_TEXT]) : null;
}

/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

function isWholeText(headers: Headers) {
  if (headers.has("Content-Encoding")) return false;
  const type = headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || type.startsWith("application/json");
}

export type Encoding = "br" | "gzip";

/**
 * The cheapest good encoding the client accepts. Brotli at quality 1 is both faster and smaller than
 * gzip at level 1 on these pages, so browsers (which all accept br) get it; gzip is the fallback.
 * A q=0 entry refuses an encoding, as RFC 9110 says.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

/**
 * Brotli quality 0 and gzip level 1 keep most of the saving on HTML for a fraction of the CPU of the defaults:
 * the invoice list page of 128 KB becomes 21.6 KB (br) or 23.4 KB (gzip) in about 0.17 or 0.5 ms. Quality 1
 * would save 1.9 KB more for twice the time (0.35 ms), on the page every finance user reloads all day.
 */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: 1 });
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
}

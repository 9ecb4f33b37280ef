import { randomBytes } from "node:crypto";
import type { ErrorRequestHandler, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "@remix-run/node";
import { logger } from "./logger.server";
import { RequestMemo } from "./request-memo.server";
import { MAX_UPLOAD_BYTES } from "./uploads.server";

/**
 * Request hygiene at the HTTP layer (issue 16), as plain Express middleware in front of
 * @remix-run/express's request handler:
 * every response gets the security headers, a malformed Host is refused, a browser's state-changing
 * request must come from our own origin, and request bodies are limited before anything buffers them.
 * server.ts mounts `httpGuards(...)` ahead of everything else and `answerErrors` last.
 */

export type GuardOptions = {
  /** APP_MODE=production: adds HSTS (the portal is then served over HTTPS). */
  production: boolean;
  /** PUBLIC_URL: the origin people use, which may differ from Host + protocol behind a proxy. */
  publicUrl: string;
  /** Bytes; defaults to BODY_LIMITS. */
  limits?: BodyLimits;
  /** `npm run dev` (NODE_ENV=development): the page may open remix dev's live-reload WebSocket. */
  development?: boolean;
};

export function httpGuards(options: GuardOptions): RequestHandler[] {
  return [securityHeaders(options), validHost, sameOriginMutations(options), bodyLimits(options.limits)];
}

// ---------------------------------------------------------------------------------------------------
// Security headers

/**
 * Remix's own inline scripts (the route modules' import, the page data, scroll restoration) carry this
 * nonce; no other inline script may run. Styles keep 'unsafe-inline': Radix and React write `style`
 * attributes (positions, CSS variables), which a nonce cannot cover. Images may be data: or blob: URLs
 * (previews of a chosen file); everything else comes from our own origin, except in development, where
 * <LiveReload /> connects to remix dev's WebSocket on another port (`ws:`).
 */
export function contentSecurityPolicy(nonce: string, { development = false }: { development?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Browser features the portal never uses are switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

const NONCE = "cspNonce";

/** The nonce of this response's Content-Security-Policy (set by securityHeaders). */
export function cspNonceOf(res: ExpressResponse): string {
  return typeof res.locals[NONCE] === "string" ? (res.locals[NONCE] as string) : "";
}

/**
 * Remix's load context, made for each request (@remix-run/express's `getLoadContext`): the CSP nonce, which
 * entry.server.tsx hands to <Scripts> and <ScrollRestoration>, and a fresh per-request memo
 * (request-memo.server.ts). Reads (GET, HEAD) share the memo across their loaders; a POST's keeps nothing,
 * because its action may change the session or the user before the same request's loaders run.
 */
export function remixLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext {
  return { nonce: cspNonceOf(res), memo: new RequestMemo({ keeps: req.method === "GET" || req.method === "HEAD" }) };
}

/** Set first, so that every answer carries them: pages, JSON, files, static files and refusals alike. */
export function securityHeaders({ production, development }: Pick<GuardOptions, "production" | "development">): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals[NONCE] = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { development }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    // frame-ancestors says the same to current browsers; this is for the ones before it.
    res.setHeader("X-Frame-Options", "DENY");
    // Document numbers and customer names travel in the portal's URLs: other sites get nothing.
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // Only in production, which is served over HTTPS: a sandbox on http://localhost must stay reachable.
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

// ---------------------------------------------------------------------------------------------------
// Host

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]{0,252}))(?::(\d{1,5}))?$/i;

export function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/**
 * The request URL is built from Host: a value that is not a host ("evil host", "a/b") is refused with
 * 400 rather than turned into a broken URL further in. A request without Host (HTTP/1.0, some health
 * checks) goes on; Node already refuses HTTP/1.1 without one.
 */
export const validHost: RequestHandler = (req, res, next) => {
  const host = req.headers.host;
  if (host === undefined || isValidHost(host)) return next();
  refuse(res, 400, "Bad request: the Host header is not a valid host name.");
};

// ---------------------------------------------------------------------------------------------------
// Cross-site request forgery

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The portal's cookies (cookies.server.ts) all start so; any of them may carry a sign-in. */
const PORTAL_COOKIE = /(?:^|;)\s*__digimon_/;
const BEARER = /^bearer\s+\S/i;

export const CROSS_SITE_MESSAGE = "This request came from another site, so it was refused. Open the portal and send it from there.";

/**
 * State-changing requests from a browser must come from our own origin, on top of SameSite=Lax cookies:
 * - Sec-Fetch-Site, when sent (every current browser), must be same-origin or none (typed or bookmarked);
 *   same-site is refused too, since a sibling subdomain is another origin.
 * - Origin, when sent (browsers send it on every POST), must be Host + protocol as Express sees them, or
 *   PUBLIC_URL's origin (behind a TLS proxy the two differ). "null" is refused.
 * - Neither header: not a current browser. Refused when a portal cookie comes with it (an old browser
 *   or a script replaying a cookie); allowed without one, since then there is no sign-in to ride on
 *   (API sign-in, the mock API, server-to-server calls).
 * A request authenticated by a bearer token and carrying no portal cookie is exempt: a browser never
 * adds that token on its own, so it cannot be forged from another site.
 */
export function sameOriginMutations({ publicUrl }: Pick<GuardOptions, "publicUrl">): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const hasPortalCookie = PORTAL_COOKIE.test(req.headers.cookie ?? "");
    if (!hasPortalCookie && BEARER.test(req.headers.authorization ?? "")) return next();
    if (isSameOrigin(req, publicOrigin, hasPortalCookie)) return next();
    logger.warn({ method: req.method, url: req.originalUrl, origin: req.headers.origin, fetchSite: req.headers["sec-fetch-site"] }, "cross-site request refused");
    refuse(res, 403, CROSS_SITE_MESSAGE);
  };
}

function isSameOrigin(req: ExpressRequest, publicOrigin: string, hasPortalCookie: boolean): boolean {
  const fetchSite = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  if (fetchSite === undefined && origin === undefined) return !hasPortalCookie;
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  if (origin === undefined) return true;
  const claimed = originOf(origin);
  return claimed !== null && (claimed === publicOrigin || claimed === originOf(`${req.protocol}://${req.headers.host ?? ""}`));
}

function originOf(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Body limits

export type BodyLimits = { form: number; multipart: number };

/**
 * JSON, url-encoded forms and anything else: 1 MB. Multipart (uploads): one file at the upload limit
 * (10 MB, uploads.server.ts) plus 256 KB for the multipart framing and the form's other fields, the
 * allowance the upload API already gave; what is in it is then checked file by file.
 */
export const BODY_LIMITS: BodyLimits = { form: 1024 * 1024, multipart: MAX_UPLOAD_BYTES + 256 * 1024 };

/** What a reader of a chunked body over its limit gets instead of the body's end. */
export class BodyTooLargeError extends Error {
  override readonly name = "BodyTooLargeError";
  readonly status = 413;
}

/**
 * An error that came from a refused body (the 413 is already sent), so not worth logging as a bug. By
 * name: server.ts and the Remix build each load their own copy of this module.
 */
export function isRefusedBodyError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) if (e.name === "BodyTooLargeError") return true;
  return false;
}

const refusedBodies = new WeakSet<ExpressResponse>();

/** How long the rest of a refused body is read and thrown away before the connection is cut. */
export const LINGER_MS = 5_000;

/**
 * Refuses a body over its limit with 413 before anything reads it into memory.
 *
 * A declared Content-Length over the limit (every browser form and upload declares one) is refused at
 * once, unread by anyone. The rest of the body is then read and thrown away for at most LINGER_MS, as
 * nginx's lingering close does: a browser still sending its upload reads the 413 page, where closing
 * straight away would make it show a connection reset. After that the connection is cut.
 *
 * A body without one (chunked) is counted as it streams, by a 'data' listener placed just ahead of
 * whoever reads it (a Remix handler reads `req` itself: ours and @remix-run/express alike, so this needs
 * nothing from the handler). At the chunk that passes the limit the 413 goes out and the request is destroyed with a
 * BodyTooLargeError, in that same call: the reader gets an error, never the end of the body, so no action
 * sees a body over the limit, and the connection closes with the answer.
 */
export function bodyLimits(limits: BodyLimits = BODY_LIMITS): RequestHandler {
  return (req, res, next) => {
    const multipart = /^multipart\//i.test(req.headers["content-type"] ?? "");
    const limit = multipart ? limits.multipart : limits.form;
    const rule = multipart ? `uploads may be at most ${megabytes(limit)}` : `forms and JSON may be at most ${megabytes(limit)}`;
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) <= limit) return next();
      const cut = setTimeout(() => req.socket?.destroy(), LINGER_MS).unref();
      const done = () => clearTimeout(cut);
      req.once("end", done).once("close", done);
      refuseBody(res, rule);
      req.resume();
      return;
    }
    if (req.headers["transfer-encoding"] === undefined) return next();
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= limit) return;
      req.off("data", count);
      if (!res.headersSent) {
        res.setHeader("Connection", "close");
        refuseBody(res, rule);
      }
      req.destroy(new BodyTooLargeError(`The request body passed ${limit} bytes`));
    };
    // Counting starts when the reader starts reading, just ahead of it: listening earlier would set the
    // body flowing before the reader is there, and it would miss the first chunks.
    const watch = (event: string | symbol) => {
      if (event !== "data" && event !== "readable") return;
      req.off("newListener", watch);
      req.on("data", count);
    };
    req.on("newListener", watch);
    next();
  };
}

/** Whole megabytes are how the limits are stated; the multipart allowance is not part of the promise. */
const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

function refuseBody(res: ExpressResponse, rule: string) {
  refusedBodies.add(res);
  refuse(res, 413, `The request is too large: ${rule}.`);
}

// ---------------------------------------------------------------------------------------------------

function refuse(res: ExpressResponse, status: number, message: string) {
  res.status(status).setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(message);
}

/**
 * The last handler: an error that reached Express is answered with a plain 500 that keeps the security
 * headers and never shows a stack (Express's own handler shows one outside NODE_ENV=production, and
 * replaces the CSP). A handler failing after a body was refused (its body stream ended in an error and
 * the 413 is already sent) is expected, and only the socket is left to close.
 */
export const answerErrors: ErrorRequestHandler = (error, req, res, _next) => {
  if (!refusedBodies.has(res) && !isRefusedBodyError(error)) logger.error({ err: error instanceof Error ? error.stack : String(error), url: req.originalUrl }, "unhandled error in the HTTP layer");
  if (res.headersSent) return void req.socket?.destroy();
  // Whatever the failed answer had set about its own body no longer holds.
  for (const name of ["Content-Encoding", "Content-Length", "Content-Disposition", "ETag"]) res.removeHeader(name);
  refuse(res, 500, "The portal hit an unexpected problem. It has been logged; please try again.");
};

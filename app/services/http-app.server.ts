import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from "express";
import { CLIENT_ADDRESS_HEADER, isLoopback, stampClientAddress } from "./client-address.server";
import type { Env } from "./env.server";
import { answerErrors, httpGuards, remixLoadContext } from "./http-guards.server";
import { logger } from "./logger.server";
import { metricsText, observeRequest, readiness } from "./metrics.server";
import { newRequestId, REQUEST_ID_HEADER, type RequestContext, runWithRequestContext, saneRequestId } from "./request-context.server";

/**
 * The portal's Express app in front of a Remix build: what server.ts serves, and what the HTTP tests
 * drive, so the two cannot be assembled differently (the order of these layers is part of the security).
 */
export function createHttpApp(
  build: ServerBuild | (() => Promise<ServerBuild>),
  env: Pick<Env, "TRUSTED_PROXIES" | "APP_MODE" | "PUBLIC_URL"> & Partial<Pick<Env, "METRICS_TOKEN">>,
  { mode = process.env.NODE_ENV }: { mode?: string } = {},
) {
  const app = express();
  app.disable("x-powered-by");
  // The client's address for throttles and logs comes through this many proxies, never from a raw header.
  app.set("trust proxy", env.TRUSTED_PROXIES);
  // The route label of a request needs the build; in `npm run dev` it is the latest one imported.
  let latestBuild: ServerBuild | undefined = typeof build === "function" ? undefined : build;
  const currentBuild = typeof build === "function" ? async () => (latestBuild = await build()) : build;
  // First, so that the refusals below are logged and counted too. Everything after runs inside the request's
  // context: every log line written for it, however deep, carries its id and, once the session is read, the user.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const context: RequestContext = { requestId: saneRequestId(req.get(REQUEST_ID_HEADER)) ?? newRequestId() };
    res.setHeader(REQUEST_ID_HEADER, context.requestId);
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observeRequest(req.method, routeLabel(req, res, latestBuild), res.statusCode, seconds);
      logger.info(
        { requestId: context.requestId, userId: context.userId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(seconds * 1e4) / 10 },
        "request",
      );
    });
    runWithRequestContext(context, next);
  });
  // Security headers on every answer, then 400 for a malformed Host, 403 for a cross-site mutation and
  // 413 for a body over its limit, before anything reads the body (http-guards.server.ts).
  app.use(httpGuards({ production: env.APP_MODE === "production", publicUrl: env.PUBLIC_URL, development: mode === "development" }));
  app.use(stampClientAddress);
  // Everything is compressed by the standard middleware. Level 1 keeps most of gzip's saving on HTML and
  // JSON (the invoice list page shrinks to about a fifth) for a fraction of the default level 6's CPU,
  // which the pages need more on a 2-core machine; the few extra KB are nothing on an office network.
  // Brotli, which browsers prefer, gets the same trade: the middleware's default quality 4 costs 4-5 times the
  // CPU of quality 1 on the invoice list page (223 KB of HTML: 4.6 against 1.0 ms) to save 3 KB of its 21 KB.
  app.use(compression({ level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } }));
  // Operations (metrics.server.ts): Express-level, so that a scrape or a probe never renders through Remix.
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));
  app.get("/readyz", readyzEndpoint);
  app.use("/build", staticLabel, express.static("public/build", { immutable: true, maxAge: "1y" }));
  // public/ holds only files with an extension: pages skip the file-system lookup.
  const publicFiles = express.static("public", { maxAge: "1h", index: false });
  app.use((req, res, next) => (path.extname(req.path) ? staticLabel(req, res, () => publicFiles(req, res, next)) : next()));
  // Stock @remix-run/express; the load context carries the CSP nonce to entry.server.tsx and a fresh
  // per-request memo to the loaders (http-guards.server.ts remixLoadContext). `build` is a function in
  // `npm run dev`, which imports each new build (server.ts).
  app.all(
    "*",
    (_req, res, next) => {
      // A file the static layer did not find goes on to Remix: its label is the route that answers.
      res.locals.metricsRoute = undefined;
      next();
    },
    createRequestHandler({ build: currentBuild, getLoadContext: remixLoadContext, mode }),
  );
  app.use(answerErrors);
  return app;
}

const staticLabel: RequestHandler = (_req, res, next) => {
  res.locals.metricsRoute = "static";
  next();
};

/**
 * The metrics label of a request: the Remix route that answers it (its id, from the build's route table,
 * so a path with an id in it is counted under its route and the label set stays as small as the app),
 * "static" for files, or the path of the few Express-level endpoints.
 *
 * The route table is compiled once per build into patterns ranked as react-router ranks them (static
 * segments before dynamic ones, splats last): react-router's matchRoutes flattens and ranks the whole
 * table on every call, about 1 ms per request on this app's 129 routes.
 */
type Branch = { id: string; score: number; pattern: RegExp };
const routeBranches = new WeakMap<ServerBuild, Branch[]>();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function branchesOf(build: ServerBuild): Branch[] {
  let branches = routeBranches.get(build);
  if (branches) return branches;
  const routes = Object.values(build.routes);
  const found: Branch[] = [];
  const walk = (parentId: string | undefined, parentSegments: string[]) => {
    for (const route of routes.filter((r) => r.parentId === parentId)) {
      const segments = [...parentSegments, ...(route.path ?? "").split("/").filter(Boolean)];
      walk(route.id, segments);
      // A layout route without a path never answers by itself (react-router's rule).
      if (route.path === undefined && !route.index) continue;
      const splat = segments.includes("*");
      const score =
        segments.length + (splat ? -2 : 0) + (route.index ? 2 : 0) + segments.filter((x) => x !== "*").reduce((sum, x) => sum + (x.startsWith(":") ? 3 : 10), 0);
      const source = segments
        .map((x) => (x === "*" ? "(?:/.*)?" : x.startsWith(":") ? (x.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+") : `/${escapeRegExp(x)}`))
        .join("");
      found.push({ id: route.id, score, pattern: new RegExp(`^${source}/?$`, "i") });
    }
  };
  walk(undefined, []);
  // Stable: among equal scores the route declared first wins, as in react-router.
  branches = found.sort((a, b) => b.score - a.score);
  routeBranches.set(build, branches);
  return branches;
}
/** The id of the route of `build` that answers `pathname`, or "unmatched". */
export function routeIdOf(build: ServerBuild, pathname: string): string {
  return branchesOf(build).find((b) => b.pattern.test(pathname))?.id ?? "unmatched";
}

const EXPRESS_ROUTES = new Set(["/metrics", "/readyz"]);
function routeLabel(req: ExpressRequest, res: ExpressResponse, build: ServerBuild | undefined): string {
  const fixed = res.locals.metricsRoute as string | undefined;
  if (fixed) return fixed;
  if (EXPRESS_ROUTES.has(req.path)) return req.path;
  if (!build) return "unknown";
  // A client-side navigation names the route whose data it wants; only a route of this build counts as one.
  const data = req.query._data;
  if (typeof data === "string") return Object.hasOwn(build.routes, data) ? data : "unmatched";
  return routeIdOf(build, req.path);
}

/**
 * GET /metrics: readable from this machine (the address the HTTP layer established, so a proxy on the same
 * machine needs TRUSTED_PROXIES set, or every visitor looks local) or with METRICS_TOKEN as a bearer token.
 */
function metricsEndpoint(token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return (req, res, next) => {
    const given = Buffer.from(req.get("authorization") ?? "");
    const tokenOk = expected !== null && given.length === expected.length && timingSafeEqual(given, expected);
    const local = isLoopback(String(req.headers[CLIENT_ADDRESS_HEADER] ?? ""));
    if (!tokenOk && !local) {
      res.status(403).type("text/plain").set("Cache-Control", "no-store").send("Forbidden: metrics are readable from this machine or with the metrics token.");
      return;
    }
    metricsText().then(({ contentType, body }) => res.status(200).type(contentType).set("Cache-Control", "no-store").send(body), next);
  };
}

/** GET /readyz: 200 when the portal can do its work (database writable, migrations applied, jobs running), else 503. */
const readyzEndpoint: RequestHandler = (_req, res, next) => {
  readiness().then(({ ready, checks }) => res.status(ready ? 200 : 503).set("Cache-Control", "no-store").json({ status: ready ? "ready" : "not ready", checks }), next);
};

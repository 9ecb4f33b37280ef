import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { stampClientAddress } from "./client-address.server";
import type { Env } from "./env.server";
import { answerErrors, httpGuards, remixLoadContext } from "./http-guards.server";
import { logger } from "./logger.server";

/**
 * The portal's Express app in front of a Remix build: what server.ts serves, and what the HTTP tests
 * drive, so the two cannot be assembled differently (the order of these layers is part of the security).
 */
export function createHttpApp(
  build: ServerBuild | (() => Promise<ServerBuild>),
  env: Pick<Env, "TRUSTED_PROXIES" | "APP_MODE" | "PUBLIC_URL">,
  { mode = process.env.NODE_ENV }: { mode?: string } = {},
) {
  const app = express();
  app.disable("x-powered-by");
  // The client's address for throttles and logs comes through this many proxies, never from a raw header.
  app.set("trust proxy", env.TRUSTED_PROXIES);
  // Logged first, so that the refusals below are in the log too.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
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
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  // public/ holds only files with an extension: pages skip the file-system lookup.
  const publicFiles = express.static("public", { maxAge: "1h", index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  // Stock @remix-run/express; the load context carries the CSP nonce to entry.server.tsx and a fresh
  // per-request memo to the loaders (http-guards.server.ts remixLoadContext). `build` is a function in
  // `npm run dev`, which imports each new build (server.ts).
  app.all("*", createRequestHandler({ build, getLoadContext: remixLoadContext, mode }));
  app.use(answerErrors);
  return app;
}

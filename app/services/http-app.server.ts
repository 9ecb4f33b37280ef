import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { stampClientAddress } from "./client-address.server";
import type { Env } from "./env.server";
import { remixHandler } from "./express-remix.server";
import { answerErrors, httpGuards, remixLoadContext } from "./http-guards.server";
import { logger } from "./logger.server";

/**
 * The portal's Express app in front of a Remix build: what server.ts serves, and what the HTTP tests
 * drive, so the two cannot be assembled differently (the order of these layers is part of the security).
 */
export function createHttpApp(build: ServerBuild, env: Pick<Env, "TRUSTED_PROXIES" | "APP_MODE" | "PUBLIC_URL">) {
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
  app.use(httpGuards({ production: env.APP_MODE === "production", publicUrl: env.PUBLIC_URL }));
  app.use(stampClientAddress);
  // Static files and streamed answers; pages and JSON are compressed whole by remixHandler.
  // Level 1: most of gzip's saving for a fraction of level 6's CPU, which the pages need more.
  app.use(compression({ level: 1 }));
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  // public/ holds only files with an extension: pages skip the file-system lookup.
  const publicFiles = express.static("public", { maxAge: "1h", index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  // The load context carries the CSP nonce to entry.server.tsx and a fresh per-request memo to the loaders.
  app.all("*", remixHandler(build, remixLoadContext));
  app.use(answerErrors);
  return app;
}

/**
 * `npm start`: builds if needed, migrates, seeds an empty database, starts the
 * scheduled jobs and serves the portal. It lives at the root (beside
 * remix.config.js) because it is the process entry, not part of the Remix bundle.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { closeDb, db } from "./db/client.server";
import { runMigrations } from "./db/migrate";
import { seedIfEmpty } from "./db/seed/index";
import { startScheduler } from "./jobs/index";
import { ConfigError, loadEnv } from "./app/services/env.server";
import { logger } from "./app/services/logger.server";

const BUILD_ENTRY = path.resolve("build/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when there is no build or a source file is newer than it (a fresh clone, or a pull). */
function buildIfNeeded() {
  const stale = !existsSync(BUILD_ENTRY) || ["app", "machines", "db/schema"].some((d) => newestMtime(d) > statSync(BUILD_ENTRY).mtimeMs);
  if (!stale) return;
  logger.info("building the portal (remix build)");
  const result = spawnSync("npx", ["remix", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("remix build failed");
}

async function main() {
  const env = loadEnv(process.env, (m) => logger.warn(m));
  process.env.DATABASE_PATH = env.DATABASE_PATH;
  process.env.DATA_DIR = env.DATA_DIR;
  buildIfNeeded();
  runMigrations(db());
  const seeded = await seedIfEmpty(db());
  if (seeded) logger.info(seeded, "seeded demo data into an empty database");
  closeDb();

  const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  });
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  app.all("*", createRequestHandler({ build, mode: "production" }));

  const server = app.listen(env.PORT, () => logger.info({ port: env.PORT, mode: env.APP_MODE }, `Digimon is serving on http://localhost:${env.PORT}`));
  const scheduler = env.JOBS_ENABLED ? await startScheduler() : null;

  const shutdown = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close();
    await scheduler?.stop();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    logger.fatal(error.message);
    console.error(error.message);
  } else logger.fatal({ err: error }, "start failed");
  process.exit(1);
});

/**
 * The process entry: migrates, seeds an empty database, starts the scheduled jobs and serves the portal. It lives
 * at the root (beside remix.config.js) because it is not part of the Remix bundle. `npm start` runs it compiled
 * (build/server/server.js, built by `npm run build` through scripts/build-server.mjs, started by scripts/start.mjs,
 * which builds first when the build is missing or stale); `npm run dev` and some tests run it with tsx.
 */
// First: NODE_ENV must be settled before React or Express is loaded.
import "./app/services/node-env.server";
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readFileSync, readdirSync, statSync, watch } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { ConfigError, type Env, loadEnv } from "./app/services/env.server";
import { logger } from "./app/services/logger.server";
import type { Scheduler } from "./jobs/index";
// Everything else is imported by the role that needs it (issue 19, start time and memory): the primary never loads
// Express, the Remix build or the HTTP side of the metrics, and a web worker never loads Bree, the jobs, the
// migrations or the seed. Compiled, each dynamic import is a chunk of its own (scripts/build-server.mjs splits), so
// the packages a chunk imports load only with it.

const BUILD_ENTRY = path.resolve("build/index.js");
/** True in build/server/server.js (scripts/build-server.mjs defines it); undeclared under tsx. */
declare const __DIGIMON_COMPILED__: boolean | undefined;
const COMPILED = typeof __DIGIMON_COMPILED__ !== "undefined" && __DIGIMON_COMPILED__;
// The compiled portal renders PDFs in the compiled worker (build/server/pdf-worker.js, plain JavaScript); under tsx
// the pool's default is the tsx bootstrap (app/services/pdf-worker/worker.mjs). Web workers, job threads and
// run-one.js inherit the setting through the environment.
if (COMPILED) process.env.PDF_WORKER_FILE ??= path.join(path.dirname(fileURLToPath(import.meta.url)), "build", "server", "pdf-worker.js");
/** `npm run dev`: remix dev builds (and rebuilds on every change) and starts this file with NODE_ENV=development. */
const DEVELOPMENT = process.env.NODE_ENV === "development";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Under tsx: builds when there is no build or a source file is newer than it (compiled, scripts/start.mjs did). */
function buildIfNeeded() {
  const stale = !existsSync(BUILD_ENTRY) || ["app", "machines", "db/schema"].some((d) => newestMtime(d) > statSync(BUILD_ENTRY).mtimeMs);
  if (!stale) return;
  logger.info("building the portal (remix build)");
  const result = spawnSync("npx", ["remix", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("remix build failed");
}

/**
 * The primary process prepares (build, migrate, seed), runs the scheduled jobs and keeps
 * WEB_CONCURRENCY workers serving HTTP on the shared port: Node renders on one core, so one worker
 * per core is what lets the portal use the machine. Everything the workers share lives in SQLite
 * (sessions, rate limits, outbox, sandboxes), which WAL lets several processes read at once.
 */
async function main() {
  if (cluster.isWorker) return serve(loadEnv(process.env, (m) => logger.warn(m)));
  const env = loadEnv(process.env, (m) => logger.warn(m));
  process.env.DATABASE_PATH = env.DATABASE_PATH;
  process.env.DATA_DIR = env.DATA_DIR;
  // DATA_DIR/portal.lock tells `npm run restore` that the portal runs (it refuses then); gone at exit.
  const { claimPortalLock } = await import("./app/services/portal-lock.server");
  process.on("exit", claimPortalLock(env.DATA_DIR, "server"));
  if (!DEVELOPMENT && !COMPILED) buildIfNeeded();
  const { supervisePrimary } = await import("./app/services/process-lifecycle.server");
  let scheduler: Scheduler | null = null;
  let stopping = false;
  const stopJobs = async () => {
    stopping = true;
    await scheduler?.stop();
  };
  // Development, and WEB_CONCURRENCY=1, serve from this one process (serveDevelopment follows remix dev's rebuilds).
  const clustered = env.WEB_CONCURRENCY > 1 && !DEVELOPMENT;
  let announcePrepared = () => {};
  const prepared = new Promise<void>((resolve) => (announcePrepared = resolve));
  // Forks the web workers at once: they load their code (about a second of CPU each) while this process migrates,
  // and listen when told the database is ready. Replaces one that crashes, and on SIGTERM/SIGINT stops the whole
  // group within 10 s (requests in flight and job items finished; app/services/process-lifecycle.server.ts).
  if (clustered) supervisePrimary({ workers: env.WEB_CONCURRENCY, workerHeapMb: env.WEB_WORKER_HEAP_MB, prepared, stopJobs });
  // Answers the workers' /metrics and /readyz questions (the whole group's figures, whether the jobs run). Loaded
  // after the fork (prom-client is a tenth of a second), and ready before any worker listens (they wait for
  // `prepared`, below).
  const { serveOperations } = await import("./app/services/metrics.server");
  serveOperations(() => (scheduler ? "running" : env.JOBS_ENABLED ? "starting" : "disabled"));
  const { closeDb, db } = await import("./db/client.server");
  const { runMigrations } = await import("./db/migrate");
  runMigrations(db());
  // Export runs (issue 22) are written by the web workers in the background: one still queued or running now lost its
  // process with the last stop, so it is marked failed with the reason (an i18n key: its page tells the owner to start it again).
  const { failUnfinishedReportExports } = await import("./app/models/report-exports.server");
  const abandoned = failUnfinishedReportExports("reports:exportRun.errors.restarted", new Date().toISOString());
  if (abandoned) logger.warn({ abandoned }, "marked export runs left unfinished by the last stop as failed");
  const { hasAccounts, isFreshInstall } = await import("./db/seed/state");
  // The seed (its data, argon2, the document services) loads only into an empty database.
  const seeded = isFreshInstall(db()) ? await (await import("./db/seed/index")).seedIfEmpty(db()) : null;
  const sandbox = env.APP_MODE === "sandbox";
  if (seeded) logger.info(seeded, sandbox ? "seeded demo data into an empty database" : "wrote the reference data (roles, permissions, menu, organisation) into an empty database; no account was created");
  if (!sandbox && !hasAccounts(db())) logger.warn("No account exists yet: create the first super-admin with  npm run create-admin -- --email you@example.com");
  closeDb();
  announcePrepared();
  if (!clustered) supervisePrimary({ workers: 0, server: await serve(env), stopJobs });
  logger.info({ port: env.PORT, workers: clustered ? env.WEB_CONCURRENCY : 1, mode: env.APP_MODE }, `Digimon is serving on http://localhost:${env.PORT}`);
  // Every sign-in code and reset link lands in the sandbox mailbox: say where it is and who may read it (dev.mail.tsx).
  if (sandbox) logger.info(`Sandbox mailbox: ${env.PUBLIC_URL}/dev/mail, readable only from this machine (localhost) or by a signed-in super-admin`);
  if (!env.JOBS_ENABLED) return;
  // The jobs (Bree, the due checks, a thread for each job with work) start once the first web worker listens: on a
  // small machine their first turns would otherwise compete for the cores with the workers' start (issue 19, start
  // time). /readyz says "starting" meanwhile; 10 s at most, in case no worker ever listens.
  if (clustered) await firstWorkerListening(10_000);
  const { startScheduler } = await import("./jobs/index");
  if (!stopping) scheduler = await startScheduler();
}

function firstWorkerListening(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    timer.unref();
    cluster.once("listening", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** One HTTP server: a cluster worker, or the primary itself when WEB_CONCURRENCY is 1. */
async function serve(env: Env) {
  if (DEVELOPMENT) return serveDevelopment(env);
  const { primaryPrepared, superviseWorker } = await import("./app/services/process-lifecycle.server");
  // Heard from before the long imports below, so that the primary's word cannot pass unheard.
  const databaseReady = cluster.isWorker ? primaryPrepared() : null;
  // The build and the HTTP layer load side by side (each is mostly the import of its packages).
  const [build, { createHttpApp }, { prepareOperations }] = await Promise.all([
    import(pathToFileURL(BUILD_ENTRY).href) as Promise<ServerBuild>,
    import("./app/services/http-app.server"),
    import("./app/services/metrics.server"),
  ]);
  await databaseReady;
  const app = createHttpApp(build, env);
  const server = app.listen(env.PORT);
  // SIGTERM from the primary, or the primary's death, ends the worker after its requests in flight.
  if (cluster.isWorker) superviseWorker(server);
  // Listening from the start for the primary's metrics collection rounds (metrics.server.ts).
  if (cluster.isWorker) prepareOperations();
  return server;
}

/**
 * `npm run dev` (`remix dev --manual -c "tsx server.ts"`, Remix's manual mode): the server keeps running
 * while remix dev rebuilds; each new build (its build/version.txt changes) is imported afresh and announced
 * with broadcastDevReady, upon which remix dev tells the browser to reload or hot-update (<LiveReload />
 * in root.tsx). Requests always get the newest build.
 */
async function serveDevelopment(env: Env) {
  const [{ broadcastDevReady }, { createHttpApp }] = await Promise.all([import("@remix-run/node"), import("./app/services/http-app.server")]);
  const versionFile = path.join(path.dirname(BUILD_ENTRY), "version.txt");
  const readVersion = () => (existsSync(versionFile) ? readFileSync(versionFile, "utf8") : "");
  // Node caches ES modules by URL: each build is imported under a URL of its own.
  const importBuild = async (version: string) => (await import(`${pathToFileURL(BUILD_ENTRY).href}?v=${encodeURIComponent(version)}`)) as ServerBuild;
  let version = readVersion();
  let build = await importBuild(version);
  watch(path.dirname(BUILD_ENTRY), (_event, file) => {
    const next = file === "version.txt" ? readVersion() : version;
    // One rebuild fires several events; the version says whether this one is new.
    if (!next || next === version) return;
    version = next;
    importBuild(next)
      .then((fresh) => {
        build = fresh;
        return broadcastDevReady(fresh);
      })
      .catch((error: unknown) => logger.error({ err: error }, "could not load the new build"));
  });
  const app = createHttpApp(async () => build, env);
  return app.listen(env.PORT, () => void broadcastDevReady(build));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    logger.fatal(error.message);
    console.error(error.message);
  } else logger.fatal({ err: error }, "start failed");
  process.exit(1);
});

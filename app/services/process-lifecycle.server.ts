/**
 * How the portal's processes start and stop (server.ts): the primary keeps WEB_CONCURRENCY web workers
 * alive, and one SIGTERM (or SIGINT) ends the whole group within STOP_DEADLINE_MS, requests in flight and job
 * items finished. Kept apart from server.ts's build and start steps so that a test can run the real lifecycle
 * around a stub HTTP handler without a Remix build (tests/integration/server-lifecycle.test.ts).
 *
 * The rules:
 * - A worker that gets SIGTERM stops listening, finishes its requests in flight, closes idle keep-alive
 *   connections, and exits; after WORKER_GRACE_MS it cuts what is left and exits anyway.
 * - The primary signals each worker by id, asks the jobs to stop after their current item, waits for both,
 *   and SIGKILLs any worker still there at PRIMARY_GRACE_MS: nothing outlives it.
 * - A repeated signal changes nothing (npm and a terminal can each deliver the same Ctrl-C): the stop under
 *   way already has a deadline.
 * - A worker whose primary died (SIGKILL, a crash) loses its IPC channel, finishes what it has within
 *   ORPHAN_GRACE_MS and exits: no worker is ever left without a primary.
 */
import cluster, { type Worker } from "node:cluster";
import type { Server } from "node:http";
import { logger } from "./logger.server";

/** The whole group is gone within this (the "within 10 s"). */
export const STOP_DEADLINE_MS = 10_000;
/** A worker's requests in flight get this long; then its connections are cut. */
export const WORKER_GRACE_MS = 8_000;
/** The primary SIGKILLs a worker still alive after this (a worker stuck in a synchronous loop cannot hear SIGTERM's handler). */
const PRIMARY_GRACE_MS = 9_000;
/** A worker without a primary finishes its requests within this. */
const ORPHAN_GRACE_MS = 3_000;
/** A worker that dies this soon after its start is not restarted at once (a crash loop would eat a core). */
const RESTART_BACKOFF_MS = 1_000;

/**
 * Closes `server` gracefully: no new connections, idle keep-alive connections closed as soon as they are idle
 * (a browser's open connection would otherwise hold the server for minutes), the rest cut after `graceMs`.
 * Resolves once every connection is closed.
 */
export function closeServer(server: Server, graceMs = WORKER_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // A connection whose response is still being written becomes idle afterwards: sweep until the server is closed.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      logger.warn({ graceMs }, "requests still running at the stop deadline; closing their connections");
      server.closeAllConnections();
    }, graceMs);
    sweep.unref();
    cut.unref();
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * In a cluster worker: stop on the primary's SIGTERM or when the primary is gone, then exit. `onClosed` runs
 * after the last connection closed (release what the worker holds, e.g. the database).
 */
export function superviseWorker(server: Server, { onClosed }: { onClosed?: () => void | Promise<void> } = {}) {
  let closing = false;
  const stop = (graceMs: number, reason: string) => {
    if (closing) return;
    closing = true;
    logger.info({ reason, pid: process.pid }, "web worker stopping");
    void closeServer(server, graceMs)
      .then(() => onClosed?.())
      .catch((error: unknown) => logger.error({ err: error }, "web worker stop failed"))
      .finally(() => process.exit(0));
    // Nothing may hold the worker past the deadline (a job of onClosed, a handle left open).
    setTimeout(() => process.exit(0), graceMs + 500).unref();
  };
  // Once: the signal may come twice (to the whole process group, then from the primary).
  process.on("SIGTERM", () => stop(WORKER_GRACE_MS, "SIGTERM"));
  // Ctrl-C reaches every process of the terminal's group: the primary decides, the worker waits for its SIGTERM
  // (ignoring SIGINT here keeps its requests from being cut by the default handler).
  process.on("SIGINT", () => {});
  // A worker that lost its primary (killed, crashed) has nobody to answer to and gets no new connections.
  process.on("disconnect", () => stop(ORPHAN_GRACE_MS, "primary gone"));
}

/** A web worker's question whether the database is migrated (and seeded), and the primary's answer when it is. */
const PREPARED_QUESTION = "digimon:prepared?";
const PREPARED_ANSWER = "digimon:prepared";

/**
 * In a cluster worker: resolves when the primary says the database is ready for requests; listen only after.
 * The workers load their code while the primary migrates (issue 19, start time), and none answers before it is
 * done. The worker asks once it listens for the answer (a message sent to a process before it has a listener is
 * lost).
 */
export function primaryPrepared(): Promise<void> {
  return new Promise((resolve) => {
    const hear = (message: unknown) => {
      if (message !== PREPARED_ANSWER) return;
      process.off("message", hear);
      resolve();
    };
    process.on("message", hear);
    process.send?.(PREPARED_QUESTION);
  });
}

export type PrimaryOptions = {
  /** Web workers to keep running (forked at once; one that crashes is replaced). */
  workers: number;
  /**
   * The web workers' V8 old-space limit in MiB (`--max-old-space-size`); unset, V8's default. V8 sizes a heap by
   * its limit: with the default (about 2 GiB here) a worker whose live heap is 42 MiB kept 180 MiB of garbage after
   * a minute of load; with 512 the process group held 500 MiB instead of 681 (issue 19, memory).
   */
  workerHeapMb?: number;
  /**
   * Settles once the database is migrated and seeded; each worker is told then (a replacement at once), and listens
   * only after (`primaryPrepared`). Forked before it settles, the workers load their code in the meantime.
   */
  prepared?: Promise<void>;
  /** The primary's own HTTP server when it serves (WEB_CONCURRENCY=1, `npm run dev`). */
  server?: Server | null;
  /** Stops the primary's other work (the job scheduler) after the current items; must settle within the deadline. */
  stopJobs?: () => Promise<void>;
  /** Called just before the primary exits (e.g. close the database). */
  onExit?: () => void;
};

/**
 * In the primary: forks the web workers, keeps them running, and stops the whole group on SIGTERM or SIGINT.
 * Returns `stop` (what the signals call) for callers that stop for another reason.
 */
export function supervisePrimary({ workers, workerHeapMb, prepared = Promise.resolve(), server = null, stopJobs, onExit }: PrimaryOptions) {
  let stopping: Promise<never> | null = null;
  // Every fork, replacements too, starts with these flags.
  if (workerHeapMb) cluster.setupPrimary({ execArgv: [...process.execArgv.filter((flag) => !flag.startsWith("--max-old-space-size")), `--max-old-space-size=${workerHeapMb}`] });
  const fork = () => {
    const started = Date.now();
    const worker = cluster.fork();
    // A worker that exits while the primary answers it (a stop during its start: the reply to its listen request
    // finds the channel closed) emits EPIPE here; unheard, that error would crash the primary mid-stop.
    worker.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE" || error.code === "ERR_IPC_CHANNEL_CLOSED") logger.debug({ pid: worker.process.pid }, "a web worker's channel closed");
      else logger.error({ err: error, pid: worker.process.pid }, "web worker error");
    });
    // A failed preparation ends the primary (server.ts), and with it the waiting workers (their channel closes).
    worker.on("message", (message: unknown) => {
      if (message !== PREPARED_QUESTION) return;
      void prepared.then(
        () => worker.isConnected() && worker.send(PREPARED_ANSWER),
        () => {},
      );
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal, pid: worker.process.pid }, "a web worker exited; starting another");
      const soon = Date.now() - started < RESTART_BACKOFF_MS;
      if (soon) setTimeout(() => stopping || fork(), RESTART_BACKOFF_MS);
      else fork();
    });
  };
  for (let i = 0; i < workers; i++) fork();

  const stop = (signal: string): Promise<never> => {
    if (stopping) {
      logger.info({ signal }, "already stopping; the stop under way ends every process within its deadline");
      return stopping;
    }
    stopping = (async () => {
      const started = Date.now();
      logger.info({ signal }, "shutting down");
      // Nothing may hold the primary past the deadline (a job that ignores its cancel, a stuck close).
      setTimeout(() => {
        logger.error("the stop passed its deadline; exiting");
        killWorkers();
        onExit?.();
        process.exit(1);
      }, STOP_DEADLINE_MS - 200).unref();
      const running = liveWorkers();
      const exited = Promise.all(running.map((w) => new Promise((resolve) => (w.isDead() ? resolve(null) : w.once("exit", resolve)))));
      // process.kill, not worker.kill: the latter cuts the IPC channel first, and a worker closing its server
      // must still tell the primary (a closed channel made it crash with EPIPE). Its requests in flight finish.
      for (const w of running) signalWorker(w, "SIGTERM");
      const workersDone = Promise.race([exited, delay(PRIMARY_GRACE_MS)]).then(() => {
        const left = liveWorkers();
        if (left.length) logger.warn({ pids: left.map((w) => w.process.pid) }, "web workers still running at the deadline; killing them");
        killWorkers();
        return Promise.race([Promise.all(left.map((w) => new Promise((resolve) => (w.isDead() ? resolve(null) : w.once("exit", resolve))))), delay(500)]);
      });
      await Promise.all([workersDone, server ? closeServer(server) : null, stopJobs?.().catch((error: unknown) => logger.error({ err: error }, "stopping the jobs failed"))]);
      logger.info({ ms: Date.now() - started }, "stopped");
      onExit?.();
      process.exit(0);
    })();
    return stopping;
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return { stop };
}

function liveWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
}

function signalWorker(worker: Worker, signal: NodeJS.Signals) {
  try {
    if (worker.process.pid) process.kill(worker.process.pid, signal);
  } catch {
    /* already gone */
  }
}

function killWorkers() {
  for (const w of liveWorkers()) signalWorker(w, "SIGKILL");
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

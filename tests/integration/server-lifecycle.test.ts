// Issue 19, "Stop": SIGTERM ends every process of the group within 10 s, finishing requests in flight and job
// items; a second SIGTERM or a SIGKILL of the primary never leaves an orphaned worker.
//
// These tests spawn the real lifecycle (app/services/process-lifecycle.server.ts, which server.ts runs: the
// cluster primary, its web workers, signals and deadlines) around a stub HTTP handler (lifecycle-server.ts),
// because `npm test` runs vitest before the Remix build exists. A request in flight holds a render in the real
// PDF worker pool, and the primary runs a job that stops between items. One process each, `node --import tsx`.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

type Line = { event: string; [key: string]: unknown };
type Portal = { child: ChildProcess; port: number; lines: Line[]; primary: number; workers: number[]; exited: Promise<number | null> };

const started: Portal[] = [];
const stderr: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startPortal({ prepareMs = 0, waitReady = true } = {}): Promise<Portal> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/integration/lifecycle-server.ts")], {
    env: { ...process.env, PORT: String(port), WEB_CONCURRENCY: "2", LOG_LEVEL: "warn", NODE_ENV: "production", PREPARE_MS: String(prepareMs) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Passed through, and kept: a crash report (an unhandled error event) fails the test that caused it.
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr.push(chunk.toString());
    process.stderr.write(chunk);
  });
  const lines: Line[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let buffer = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let i = buffer.indexOf("\n"); i >= 0; i = buffer.indexOf("\n")) {
      const text = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      try {
        const line = JSON.parse(text) as Line;
        if (typeof line.event === "string") lines.push(line);
      } catch {
        /* a log line */
      }
    }
  });
  const portal = { child, port, lines, exited, primary: child.pid ?? 0, workers: [] as number[] };
  started.push(portal);
  if (!waitReady) return portal;
  const ready = await until(() => lines.find((l) => l.event === "ready"), 30_000, "the portal did not start");
  portal.workers = ready.workers as number[];
  return portal;
}

/** A GET that resolves with its status and body (node:http, a fresh connection, so no client pool hides anything). */
function get(port: number, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: pathname, agent: false }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Whether a process is alive (a zombie, dead but not yet reaped by its parent, counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** The processes `pid` forked (Linux's /proc children list). */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function until<T>(probe: () => T | undefined | false, timeoutMs: number, message: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves with the milliseconds until every pid is gone; throws after `timeoutMs`. */
async function allGone(pids: number[], since: number, timeoutMs: number): Promise<number> {
  await until(() => pids.every((pid) => !alive(pid)), timeoutMs, `still alive after ${timeoutMs} ms: ${pids.filter(alive).join(", ")}`);
  return Date.now() - since;
}

afterEach(() => {
  const crash = stderr.splice(0).join("");
  expect(crash).not.toMatch(/Unhandled 'error' event|EPIPE/);
  // Whatever a failed test left behind, by id.
  for (const portal of started.splice(0)) {
    for (const pid of [portal.primary, ...portal.workers]) {
      try {
        if (alive(pid)) process.kill(pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
  }
});

// Each case starts a cluster through tsx: seconds on a quiet machine, far more when the suite runs beside it.
describe("server lifecycle (cluster primary, two web workers, PDF pool, a job)", { timeout: 90_000 }, () => {
  it("SIGTERM finishes the request in flight and the job's current item, then every process is gone within 10 s", async () => {
    const portal = await startPortal();
    expect(portal.workers).toHaveLength(2);
    expect(portal.workers.every(alive)).toBe(true);
    await until(() => portal.lines.some((l) => l.event === "item-done"), 10_000, "the job did not run");

    const slow = get(portal.port, "/slow?ms=2000");
    await until(() => portal.lines.some((l) => l.event === "request-started"), 10_000, "the slow request did not start");
    const since = Date.now();
    process.kill(portal.primary, "SIGTERM");

    // The request in flight ends with its answer, not a cut connection...
    expect(await slow).toEqual({ status: 200, body: "%PDF-stub 2000" });
    // ...the group is gone within the deadline, the primary with a clean exit...
    const ms = await allGone([portal.primary, ...portal.workers], since, 10_000);
    expect(ms).toBeLessThan(10_000);
    expect(await portal.exited).toBe(0);
    // ...and the job stopped between items: once told, it finished the item it was on and began no other.
    expect(portal.lines.some((l) => l.event === "jobs-stopped")).toBe(true);
    const last = portal.lines.filter((l) => l.event === "item-done").at(-1);
    const stoppedAt = portal.lines.findIndex((l) => l.event === "jobs-stopped");
    expect(portal.lines.indexOf(last as Line)).toBeLessThan(stoppedAt);
  });

  it("a second SIGTERM right after the first changes nothing: the request finishes, no process is left", async () => {
    const portal = await startPortal();
    const slow = get(portal.port, "/slow?ms=1500");
    await until(() => portal.lines.some((l) => l.event === "request-started"), 10_000, "the slow request did not start");
    const since = Date.now();
    process.kill(portal.primary, "SIGTERM");
    await new Promise((r) => setTimeout(r, 50));
    process.kill(portal.primary, "SIGTERM");
    // The same signal to the workers too (a whole process group signalled, as a terminal's Ctrl-C or `kill -TERM -pgid`).
    // (A worker with nothing in flight may already have exited.)
    for (const pid of portal.workers.filter(alive)) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        /* exited meanwhile */
      }
    }

    expect(await slow).toEqual({ status: 200, body: "%PDF-stub 1500" });
    expect(await allGone([portal.primary, ...portal.workers], since, 10_000)).toBeLessThan(10_000);
    expect(await portal.exited).toBe(0);
  });

  it("the web workers listen only once the primary has prepared the database, and a stop meanwhile is clean", async () => {
    const portal = await startPortal({ prepareMs: 1500 });
    const prepared = portal.lines.findIndex((l) => l.event === "prepared");
    expect(prepared).toBeGreaterThanOrEqual(0);
    expect(prepared).toBeLessThan(portal.lines.findIndex((l) => l.event === "ready"));

    // Stopped while its workers still wait (they have asked; the answer would find them gone): no crash, no one left.
    const waiting = await startPortal({ prepareMs: 60_000, waitReady: false });
    const workers = await until(() => (childPids(waiting.primary).length === 2 ? childPids(waiting.primary) : false), 30_000, "the workers were not forked");
    waiting.workers = workers;
    await new Promise((r) => setTimeout(r, 3000));
    const since = Date.now();
    process.kill(waiting.primary, "SIGTERM");
    expect(await allGone([waiting.primary, ...workers], since, 10_000)).toBeLessThan(10_000);
    expect(await waiting.exited).toBe(0);
    expect(waiting.lines.some((l) => l.event === "ready")).toBe(false);
  });

  it("SIGKILL of the primary: the web workers notice and exit on their own within a few seconds", async () => {
    const portal = await startPortal();
    const since = Date.now();
    process.kill(portal.primary, "SIGKILL");
    expect(await allGone(portal.workers, since, 5_000)).toBeLessThan(5_000);
  });

  it("a web worker that crashes is replaced, and the replacement stops with the rest", async () => {
    const portal = await startPortal();
    process.kill(portal.workers[0], "SIGKILL");
    // The replacement announces itself: a second "ready" with a new pid.
    const again = await until(
      () => portal.lines.filter((l) => l.event === "ready").find((l) => !(l.workers as number[]).includes(portal.workers[0])),
      10_000,
      "no worker replaced the crashed one",
    );
    const workers = again.workers as number[];
    const replacement = workers.find((pid) => pid !== portal.workers[1]);
    expect(replacement).toBeDefined();
    expect((await get(portal.port, "/healthz")).status).toBe(200);
    // The workers' heap limit (workerHeapMb: 300 in lifecycle-server.ts) holds for the replacement too. V8's limit
    // is the old space plus the young generation. The primary deals connections round-robin: ask until both answer.
    const limits = new Map<number, number>();
    for (let i = 0; i < 20 && limits.size < 2; i++) {
      const [pid, limit] = (await get(portal.port, "/heap-limit")).body.split(" ").map(Number);
      limits.set(pid, limit / 2 ** 20);
    }
    expect([...limits.keys()].sort()).toEqual([...workers].sort());
    for (const mib of limits.values()) expect(mib >= 300 && mib < 400, `heap limit ${mib} MiB`).toBe(true);
    const since = Date.now();
    process.kill(portal.primary, "SIGTERM");
    expect(await allGone([portal.primary, ...workers], since, 10_000)).toBeLessThan(10_000);
  });
});

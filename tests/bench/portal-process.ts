/**
 * The idle and start benches: `npm start` spawned as a real person runs it (in a session of its own, so every
 * process it starts can be found and measured), the CPU time of that session from /proc, and a clean stop.
 * BENCH_CWD points them at another checkout (e.g. a `git worktree` of the code before a change) to compare.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export const BENCH_CWD = path.resolve(process.env.BENCH_CWD ?? ".");
/** /proc counts CPU time in clock ticks. */
export const TICKS_PER_S = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

const stderrOf = new WeakMap<ChildProcess, string[]>();

/**
 * `npm start` in BENCH_CWD on `port`, against `dataDir`, in a new session (its leader is the npm process). Its
 * stderr passes through to ours and is kept for `crashReports`.
 */
export function spawnStart(port: number, dataDir: string, extraEnv: Record<string, string> = {}): ChildProcess {
  const child = spawn("npm", ["start"], {
    cwd: BENCH_CWD,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_PATH: path.join(dataDir, "digimon.db"), APP_MODE: "sandbox", LOG_LEVEL: "warn", NODE_ENV: "production", ...extraEnv },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  const chunks: string[] = [];
  stderrOf.set(child, chunks);
  child.stderr?.on("data", (chunk: Buffer) => {
    chunks.push(chunk.toString());
    process.stderr.write(chunk);
  });
  return child;
}

/** The uncaught errors a session's processes printed (Node's crash report names the thrown error). */
export function crashReports(child: ChildProcess): string[] {
  const text = (stderrOf.get(child) ?? []).join("");
  return [...text.matchAll(/^(?:Error|\w+Error)\b.*$/gm)].map((m) => m[0]).concat(text.includes("Unhandled 'error' event") ? ["an unhandled 'error' event"] : []);
}

/** Resolves with the milliseconds from `since` to the first 200 from /healthz. */
export async function waitHealthy(child: ChildProcess, port: number, since: number, timeoutMs = 240_000): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - since > timeoutMs) throw new Error("the portal did not answer /healthz in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The processes of a session (by /proc/<pid>/stat's session field). */
export function sessionPids(sid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[3]) === sid) pids.push(Number(entry));
  }
  return pids;
}

/** Fields of /proc/<pid>/stat after the command name (index 0 is the state, field 3 of the man page). */
function statFields(pid: number): string[] | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
    return raw.slice(raw.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/**
 * CPU ticks (utime + stime, plus the children's that were reaped: cutime + cstime) of every process of the
 * session, by pid. Threads (the Bree workers, the PDF pool) are counted in their process.
 */
export function sessionTicks(sid: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of sessionPids(sid)) {
    const f = statFields(pid);
    // After the name: state(0) ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime(11) stime cutime cstime
    if (f) ticks.set(pid, Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
  }
  return ticks;
}

/** Ticks spent between two samples (a process born in between counts from zero). */
export function ticksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, t] of after) total += t - (before.get(pid) ?? 0);
  return total;
}

/** Stops the session: SIGTERM to each process by id, then SIGKILL to any left after 15 s. */
export async function stopSession(child: ChildProcess): Promise<void> {
  const sid = child.pid;
  if (!sid) return;
  const signal = (s: NodeJS.Signals) => {
    for (const pid of sessionPids(sid)) {
      try {
        process.kill(pid, s);
      } catch {
        /* gone */
      }
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + 15_000;
  while (sessionPids(sid).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (sessionPids(sid).length) signal("SIGKILL");
}

/** Seconds since the latest job run in the portal at `dataDir` began (Infinity when none has). */
function sinceLastRun(dataDir: string): number {
  const db = new Database(path.join(dataDir, "digimon.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select max(started_at) as at from job_runs").get() as { at: string | null };
    return row.at ? (Date.now() - Date.parse(row.at)) / 1000 : Infinity;
  } finally {
    db.close();
  }
}

/**
 * Waits until the portal's own work after a fresh seed is done: no job run has begun for `quietS` seconds (at
 * least 30 s, at most 4 minutes: the sandbox answers tax requests and finest reports for a minute or two after
 * the seed). What "idle" means in issue 19: the jobs enabled and nothing due. Resolves with a line for the log.
 */
export async function waitUntilQuiet(dataDir: string, quietS = 45): Promise<string> {
  const start = performance.now();
  const settled = () => (performance.now() - start) / 1000;
  while (settled() < 240 && (settled() < 30 || sinceLastRun(dataDir) < quietS)) await new Promise((r) => setTimeout(r, 1000));
  return `settled ${settled().toFixed(0)} s (last job run began ${sinceLastRun(dataDir).toFixed(0)} s before)`;
}

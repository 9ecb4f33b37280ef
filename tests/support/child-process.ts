import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export type ChildRun = { child: ChildProcess; done: Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> };

/**
 * Runs a TypeScript worker (tests/integration/*-worker.ts) in a process of its own, with the test file's
 * environment (its database copy and data folder) plus `env`; `out` is its stdout and stderr together.
 * Node itself with tsx's loader: `npx tsx` put two more processes (npx, tsx's launcher) in front of it, half a second
 * or more per start on this machine, and the reliability tests start dozens. `detached` makes the worker lead its own
 * process group, so a test can kill it with SIGKILL (killGroup) mid-write.
 */
export function runWorker(script: string, env: Record<string, string> = {}, { detached = false } = {}): ChildRun {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(script)], {
    env: { ...process.env, LOG_LEVEL: "silent", OUTBOX_INLINE: "off", ...env },
    detached,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, out })));
  return { child, done };
}

/** The JSON a worker printed last (its answer); what came before it is the worker's own logging. */
export async function workerAnswer<T>(run: ChildRun): Promise<T> {
  const { out } = await run.done;
  return JSON.parse(out.trim().split("\n").at(-1)!) as T;
}

/** Kills a detached worker's whole process group at once, as a crash would; a worker already gone is fine. */
export function killGroup(run: ChildRun) {
  try {
    process.kill(-run.child.pid!, "SIGKILL");
  } catch {
    /* already gone */
  }
}

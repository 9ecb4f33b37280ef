import path from "node:path";
import { fileURLToPath } from "node:url";
import Bree from "bree";
import { logger } from "~/services/logger.server";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The schedule: one entry per job file in jobs/. Long waits are jobs sending explicit events. */
export const jobSchedule = [{ name: "outbox-drain", interval: "15s", file: "outbox-drain.ts" }] as const;

export async function startScheduler() {
  const bree = new Bree({
    root: false,
    logger: { info: () => {}, warn: (m: unknown) => logger.warn({ msg: String(m) }), error: (m: unknown) => logger.error({ msg: String(m) }) },
    // A run still going when its next turn comes is skipped by Bree, never started twice.
    jobs: jobSchedule.map((job) => ({
      name: job.name,
      path: path.join(here, "worker.mjs"),
      interval: job.interval,
      timeout: 0,
      worker: { workerData: { file: path.join(here, job.file) } },
    })),
    workerMessageHandler: ({ name, message }: { name: string; message: unknown }) => {
      if (typeof message === "object" && message && "type" in message) logger.info({ job: name, ...message }, "job message");
    },
    errorHandler: (error: unknown, meta: unknown) => logger.error({ err: String(error), meta }, "job failed"),
  });
  await bree.start();
  logger.info({ jobs: jobSchedule.map((j) => j.name) }, "scheduler started");
  return { stop: () => bree.stop(), bree };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const scheduler = await startScheduler();
  process.once("SIGTERM", () => void scheduler.stop().then(() => process.exit(0)));
}

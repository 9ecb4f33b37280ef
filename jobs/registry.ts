/**
 * Each job's code, by name. Static imports (lazy, one function each) rather than a path read from the catalogue:
 * the compiled job worker (build/server/job-worker.js, scripts/build-server.mjs) carries every job in one bundle,
 * and the type below makes a job added to jobs/catalogue.ts without its code here fail the typecheck.
 */
import type { JobName } from "./catalogue";
import type { JobFunction } from "./runner";

export const JOB_MODULES: Record<JobName, () => Promise<{ default: JobFunction }>> = {
  "outbox-drain": () => import("./outbox-drain"),
  "tax-polling": () => import("./tax-polling"),
  "recurring-billing": () => import("./recurring-billing"),
  "finest-reports": () => import("./finest-reports"),
  backup: () => import("./backup"),
  dunning: () => import("./dunning"),
  "reward-points": () => import("./reward-points"),
  contracts: () => import("./contracts"),
};

/**
 * Every scheduled job: one file per job in jobs/, scheduled by jobs/index.ts, runnable alone with
 * `npm run job <name>`, listed on the Jobs page. No imports: the page reads this in the browser bundle too.
 */
export const JOB_CATALOGUE = [
  {
    name: "outbox-drain",
    file: "outbox-drain.ts",
    interval: "15s",
    title: "Outbox drain",
    description: "Performs side effects a crash left behind (notifications, e-mail, tax requests, returns).",
  },
  {
    name: "tax-polling",
    file: "tax-polling.ts",
    interval: "5s",
    title: "Tax invoice requests",
    description: "Submits tax-invoice requests and polls the tax intermediary for answers, with backoff.",
  },
  {
    name: "recurring-billing",
    file: "recurring-billing.ts",
    interval: "5m",
    title: "Recurring billing",
    description: "Issues every due billing of the active recurring profiles exactly once, catching up missed periods.",
  },
  {
    name: "finest-reports",
    file: "finest-reports.ts",
    interval: "1m",
    title: "finest reports",
    description: "Sends delivered and cash-in reports of invoices, and reversals of un-matched cash-ins, to the accounting system (finest).",
  },
  {
    name: "dunning",
    file: "dunning.ts",
    interval: "15m",
    title: "Payment reminders",
    description: "E-mails each approved, unpaid invoice's due reminder step once (the product's schedule), then escalates to the product owner and the account manager.",
  },
  {
    name: "contracts",
    file: "contracts.ts",
    interval: "1h",
    title: "Contracts and agreements",
    description: "Activates verified, signed contracts whose start has come, expires those past their end, and sends each expiry reminder (30 and 7 days before) once.",
  },
  {
    name: "reward-points",
    file: "reward-points.ts",
    interval: "5m",
    title: "Reward points",
    description: "Awards the account manager's reward points on each paid invoice exactly once (issue 23).",
  },
  { name: "backup", file: "backup.ts", interval: "15m", title: "Backup", description: "Takes a consistent copy of the database when BACKUP_INTERVAL_HOURS have passed and keeps the newest BACKUP_KEEP." },
] as const;

export type JobName = (typeof JOB_CATALOGUE)[number]["name"];
export type JobEntry = (typeof JOB_CATALOGUE)[number];

export const JOB_NAMES = JOB_CATALOGUE.map((j) => j.name) as JobName[];

export function jobEntry(name: string): JobEntry | undefined {
  return JOB_CATALOGUE.find((j) => j.name === name);
}

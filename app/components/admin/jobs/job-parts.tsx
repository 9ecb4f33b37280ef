import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { JOB_CATALOGUE } from "../../../../jobs/catalogue";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { formatDateTimeId } from "~/domain/dates";
import { type JobRunView } from "~/services/jobs.server";

const OUTCOME: Record<string, NonNullable<BadgeProps["variant"]>> = { running: "info", succeeded: "success", failed: "destructive", cancelled: "secondary" };

type Lookup = (key: string, values?: Record<string, unknown>) => string;

/** A job's title and description in the reader's language (job-text.test.ts checks every job has them); an unknown job shows as listed. */
export function jobText(t: TFunction<"admin">) {
  const exists = (name: string) => JOB_CATALOGUE.some((j) => j.name === name);
  const lookup = t as unknown as Lookup;
  return {
    title: (job: { name: string; title: string }) => (exists(job.name) ? lookup(`jobs.catalogue.${job.name}.title`) : job.title),
    description: (job: { name: string; description: string }) => (exists(job.name) ? lookup(`jobs.catalogue.${job.name}.description`) : job.description),
  };
}

/** A run's outcome as a badge ("running (no heartbeat)" when its process is gone). */
export function Outcome({ run }: { run: Pick<JobRunView, "outcome" | "alive"> }) {
  const { t } = useTranslation("admin");
  const stale = run.outcome === "running" && !run.alive;
  return (
    <Badge variant={stale ? "warning" : OUTCOME[run.outcome]} title={stale ? t("jobs.staleTitle") : undefined}>
      {stale ? t("jobs.stale") : run.outcome in OUTCOME ? t(`jobs.outcome.${run.outcome}`) : run.outcome}
    </Badge>
  );
}

/** What a run counted, leaving out the zeros (the count names are the job's own). */
export function Counts({ counts }: { counts: Record<string, number> }) {
  const entries = Object.entries(counts).filter(([, v]) => v !== 0);
  if (!entries.length) return <span className="text-muted-foreground">–</span>;
  return (
    <span className="flex flex-wrap gap-x-2 gap-y-0.5">
      {entries.map(([k, v]) => (
        <span key={k} className="whitespace-nowrap">
          <span className="text-muted-foreground">{k}</span> {v.toLocaleString("id-ID")}
        </span>
      ))}
    </span>
  );
}

export const when = (iso: string | null) => (iso ? formatDateTimeId(new Date(iso)) : "–");

/** "every 15 s", "every 5 min" ("setiap 15 dtk"). */
export function every(t: TFunction<"admin">, interval: string) {
  const seconds = /^(\d+)s$/.exec(interval);
  if (seconds) return t("jobs.every.seconds", { count: Number(seconds[1]) });
  const minutes = /^(\d+)m$/.exec(interval);
  if (minutes) return t("jobs.every.minutes", { count: Number(minutes[1]) });
  return t("jobs.every.other", { interval });
}

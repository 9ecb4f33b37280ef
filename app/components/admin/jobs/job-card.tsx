import { Form, useNavigation } from "@remix-run/react";
import { Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Counts, every, jobText, Outcome, when } from "./job-parts";
import type { JobsData } from "./jobs-data";

/** A job: its schedule, its latest run and a button to run it now. */
export function JobCard({ job }: { job: JobsData["jobs"][number] }) {
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const title = jobText(t).title(job);
  const busy = navigation.state !== "idle" && navigation.formData?.get("job") === job.name;
  return (
    <Card role="region" aria-labelledby={`job-${job.name}`} className="flex flex-col">
      <CardHeader className="space-y-1 pb-3">
        <div className="flex items-start justify-between gap-2">
          <CardTitle id={`job-${job.name}`} className="text-base">
            {title}
          </CardTitle>
          {job.latest ? <Outcome run={job.latest} /> : <Badge variant="outline">{t("jobs.neverRan")}</Badge>}
        </div>
        <CardDescription>{jobText(t).description(job)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-xs text-muted-foreground">{t("jobs.schedule")}</dt>
            <dd>{every(t, job.interval)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t("jobs.lastRun")}</dt>
            <dd>{job.latest ? when(job.latest.startedAt) : "–"}</dd>
          </div>
        </dl>
        {job.latest ? <Counts counts={job.latest.counts} /> : null}
        <Form method="post" className="mt-auto">
          <input type="hidden" name="intent" value="run" />
          <input type="hidden" name="job" value={job.name} />
          <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={t("jobs.runJobNow", { job: title })}>
            <Play aria-hidden="true" /> {t("jobs.runNow")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Statechart, StatechartLegend } from "~/components/statechart/statechart";
import { StuckTable, ThresholdList } from "~/components/statechart/stuck-table";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ApplyForReal } from "./apply-for-real";
import { InstancePicker } from "./instance-picker";
import type { MachineData } from "./machine-data";
import { machineText } from "./machine-text";
import { pageUrl } from "./page-url";
import { Replay } from "./replay";
import { StepThrough } from "./step-through";
import { TransitionLog } from "./transition-log";

/** The machine page: its instance, chart, log, replay, step-through, apply-for-real and stuck instances. */
export function MachineInspector({ data, simulateError, applyError }: { data: MachineData; simulateError: string | null; applyError: string | null }) {
  const { machine, chart, highlight, instance, stuck, q } = data;
  const { t } = useTranslation("inspector");
  const text = machineText(t);
  const title = text.title(machine.id);
  const stateHref = (path: string) => pageUrl(machine.id, { entity: q.entity, step: q.step, state: path, as: q.as, msg: q.msg, extra: q.extra });
  return (
    <div className="space-y-6">
      <PageHeader
        title={t("page.title", { machine: title })}
        crumbs={[{ label: t("page.machines"), to: "/admin/machines" }, { label: title }]}
        description={text.state(machine.id, "", machine.description)}
        actions={
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">v{machine.version}</Badge>
            <Badge variant="outline">{t("page.stateCount", { count: machine.stateCount })}</Badge>
            <Badge variant="outline">{t("page.eventCount", { count: machine.eventCount })}</Badge>
          </div>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>{t("page.instanceTitle")}</CardTitle>
          <CardDescription>{t("page.instanceDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <InstancePicker data={data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("page.chartTitle")}</CardTitle>
          <CardDescription>{instance ? t("page.chartDescription") : t("page.chartDescriptionInitial")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Statechart chart={chart} highlight={highlight} stateHref={stateHref} title={t("page.chartLabel", { machine: title })} legend={<StatechartLegend simulation />}
            describe={(node) => text.state(machine.id, node.path ?? "", node.description)}
          />
        </CardContent>
      </Card>
      <TransitionLog data={data} />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <Replay data={data} />
          <ApplyForReal data={data} error={applyError} />
        </div>
        <StepThrough data={data} error={simulateError} />
      </div>
      {stuck.rules.length ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("page.stuckTitle")}</CardTitle>
            <CardDescription>{t("page.stuckDescription")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <StuckTable rows={stuck.rows} />
            <ThresholdList rules={stuck.rules} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

import { PageHeader } from "~/components/layout/page-header";
import { Statechart, StatechartLegend } from "~/components/statechart/statechart";
import { StuckTable, ThresholdList } from "~/components/statechart/stuck-table";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ApplyForReal } from "./apply-for-real";
import { InstancePicker } from "./instance-picker";
import type { MachineData } from "./machine-data";
import { pageUrl } from "./page-url";
import { Replay } from "./replay";
import { StepThrough } from "./step-through";
import { TransitionLog } from "./transition-log";

/** The machine page: its instance, chart, log, replay, step-through, apply-for-real and stuck instances. */
export function MachineInspector({ data, simulateError, applyError }: { data: MachineData; simulateError: string | null; applyError: string | null }) {
  const { machine, chart, highlight, instance, stuck, q } = data;
  const stateHref = (path: string) => pageUrl(machine.id, { entity: q.entity, step: q.step, state: path, as: q.as, msg: q.msg, extra: q.extra });
  return (
    <div className="space-y-6">
      <PageHeader
        title={`${machine.title} machine`}
        crumbs={[{ label: "Machines", to: "/admin/machines" }, { label: machine.title }]}
        description={machine.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">v{machine.version}</Badge>
            <Badge variant="outline">{machine.stateCount} states</Badge>
            <Badge variant="outline">{machine.eventCount} events</Badge>
          </div>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Instance</CardTitle>
          <CardDescription>Pick one to see its state, the path it took and its log.</CardDescription>
        </CardHeader>
        <CardContent>
          <InstancePicker data={data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Statechart</CardTitle>
          <CardDescription>Drawn from the machine definition. Choose a state to step through from it{instance ? "" : " (the step-through starts in the initial state)"}.</CardDescription>
        </CardHeader>
        <CardContent>
          <Statechart chart={chart} highlight={highlight} stateHref={stateHref} title={`Statechart of the ${machine.title} machine`} legend={<StatechartLegend simulation />} />
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
            <CardTitle>Stuck instances</CardTitle>
            <CardDescription>In one state longer than its threshold, longest first.</CardDescription>
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

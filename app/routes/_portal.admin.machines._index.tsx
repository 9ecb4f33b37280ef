import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/page-header";
import { StuckTable, ThresholdList } from "~/components/statechart/stuck-table";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireUserWithPermission } from "~/services/auth.server";
import { machinesOverview, stuckInstances } from "~/services/inspector.server";

export const meta: MetaFunction = () => [{ title: "Machines · Digimon" }];
export const handle = { title: "Machines" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, "read:machine");
  const now = new Date();
  return json({ machines: machinesOverview(), stuck: stuckInstances(undefined, now), now: now.toISOString() });
}

export default function MachinesIndex() {
  const { machines, stuck } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Machines"
        crumbs={[{ label: "Administration" }, { label: "Machines" }]}
        description="Every workflow the portal runs, drawn from its definition, with its live instances. Open one to replay an instance or step through it on a copy."
      />
      <Card>
        <CardHeader>
          <CardTitle>Registered machines</CardTitle>
          <CardDescription>From machines/registry.ts; live instances are counted from the stored workflow snapshots.</CardDescription>
        </CardHeader>
        <CardContent>
          <Table aria-label="Registered machines">
            <TableHeader>
              <TableRow>
                <TableHead>Machine</TableHead>
                <TableHead className="text-end">Version</TableHead>
                <TableHead className="text-end">States</TableHead>
                <TableHead className="text-end">Events</TableHead>
                <TableHead className="text-end">Live instances</TableHead>
                <TableHead>Instances per state</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {machines.map((m) => (
                <TableRow key={m.id}>
                  <TableCell className="max-w-sm">
                    <Link to={`/admin/machines/${m.id}`} className="font-medium text-primary hover:underline">
                      {m.title}
                    </Link>
                    <div className="font-mono text-xs text-muted-foreground">{m.id}</div>
                    <p className="mt-1 text-xs text-muted-foreground">{m.description}</p>
                  </TableCell>
                  <TableCell className="text-end tabular-nums">v{m.version}</TableCell>
                  <TableCell className="text-end tabular-nums">{m.stateCount}</TableCell>
                  <TableCell className="text-end tabular-nums">{m.eventCount}</TableCell>
                  <TableCell className="text-end tabular-nums">{m.entity ? m.instances : <span className="text-xs text-muted-foreground">in the browser session</span>}</TableCell>
                  <TableCell>
                    {m.entity ? (
                      <ul className="flex flex-wrap gap-1" aria-label={`${m.title} instances per state`}>
                        {m.perState.map((s) => (
                          <li key={s.state}>
                            <Badge variant={s.count ? "secondary" : "outline"} className="font-mono font-normal">
                              {s.state} <span className="font-semibold tabular-nums">{s.count}</span>
                            </Badge>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-xs text-muted-foreground">Not stored: the flow lives in the visitor's browser session.</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Stuck instances</CardTitle>
          <CardDescription>Instances that have been in one state longer than its threshold, longest first ({stuck.total} in all).</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <StuckTable rows={stuck.rows} showMachine />
          <ThresholdList rules={stuck.rules} />
        </CardContent>
      </Card>
    </div>
  );
}

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { machineText } from "~/components/admin/machine-inspector/machine-text";
import { PageHeader } from "~/components/layout/page-header";
import { StuckTable, ThresholdList } from "~/components/statechart/stuck-table";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { pageMeta } from "~/lib/page-meta";
import { requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { machinesOverview, stuckInstances } from "~/services/inspector.server";

export const meta = pageMeta;
export const handle = { title: "admin:machines.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithPermission(request, context, "read:machine");
  const now = new Date();
  const t = await requestTranslator(request, context, "admin");
  return json({ pageTitle: t("machines.title"), machines: machinesOverview(), stuck: stuckInstances(undefined, now), now: now.toISOString() });
}

export default function MachinesIndex() {
  const { machines, stuck } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: ti } = useTranslation("inspector");
  const text = machineText(ti);
  return (
    <div className="space-y-6">
      <PageHeader title={t("machines.title")} crumbs={[{ label: t("common.administration") }, { label: t("machines.title") }]} description={t("machines.description")} />
      <Card>
        <CardHeader>
          <CardTitle>{t("machines.registered")}</CardTitle>
          <CardDescription>{t("machines.registeredDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Table aria-label={t("machines.registered")}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("machines.columns.machine")}</TableHead>
                <TableHead className="text-end">{t("machines.columns.version")}</TableHead>
                <TableHead className="text-end">{t("machines.columns.states")}</TableHead>
                <TableHead className="text-end">{t("machines.columns.events")}</TableHead>
                <TableHead className="text-end">{t("machines.columns.instances")}</TableHead>
                <TableHead>{t("machines.columns.perState")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {machines.map((m) => (
                <TableRow key={m.id}>
                  <TableCell className="max-w-sm">
                    <Link to={`/admin/machines/${m.id}`} className="font-medium text-primary hover:underline">
                      {text.title(m.id)}
                    </Link>
                    <div className="font-mono text-xs text-muted-foreground">{m.id}</div>
                    <p className="mt-1 text-xs text-muted-foreground">{text.state(m.id, "", m.description)}</p>
                  </TableCell>
                  <TableCell className="text-end tabular-nums">v{m.version}</TableCell>
                  <TableCell className="text-end tabular-nums">{m.stateCount}</TableCell>
                  <TableCell className="text-end tabular-nums">{m.eventCount}</TableCell>
                  <TableCell className="text-end tabular-nums">{m.entity ? m.instances : <span className="text-xs text-muted-foreground">{t("machines.inBrowser")}</span>}</TableCell>
                  <TableCell>
                    {m.entity ? (
                      <ul className="flex flex-wrap gap-1" aria-label={t("machines.perStateLabel", { machine: text.title(m.id) })}>
                        {m.perState.map((s) => (
                          <li key={s.state}>
                            <Badge variant={s.count ? "secondary" : "outline"} className="font-mono font-normal">
                              {s.state} <span className="font-semibold tabular-nums">{s.count}</span>
                            </Badge>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-xs text-muted-foreground">{t("machines.notStored")}</span>
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
          <CardTitle>{t("machines.stuckTitle")}</CardTitle>
          <CardDescription>{t("machines.stuckDescription", { total: stuck.total })}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <StuckTable rows={stuck.rows} showMachine />
          <ThresholdList rules={stuck.rules} />
        </CardContent>
      </Card>
    </div>
  );
}

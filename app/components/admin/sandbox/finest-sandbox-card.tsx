import { Form, useNavigation } from "@remix-run/react";
import { FlaskConical } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { FINEST_OUTCOME_INFO, FINEST_OUTCOMES } from "~/integrations/accounting/catalogue";
import { RuleForm } from "./rule-form";
import { RulesTable } from "./rules-table";
import { type SandboxData, when } from "./sandbox-data";
import { FINEST_FIELDS } from "./sandbox-schemas";

/** The sandbox finest (accounting): the next report's answer, rules, and recent reports. */
export function FinestSandboxCard({ data }: { data: SandboxData }) {
  const busy = useNavigation().state !== "idle";
  const finestOutcomes = FINEST_OUTCOMES.map((o) => ({ value: o, label: FINEST_OUTCOME_INFO[o].label }));
  return (
    <Card aria-labelledby="finest-sandbox">
      <CardHeader>
        <CardTitle id="finest-sandbox" className="flex items-center gap-2 text-base">
          <FlaskConical className="size-4" aria-hidden="true" /> finest (accounting)
        </CardTitle>
        <CardDescription>Delivered and cash-in reports sent by the finest-reports job.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap gap-2">
          {FINEST_OUTCOMES.map((outcome) => (
            <Form method="post" key={outcome}>
              <input type="hidden" name="intent" value="quick" />
              <input type="hidden" name="system" value="accounting" />
              <input type="hidden" name="outcome" value={outcome} />
              <Button type="submit" variant="outline" size="sm" disabled={busy} title={FINEST_OUTCOME_INFO[outcome].effect}>
                Next report: {FINEST_OUTCOME_INFO[outcome].label}
              </Button>
            </Form>
          ))}
        </div>
        <RulesTable rules={data.finestRules} label="finest rules" />
        <RuleForm systemName="accounting" outcomes={finestOutcomes} fields={FINEST_FIELDS} />
        <Table aria-label="Recent finest reports">
          <TableHeader>
            <TableRow>
              <TableHead>Document</TableHead>
              <TableHead>Report</TableHead>
              <TableHead>Outcome</TableHead>
              <TableHead>At</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.finestRecords.length === 0 ? (
              <TableEmptyRow colSpan={4}>No reports yet.</TableEmptyRow>
            ) : (
              data.finestRecords.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="font-mono text-xs">{r.outcome === "success" ? r.id : "–"}</TableCell>
                  <TableCell>{r.reference}</TableCell>
                  <TableCell>{r.outcome === "success" ? "booked" : String((r.answer as { message?: string } | null)?.message ?? r.outcome)}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(r.createdAt)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

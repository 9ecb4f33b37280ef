import { Form } from "@remix-run/react";
import { Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import type { SandboxData } from "./sandbox-data";

type Rule = SandboxData["taxRules"][number];

export function RulesTable({ rules, label }: { rules: Rule[]; label: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Outcome</TableHead>
          <TableHead>Applies to</TableHead>
          <TableHead>Note</TableHead>
          <TableHead className="w-10">
            <span className="sr-only">Remove</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rules.length === 0 ? (
          <TableEmptyRow colSpan={4}>
            No rules: every request succeeds.
          </TableEmptyRow>
        ) : (
          rules.map((rule) => (
            <TableRow key={rule.id}>
              <TableCell>
                <Badge variant={rule.outcome === "success" ? "success" : "warning"}>{rule.outcome}</Badge>
              </TableCell>
              <TableCell className="text-sm">
                {Object.entries(rule.match).length ? Object.entries(rule.match).map(([k, v]) => `${k} contains "${v}"`).join(", ") : "the next requests"}
                {rule.remaining !== null ? ` (${rule.remaining} left)` : " (always)"}
              </TableCell>
              <TableCell className="max-w-xs truncate text-sm">{rule.note || "–"}</TableCell>
              <TableCell>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={rule.id} />
                  <Button type="submit" size="icon" variant="ghost" aria-label={`Remove rule ${rule.outcome}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </Form>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

import { Form } from "@remix-run/react";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { outcomeText, type SandboxData } from "./sandbox-data";

type Rule = SandboxData["taxRules"][number];

export function RulesTable({ system, rules, label }: { system: "tax-authority" | "accounting"; rules: Rule[]; label: string }) {
  const { t } = useTranslation("admin");
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("sandbox.rules.outcome")}</TableHead>
          <TableHead>{t("sandbox.rules.appliesTo")}</TableHead>
          <TableHead>{t("sandbox.rules.note")}</TableHead>
          <TableHead className="w-10">
            <span className="sr-only">{t("sandbox.rules.remove")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rules.length === 0 ? (
          <TableEmptyRow colSpan={4}>
            {t("sandbox.rules.none")}
          </TableEmptyRow>
        ) : (
          rules.map((rule) => (
            <TableRow key={rule.id}>
              <TableCell>
                <Badge variant={rule.outcome === "success" ? "success" : "warning"}>{outcomeText(t, system, rule.outcome)}</Badge>
              </TableCell>
              <TableCell className="text-sm">
                {Object.entries(rule.match).length ? Object.entries(rule.match).map(([k, v]) => t("sandbox.rules.contains", { field: k, value: v })).join(", ") : t("sandbox.rules.nextRequests")}
                {rule.remaining !== null ? t("sandbox.rules.left", { count: rule.remaining }) : t("sandbox.rules.always")}
              </TableCell>
              <TableCell className="max-w-xs truncate text-sm">{rule.note || "–"}</TableCell>
              <TableCell>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={rule.id} />
                  <Button type="submit" size="icon" variant="ghost" aria-label={t("sandbox.rules.removeRule", { outcome: outcomeText(t, system, rule.outcome) })}>
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

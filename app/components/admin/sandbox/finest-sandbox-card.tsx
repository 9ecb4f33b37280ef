import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { FINEST_OUTCOMES } from "~/integrations/accounting/catalogue";
import { useServerMessage } from "~/lib/server-message";
import { RuleForm } from "./rule-form";
import { RulesTable } from "./rules-table";
import { SandboxCardFrame, SandboxSystemForm } from "./sandbox-card-parts";
import { outcomeText, type SandboxData, when } from "./sandbox-data";
import { FINEST_FIELDS } from "./sandbox-schemas";

/** The sandbox finest (accounting): the next report's answer, rules, and recent reports. */
export function FinestSandboxCard({ data }: { data: SandboxData }) {
  const { t } = useTranslation("admin");
  const message = useServerMessage();
  const busy = useNavigation().state !== "idle";
  const finestOutcomes = FINEST_OUTCOMES.map((o) => ({ value: o, label: outcomeText(t, "accounting", o, "label") }));
  // A refused report shows finest's message (English on the wire) in the reader's language, else the outcome's name.
  const finestAnswer = (answer: unknown, outcome: string | null) => {
    const text = (answer as { message?: string } | null)?.message;
    return text ? message(text) : outcomeText(t, "accounting", outcome);
  };
  return (
    <SandboxCardFrame id="finest-sandbox" title={t("sandbox.finest.title")} description={t("sandbox.finest.description")}>
      <div className="flex flex-wrap gap-2">
        {FINEST_OUTCOMES.map((outcome) => (
          <SandboxSystemForm key={outcome} intent="quick" system="accounting" outcome={outcome}>
            <Button type="submit" variant="outline" size="sm" disabled={busy} title={outcomeText(t, "accounting", outcome, "effect")}>
              {t("sandbox.finest.next", { outcome: outcomeText(t, "accounting", outcome, "label") })}
            </Button>
          </SandboxSystemForm>
        ))}
      </div>
      <RulesTable system="accounting" rules={data.finestRules} label={t("sandbox.finest.rulesLabel")} />
      <RuleForm systemName="accounting" outcomes={finestOutcomes} fields={FINEST_FIELDS} />
      <Table aria-label={t("sandbox.finest.recentLabel")}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("sandbox.finest.document")}</TableHead>
            <TableHead>{t("sandbox.finest.report")}</TableHead>
            <TableHead>{t("sandbox.finest.outcome")}</TableHead>
            <TableHead>{t("sandbox.finest.at")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.finestRecords.length === 0 ? (
            <TableEmptyRow colSpan={4}>{t("sandbox.finest.none")}</TableEmptyRow>
          ) : (
            data.finestRecords.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="font-mono text-xs">{r.outcome === "success" ? r.id : "–"}</TableCell>
                <TableCell>{r.reference}</TableCell>
                <TableCell>{r.outcome === "success" ? t("sandbox.finest.booked") : finestAnswer(r.answer, r.outcome)}</TableCell>
                <TableCell className="whitespace-nowrap">{when(r.createdAt)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </SandboxCardFrame>
  );
}

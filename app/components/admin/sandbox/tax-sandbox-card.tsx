import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { TAX_OUTCOMES } from "~/integrations/tax-authority/catalogue";
import { useServerMessage } from "~/lib/server-message";
import { RuleForm } from "./rule-form";
import { RulesTable } from "./rules-table";
import { SandboxCardFrame, SandboxSystemForm } from "./sandbox-card-parts";
import { outcomeText, type SandboxData, when } from "./sandbox-data";
import { TAX_FIELDS } from "./sandbox-schemas";

/** The sandbox tax intermediary: the next answer, rules by matching data, and recent requests. */
export function TaxSandboxCard({ data }: { data: SandboxData }) {
  const { t } = useTranslation("admin");
  const message = useServerMessage();
  const busy = useNavigation().state !== "idle";
  const taxOutcomes = TAX_OUTCOMES.map((o) => ({ value: o, label: outcomeText(t, "tax-authority", o, "label") }));
  return (
    <SandboxCardFrame id="tax-sandbox" title={t("sandbox.tax.title")} description={t("sandbox.tax.description")}>
      <section aria-labelledby="tax-quick" className="space-y-2">
        <h2 id="tax-quick" className="text-sm font-semibold">
          {t("sandbox.tax.next")}
        </h2>
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {TAX_OUTCOMES.map((outcome) => (
            <SandboxSystemForm key={outcome} intent="quick" system="tax-authority" outcome={outcome}>
              <Button type="submit" variant="outline" className="h-auto w-full justify-start whitespace-normal py-2 text-start" disabled={busy} title={outcomeText(t, "tax-authority", outcome, "effect")}>
                <span>
                  <span className="block">{outcomeText(t, "tax-authority", outcome, "label")}</span>
                  <span className="block text-xs font-normal text-muted-foreground">{outcomeText(t, "tax-authority", outcome, "effect")}</span>
                </span>
              </Button>
            </SandboxSystemForm>
          ))}
        </div>
      </section>
      <section aria-labelledby="tax-rules" className="space-y-3">
        <div className="flex items-center justify-between">
          <h2 id="tax-rules" className="text-sm font-semibold">
            {t("sandbox.tax.rules")}
          </h2>
          <SandboxSystemForm intent="clear" system="tax-authority">
            <Button type="submit" size="sm" variant="ghost" disabled={busy || data.taxRules.length === 0}>
              {t("sandbox.tax.clearAll")}
            </Button>
          </SandboxSystemForm>
        </div>
        <RulesTable system="tax-authority" rules={data.taxRules} label={t("sandbox.tax.rulesLabel")} />
        <RuleForm systemName="tax-authority" outcomes={taxOutcomes} fields={TAX_FIELDS} />
      </section>
      <section aria-labelledby="tax-recent" className="space-y-2">
        <h2 id="tax-recent" className="text-sm font-semibold">
          {t("sandbox.tax.recent")}
        </h2>
        <Table aria-label={t("sandbox.tax.recentLabel")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("sandbox.tax.request")}</TableHead>
              <TableHead>{t("sandbox.tax.invoice")}</TableHead>
              <TableHead>{t("sandbox.tax.outcome")}</TableHead>
              <TableHead>{t("sandbox.tax.answersAt")}</TableHead>
              <TableHead>{t("sandbox.tax.answer")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.taxRecords.length === 0 ? (
              <TableEmptyRow colSpan={5}>{t("sandbox.tax.none")}</TableEmptyRow>
            ) : (
              data.taxRecords.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="font-mono text-xs">{r.id}</TableCell>
                  <TableCell>{r.reference}</TableCell>
                  <TableCell>{outcomeText(t, "tax-authority", r.outcome)}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(r.answerAt)}</TableCell>
                  <TableCell className="max-w-sm truncate text-xs">{r.answer ? (r.answer.state === "received" ? t("sandbox.tax.faktur", { number: r.answer.data.nomorFaktur }) : message(r.answer.message)) : t("sandbox.tax.processing")}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </section>
    </SandboxCardFrame>
  );
}

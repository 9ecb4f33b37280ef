import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatRupiah } from "~/domain/money";
import { GATEWAY_RULE_OUTCOMES, type PayScenario } from "~/integrations/payment-gateway/catalogue";
import { SettlementReportForm } from "~/components/settlements/sandbox-report-form";
import { SandboxCardFrame, SandboxSystemForm } from "./sandbox-card-parts";
import { type SandboxData, when } from "./sandbox-data";

/** Which of the page's "pay" actions a VA in this status can take (the twin refuses the others too). */
export function scenariosFor(status: string): PayScenario[] {
  if (status === "pending") return ["full", "partial", "expired"];
  if (status === "settlement") return ["duplicate", "reversal", "latePending"];
  if (status === "refund") return ["latePending"];
  return [];
}

/** The sandbox payment gateway: its VAs and card links, paid (or expired, reversed ...) from here, and its door rules. */
export function GatewaySandboxCard({ data }: { data: SandboxData }) {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state !== "idle";
  return (
    <SandboxCardFrame id="gateway-sandbox" title={t("sandbox.gateway.title")} description={t("sandbox.gateway.description")}>
      <section aria-labelledby="gateway-next" className="space-y-2">
        <h2 id="gateway-next" className="text-sm font-semibold">
          {t("sandbox.gateway.next")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {GATEWAY_RULE_OUTCOMES.map((outcome) => (
            <SandboxSystemForm key={outcome} intent="quick" system="payment-gateway" outcome={outcome}>
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                {t(`sandbox.gateway.rule.${outcome}`)}
              </Button>
            </SandboxSystemForm>
          ))}
          {data.gatewayRules.length > 0 ? (
            <SandboxSystemForm intent="clear" system="payment-gateway">
              <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                {t("sandbox.gateway.clearRules", { count: data.gatewayRules.length })}
              </Button>
            </SandboxSystemForm>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="gateway-recent" className="space-y-2">
        <h2 id="gateway-recent" className="text-sm font-semibold">
          {t("sandbox.gateway.recent")}
        </h2>
        <Table aria-label={t("sandbox.gateway.recentLabel")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("sandbox.gateway.order")}</TableHead>
              <TableHead>{t("sandbox.gateway.account")}</TableHead>
              <TableHead className="text-end">{t("sandbox.gateway.amount")}</TableHead>
              <TableHead>{t("sandbox.gateway.expires")}</TableHead>
              <TableHead>{t("sandbox.gateway.status")}</TableHead>
              <TableHead>{t("sandbox.gateway.delivery")}</TableHead>
              <TableHead>{t("sandbox.gateway.actions")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.gatewayRecords.length === 0 ? (
              <TableEmptyRow colSpan={7}>{t("sandbox.gateway.none")}</TableEmptyRow>
            ) : (
              data.gatewayRecords.map((r) => (
                <TableRow key={r.id} id={`va-${r.id}`}>
                  <TableCell className="font-mono text-xs">
                    {r.orderId}
                    <span className="block font-sans text-muted-foreground">{r.customerName}</span>
                  </TableCell>
                  <TableCell className="font-mono text-xs">{r.vaNumber ? `${r.bank?.toUpperCase()} ${r.vaNumber}` : t("sandbox.gateway.cardLink")}</TableCell>
                  <TableCell className="whitespace-nowrap text-end">
                    {formatRupiah(r.amount)}
                    {r.paidAmount > 0 && r.paidAmount !== r.amount ? <span className="block text-xs text-muted-foreground">{t("sandbox.gateway.paid", { amount: formatRupiah(r.paidAmount) })}</span> : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{when(r.expiresAt)}</TableCell>
                  <TableCell>{t(`sandbox.gateway.statuses.${statusKey(r.status)}`)}</TableCell>
                  <TableCell className="text-xs">
                    {r.lastDelivery
                      ? t("sandbox.gateway.lastDelivery", { count: r.notifications, status: r.lastDelivery.httpStatus ?? t("sandbox.gateway.noAnswer") })
                      : r.notifications > 0
                        ? t("sandbox.gateway.queued", { count: r.notifications })
                        : "–"}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      {scenariosFor(r.status).map((scenario) => (
                        <Form method="post" key={scenario}>
                          <input type="hidden" name="intent" value="gatewayPay" />
                          <input type="hidden" name="id" value={r.id} />
                          <input type="hidden" name="scenario" value={scenario} />
                          <Button type="submit" size="sm" variant={scenario === "full" ? "default" : "outline"} disabled={busy} aria-label={t("sandbox.gateway.actionFor", { action: t(`sandbox.gateway.scenarios.${scenario}`), order: r.orderId })}>
                            {t(`sandbox.gateway.scenarios.${scenario}`)}
                          </Button>
                        </Form>
                      ))}
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </section>
      <SettlementReportForm />
    </SandboxCardFrame>
  );
}

const STATUSES = ["pending", "settlement", "expire", "refund"] as const;
const statusKey = (s: string): (typeof STATUSES)[number] | "other" => ((STATUSES as readonly string[]).includes(s) ? (s as (typeof STATUSES)[number]) : "other");

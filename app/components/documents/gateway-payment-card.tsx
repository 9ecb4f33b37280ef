import type { SerializeFrom } from "@remix-run/node";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { formatDateTimeId } from "~/domain/dates";
import type { GatewayMps, GatewayVa } from "~/domain/gateway";
import { formatRupiah } from "~/domain/money";
import { useServerMessage } from "~/lib/server-message";
import type { gatewayPaymentsOfBilling } from "~/services/gateway.server";
import { SectionCard } from "../ui/section-card";

type GatewayData = SerializeFrom<ReturnType<typeof gatewayPaymentsOfBilling>>;

/**
 * A gateway-paid billing's virtual account (or card link): number, bank, amount, fee and expiry, what the gateway
 * reported, and the regenerate action once the VA has expired or was refused (manage:billing).
 */
export function GatewayPaymentCard({ va, mps, gateway, canManage, now }: { va: GatewayVa | null; mps: GatewayMps | null; gateway: GatewayData; canManage: boolean; now: string }) {
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  const busy = useNavigation().state !== "idle";
  const [last] = gateway.orders;
  if (!last && !va) return null;
  const expired = va ? va.expired <= now : false;
  return (
    <SectionCard title={t("billing.gateway.title")}>
      <dl className="grid grid-cols-[8rem_1fr] gap-y-1.5 text-sm" data-testid="gateway-payment">
        {va ? (
          <>
            <dt className="text-muted-foreground">{t("billing.gateway.vaNumber")}</dt>
            <dd className="font-mono">
              {va.bank.toUpperCase()} {va.number}
            </dd>
            <dt className="text-muted-foreground">{t("billing.gateway.amount")}</dt>
            <dd>{formatRupiah(va.amount)}</dd>
            <dt className="text-muted-foreground">{t("billing.gateway.fee")}</dt>
            <dd>{formatRupiah(va.fee)}</dd>
            <dt className="text-muted-foreground">{t("billing.gateway.expires")}</dt>
            <dd>
              {formatDateTimeId(va.expired)} WIB {expired ? <span className="font-medium text-destructive">({t("billing.gateway.expired")})</span> : null}
            </dd>
          </>
        ) : null}
        {mps?.payment_url ? (
          <>
            <dt className="text-muted-foreground">{t("billing.gateway.cardLink")}</dt>
            <dd className="break-all">
              <a className="text-primary hover:underline" href={mps.payment_url} rel="noreferrer" target="_blank">
                {mps.payment_url}
              </a>
            </dd>
          </>
        ) : null}
        {last ? (
          <>
            <dt className="text-muted-foreground">{t("billing.gateway.order")}</dt>
            <dd className="font-mono text-xs">
              {last.id} · {t(`billing.gateway.orderStatus.${last.status}`)}
            </dd>
          </>
        ) : null}
        {last?.status === "failed" && last.lastError ? (
          <>
            <dt className="text-muted-foreground">{t("billing.gateway.refusal")}</dt>
            <dd>{message(last.lastError)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t("billing.gateway.transactions")}</dt>
        <dd>
          {gateway.transactions.length === 0
            ? t("billing.gateway.noTransactions")
            : gateway.transactions.map((tx) => (
                <span key={tx.id} className="block">
                  {formatRupiah(tx.grossAmount)} · {tx.status}
                  {tx.settledAt ? ` · ${formatDateTimeId(tx.settledAt)} WIB` : ""}
                </span>
              ))}
        </dd>
      </dl>
      {canManage && gateway.canRegenerate ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="regenerateVa" />
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {t("billing.gateway.regenerate")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
  );
}

import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { formatDateShortId, formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";

/** The settlement page's parts (issue 21): its differences, its transactions and its bank credit. */
export type DifferenceView = {
  id: number;
  kind: "unknown" | "missing" | "fee" | "amount" | "net";
  amount: number;
  detail: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolvedReason: string | null;
};
export type LineView = {
  id: number;
  transactionId: string;
  orderId: string;
  channel: string;
  gross: number;
  channelFee: number;
  mpsFee: number;
  net: number;
  paymentId: string | null;
};
export type CreditView = {
  id: string;
  referenceNo: string;
  amount: number;
  transactionDate: string;
};
export type CandidateView = CreditView & { description: string };

export function ReasonForm({ intent, label, differenceId, errors }: { intent: string; label: string; differenceId?: number; errors?: string[] }) {
  const { t } = useTranslation("settlements");
  const busy = useNavigation().formData?.get("intent") === intent;
  const id = `${intent}-${differenceId ?? "settlement"}-reason`;
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      {differenceId !== undefined ? <input type="hidden" name="differenceId" value={differenceId} /> : null}
      <FormField label={t("forms.reason")} name="reason" id={id} errors={errors}>
        <Textarea rows={2} required maxLength={500} />
      </FormField>
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

export function DifferencesCard({
  differences,
  canResolve,
  errorsFor,
}: {
  differences: DifferenceView[];
  canResolve: boolean;
  errorsFor: (intent: string, id?: number) => string[] | undefined;
}) {
  const { t } = useTranslation("settlements");
  return (
    <SectionCard title={t("detail.differences")}>
      {differences.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("detail.noDifferences")}</p>
      ) : (
        <ul className="space-y-3" aria-label={t("detail.differences")}>
          {differences.map((d) => (
            <li key={d.id} className="rounded-md border p-3" data-testid="settlement-difference">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <strong className="text-sm">{t(`kinds.${d.kind}`)}</strong>
                <span className="text-sm tabular-nums">{formatRupiah(d.amount)}</span>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{d.detail}</p>
              {d.resolvedAt ? (
                <p className="mt-2 text-sm">
                  {t("detail.resolvedBy", {
                    name: d.resolvedBy ?? "",
                    at: formatDateTimeId(d.resolvedAt),
                    reason: d.resolvedReason ?? "",
                  })}
                </p>
              ) : canResolve ? (
                <div className="mt-2">
                  <ReasonForm intent="resolve" differenceId={d.id} label={t("forms.resolve")} errors={errorsFor("resolve", d.id)} />
                </div>
              ) : (
                <Badge variant="outline" className="mt-2">
                  {t("detail.open")}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

export function LinesCard({ lines, offset, pageSize, total }: { lines: LineView[]; offset: number; pageSize: number; total: number }) {
  const { t } = useTranslation("settlements");
  return (
    <SectionCard title={t("detail.lines")}>
      <div className="overflow-x-auto" role="region" aria-label={t("detail.lines")} tabIndex={0}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-start text-xs text-muted-foreground">
              <th scope="col" className="p-2 text-start">
                {t("detail.order")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("detail.channel")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("columns.gross")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("columns.channelFee")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("columns.mpsFee")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("columns.net")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("detail.payment")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id} className="border-b" data-testid="settlement-line">
                <td className="p-2" title={l.transactionId}>
                  {l.orderId || l.transactionId}
                </td>
                <td className="p-2">{l.channel}</td>
                <td className="p-2 text-end tabular-nums">{formatRupiah(l.gross)}</td>
                <td className="p-2 text-end tabular-nums">{formatRupiah(l.channelFee)}</td>
                <td className="p-2 text-end tabular-nums">{formatRupiah(l.mpsFee)}</td>
                <td className="p-2 text-end tabular-nums">{formatRupiah(l.net)}</td>
                <td className="p-2">
                  {l.paymentId ? (
                    <Link to={`/payments/${l.paymentId}`} className="text-primary hover:underline">
                      {l.transactionId.slice(0, 8)}
                    </Link>
                  ) : (
                    t("detail.unknownPayment")
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t("detail.lines")} className="mt-2 flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {t("detail.linesShown", {
            from: lines.length ? offset + 1 : 0,
            to: offset + lines.length,
            total: total,
          })}
        </span>
        <span className="flex gap-2">
          {offset > 0 ? (
            <Link to={`?from=${Math.max(0, offset - pageSize)}`} className="text-primary hover:underline">
              {t("detail.previous")}
            </Link>
          ) : null}
          {offset + lines.length < total && lines.length === pageSize ? (
            <Link to={`?from=${offset + pageSize}`} className="text-primary hover:underline">
              {t("detail.more")}
            </Link>
          ) : null}
        </span>
      </nav>
    </SectionCard>
  );
}

export function BankCreditCard({
  bank,
  matchedBy,
  candidates,
  canAct,
  errors,
}: {
  bank: CreditView | null;
  matchedBy: string | null;
  candidates: CandidateView[];
  canAct: boolean;
  errors?: string[];
}) {
  const { t } = useTranslation("settlements");
  return (
    <SectionCard title={t("detail.bankCredit")}>
      {bank ? (
        <div className="space-y-3">
          <p className="text-sm" data-testid="settlement-bank-credit">
            {t("detail.pairedWith", {
              reference: bank.referenceNo || bank.id.slice(0, 8),
              amount: formatRupiah(bank.amount),
              date: formatDateShortId(bank.transactionDate),
              name: matchedBy ?? "",
            })}
          </p>
          {canAct ? <ReasonForm intent="unpair" label={t("forms.unpair")} errors={errors} /> : null}
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">{t("detail.notPaired")}</p>
          {canAct ? (
            candidates.length ? (
              <Form method="post" className="space-y-2">
                <input type="hidden" name="intent" value="pair" />
                <fieldset className="space-y-1">
                  <legend className="text-sm font-medium">{t("detail.candidates")}</legend>
                  {candidates.map((c, i) => (
                    <label key={c.id} className="flex items-start gap-2 text-sm">
                      <input type="radio" name="paymentId" value={c.id} defaultChecked={i === 0} className="mt-1" />
                      <span>
                        {formatRupiah(c.amount)} · {formatDateShortId(c.transactionDate)} · {c.referenceNo || c.description.slice(0, 30)}
                      </span>
                    </label>
                  ))}
                </fieldset>
                <Button type="submit" size="sm">
                  {t("forms.pair")}
                </Button>
              </Form>
            ) : (
              <p className="text-sm">{t("detail.noCandidates")}</p>
            )
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}

export function SummaryCard({
  settlement: s,
}: {
  settlement: { lineCount: number; nominalTrx: number; channelFee: number; mpsFee: number; net: number; settledAt: string | null };
}) {
  const { t } = useTranslation("settlements");
  return (
    <SectionCard title={t("detail.summary")}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {(
          [
            ["lines", s.lineCount.toLocaleString("id-ID")],
            ["gross", formatRupiah(s.nominalTrx)],
            ["channelFee", formatRupiah(s.channelFee)],
            ["mpsFee", formatRupiah(s.mpsFee)],
            ["net", formatRupiah(s.net)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-muted-foreground">{t(`columns.${key}`)}</dt>
            <dd className="text-sm font-medium" data-testid={`settlement-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {s.settledAt ? <p className="mt-3 text-sm">{t("detail.settledAt", { at: formatDateTimeId(s.settledAt) })}</p> : null}
    </SectionCard>
  );
}

import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTimeId } from "~/domain/dates";
import { useServerMessage } from "~/lib/server-message";
import type { DunningView } from "~/models/dunning.server";
import { DunningCard } from "./dunning-card";

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/**
 * The invoice page's Resend form: its intent, and optionally the address(es) to send to instead of the billing's
 * (a bounced address corrected); the server decides who may and whether.
 */
export const ResendSchema = z.object({
  intent: z.literal("resend"),
  to: z
    .string()
    .trim()
    .max(500)
    .optional()
    .refine((v) => !v || v.split(/[\s,;]+/).filter(Boolean).every((a) => EMAIL.test(a)), "Enter a valid e-mail address to send the invoice to."),
});

export type RecipientStateView = "sent" | "delivered" | "delayed" | "bounced" | "complained" | "refused" | "failed";

export type DeliveryHistoryView = {
  sendEmail: boolean;
  /** The payment reminders (issue 21), shown as a card of their own below the deliveries. */
  dunning?: DunningView;
  statusDelivered: string;
  attempts: {
    id: number;
    at: string;
    reason: "approved" | "reissued" | "resend";
    attempt: number;
    outcome: "sent" | "partial" | "failed";
    recipients: string[];
    rejected: string[];
    attachments: string[];
    error: string | null;
    requestedBy: string | null;
    states: { address: string; state: RecipientStateView; reason: string | null; at: string; nextTry: string | null }[];
  }[];
  pending: { id: number; attempts: number; nextTry: string; lastError: string | null }[];
};

const OUTCOME_VARIANT = { sent: "success", partial: "warning", failed: "destructive" } as const;
const STATE_VARIANT = { sent: "secondary", delivered: "success", delayed: "warning", bounced: "destructive", complained: "destructive", refused: "destructive", failed: "destructive" } as const;

/** Each recipient of an attempt with what became of their mail: delivered, bounced and why, failed and when it is tried again. */
function RecipientStates({ states }: { states: DeliveryHistoryView["attempts"][number]["states"] }) {
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  return (
    <ul className="mt-1 space-y-1" aria-label={t("invoice.delivery.recipients")}>
      {states.map((r) => (
        <li key={r.address} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <Badge variant={STATE_VARIANT[r.state]}>{t(`invoice.delivery.state.${r.state}`)}</Badge>
          <span className="break-all">{r.address}</span>
          <span className="text-xs text-muted-foreground">{formatDateTimeId(r.at)}</span>
          {r.reason && r.state === "failed" ? <span className="w-full text-xs text-destructive">{t("invoice.delivery.stateError", { error: message(r.reason) })}</span> : null}
          {r.reason && r.state !== "failed" ? <span className="w-full text-xs text-destructive">{t("invoice.delivery.stateReason", { reason: message(r.reason) })}</span> : null}
          {r.state === "failed" && r.nextTry ? <span className="w-full text-xs">{t("invoice.delivery.nextTry", { at: formatDateTimeId(r.nextTry) })}</span> : null}
          {r.state === "bounced" || r.state === "refused" ? <span className="w-full text-xs text-muted-foreground">{t("invoice.delivery.notRetried")}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The e-mails to the customer (issue 20): whether the invoice was delivered, every attempt with its recipients and
 * outcome, sends still waiting for their next try, and the Resend button for those allowed to use it.
 */
export function DeliveryHistoryCard({ history, approved, canResend, error }: { history: DeliveryHistoryView; approved: boolean; canResend: boolean; error: string | null }) {
  const { t } = useTranslation("documents");
  const message = useServerMessage();
  const busy = useNavigation().formData?.get("intent") === "resend";
  // Before approval there is nothing to send; a canceled invoice still shows what was sent.
  if (!approved && history.attempts.length === 0) return null;
  const lastSent = history.attempts.find((a) => a.outcome !== "failed");
  // The newest state of each address: a bounce still standing asks for a corrected address.
  const bounced = history.attempts[0]?.states.some((r) => r.state === "bounced" || r.state === "complained" || r.state === "refused") ?? false;
  return (
    <>
    <SectionCard title={t("invoice.delivery.title")} contentClassName="space-y-3 text-sm">
      {!history.sendEmail ? <p className="text-muted-foreground">{t("invoice.delivery.notEmailed")}</p> : null}
      {lastSent ? (
        <p>{t("invoice.delivery.deliveredTo", { recipients: lastSent.recipients.join(", "), at: formatDateTimeId(lastSent.at) })}</p>
      ) : history.sendEmail ? (
        <p className="text-muted-foreground">{t("invoice.delivery.notYet")}</p>
      ) : null}
      {history.pending.map((p) =>
        p.attempts > 0 ? (
          <Alert key={p.id} variant="destructive" role="status">
            <AlertDescription>{t("invoice.delivery.retrying", { attempts: p.attempts, at: formatDateTimeId(p.nextTry), error: p.lastError ?? "" })}</AlertDescription>
          </Alert>
        ) : (
          <p key={p.id} className="text-muted-foreground">
            {t("invoice.delivery.queued")}
          </p>
        ),
      )}
      {history.attempts.length > 0 ? (
        <ol className="space-y-2" aria-label={t("invoice.delivery.history")}>
          {history.attempts.map((a) => (
            <li key={a.id} className="rounded-md border p-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Badge variant={OUTCOME_VARIANT[a.outcome]}>{t(`invoice.delivery.outcome.${a.outcome}`)}</Badge>
                <span className="text-xs text-muted-foreground">{formatDateTimeId(a.at)}</span>
              </div>
              <p className="mt-1">
                {t(`invoice.delivery.reason.${a.reason}`, { by: a.requestedBy ?? "" })} · {t("invoice.delivery.attempt", { attempt: a.attempt })}
              </p>
              {a.states.length ? <RecipientStates states={a.states} /> : <p className="break-all text-muted-foreground">{t("invoice.delivery.to", { recipients: a.recipients.join(", ") })}</p>}
              {a.attachments.length ? <p className="break-all text-xs text-muted-foreground">{t("invoice.delivery.files", { files: a.attachments.join(", ") })}</p> : null}
              {a.outcome === "partial" && !a.states.length ? <p className="text-xs">{t("invoice.delivery.refused", { recipients: a.rejected.join(", ") })}</p> : null}
              {a.error && !a.states.length ? <p className="text-xs text-destructive">{message(a.error)}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{message(error)}</AlertDescription>
        </Alert>
      ) : null}
      {canResend && approved && history.sendEmail ? (
        <Form method="post" className="space-y-2">
          {bounced ? <p className="text-xs">{t("invoice.delivery.bouncedHint")}</p> : null}
          <FormField label={t("invoice.delivery.correctedTo")} name="to" inputProps={{ type: "text", inputMode: "email", autoComplete: "off", maxLength: 500 }} />
          <Button type="submit" name="intent" value="resend" variant="outline" size="sm" disabled={busy}>
            {t("invoice.delivery.resend")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
    {/* Reminders are mails to the customer too; pausing them needs the same permission as a resend. */}
    {history.dunning ? <DunningCard view={history.dunning} canManage={canResend} /> : null}
    </>
  );
}

import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTimeId } from "~/domain/dates";
import { useServerMessage } from "~/lib/server-message";

/** The invoice page's Resend form: nothing to fill in but its intent (the server decides who and whether). */
export const ResendSchema = z.object({ intent: z.literal("resend") });

export type DeliveryHistoryView = {
  sendEmail: boolean;
  statusDelivered: string;
  attempts: { id: number; at: string; reason: "approved" | "reissued" | "resend"; attempt: number; outcome: "sent" | "partial" | "failed"; recipients: string[]; rejected: string[]; attachments: string[]; error: string | null; requestedBy: string | null }[];
  pending: { id: number; attempts: number; nextTry: string; lastError: string | null }[];
};

const OUTCOME_VARIANT = { sent: "success", partial: "warning", failed: "destructive" } as const;

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
  return (
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
              <p className="break-all text-muted-foreground">{t("invoice.delivery.to", { recipients: a.recipients.join(", ") })}</p>
              {a.attachments.length ? <p className="break-all text-xs text-muted-foreground">{t("invoice.delivery.files", { files: a.attachments.join(", ") })}</p> : null}
              {a.outcome === "partial" ? <p className="text-xs">{t("invoice.delivery.refused", { recipients: a.rejected.join(", ") })}</p> : null}
              {a.error ? <p className="text-xs text-destructive">{message(a.error)}</p> : null}
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
        <Form method="post">
          <Button type="submit" name="intent" value="resend" variant="outline" size="sm" disabled={busy}>
            {t("invoice.delivery.resend")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
  );
}

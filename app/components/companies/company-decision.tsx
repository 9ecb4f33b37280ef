import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import type { CompanyStateName } from "~/domain/companies";
import { formatDateTimeId } from "~/domain/dates";
import { CompanyStatusBadge } from "./company-status";

type HistoryItem = {
  id: number;
  to: string;
  by: string;
  at: string;
  message: string | null;
};

/**
 * Legal's decision on a registered company (approve, or reject with a reason inside a native <details>, so it works
 * without JavaScript) and the history of the company machine's transitions: who, when, the reason.
 */
export function CompanyDecision({ mayDecide, history, errors, busy }: { mayDecide: boolean; history: HistoryItem[]; errors?: Record<string, string[]>; busy: boolean }) {
  const { t } = useTranslation("companies");
  return (
    <>
      {mayDecide ? (
        <SectionCard title={t("detail.decide")} contentClassName="space-y-4">
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <Button type="submit" disabled={busy}>
              {t("detail.approve")}
            </Button>
          </Form>
          <details className="rounded border px-3 py-2" open={errors ? true : undefined}>
            <summary className="cursor-pointer text-sm font-medium">{t("detail.reject")}</summary>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="reject" />
              <FormField label={t("detail.rejectReason")} name="reason" id="company-reject-reason" errors={errors?.reason} required>
                <Textarea rows={3} maxLength={500} />
              </FormField>
              <Button type="submit" variant="destructive" disabled={busy}>
                {t("detail.reject")}
              </Button>
            </Form>
          </details>
        </SectionCard>
      ) : null}
      <SectionCard title={t("detail.history")}>
        {history.length ? (
          <ol className="divide-y text-sm" data-testid="company-history">
            {history.map((h) => (
              <li key={h.id} className="py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <CompanyStatusBadge status={h.to as CompanyStateName} />
                  <span>{h.by}</span>
                  <span className="text-muted-foreground">{formatDateTimeId(h.at)}</span>
                </div>
                {h.message ? <p className="text-xs">{h.message}</p> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">{t("detail.noHistory")}</p>
        )}
      </SectionCard>
    </>
  );
}

import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";

/**
 * The checker's side of a cash-out: approve, or reject with a reason, while it waits; then mark its transfer done with
 * the bank's reference and proof. Plain posts (no JavaScript needed). The server refuses the maker (maker-checker);
 * the note only says so before they try.
 */
export function CashOutActions({ state, ownRequest, errors, intent }: { state: "requested" | "approved"; ownRequest: boolean; errors?: Record<string, string[]>; intent?: string }) {
  const { t } = useTranslation("cashOuts");
  const busy = useNavigation().state === "submitting";
  const errorsOf = (name: string) => (intent === name ? errors : undefined);
  const row = { state };
  return (
    <div className="space-y-4">
      {row.state === "requested" ? (
        <SectionCard title={t("detail.decide")} contentClassName="space-y-4">
          {ownRequest ? (
            <p className="text-sm" role="note">
              {t("detail.ownRequest")}
            </p>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <Button type="submit" disabled={busy}>
              {t("detail.approve")}
            </Button>
          </Form>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="reject" />
            <FormField label={t("detail.rejectReason")} name="reason" id="co-reject-reason" errors={errorsOf("reject")?.reason} required>
              <Textarea rows={3} maxLength={500} />
            </FormField>
            <Button type="submit" variant="destructive" disabled={busy}>
              {t("detail.reject")}
            </Button>
          </Form>
        </SectionCard>
      ) : (
        <SectionCard title={t("detail.complete")}>
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <input type="hidden" name="intent" value="complete" />
            <FormField label={t("detail.reference")} name="reference" id="co-reference" errors={errorsOf("complete")?.reference} required>
              <Input maxLength={60} autoComplete="off" />
            </FormField>
            <FormField label={t("detail.proofFile")} name="proof" id="co-proof" errors={errorsOf("complete")?.proof} required>
              <Input type="file" accept=".pdf,.jpg,.jpeg,.png" />
            </FormField>
            <Button type="submit" disabled={busy}>
              {t("detail.completeSubmit")}
            </Button>
          </Form>
        </SectionCard>
      )}
    </div>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ReasonForm } from "~/components/documents/reason-form";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { SectionCard } from "~/components/ui/section-card";
import { formatRupiah } from "~/domain/money";
import { useServerMessage } from "~/lib/server-message";

type Props = {
  notes: { id: string; number: string | null; status: string; createdAt: string }[];
  offer: boolean;
  /** Why this reader cannot cancel it now (segregation of duties, paid, already requested), in English: translated by the catalogue. */
  refusal: string | null;
  secondApproval: boolean;
  threshold: number;
};

/** On an invoice's page (issue 21): its credit notes, and for an approved invoice the "Cancel with credit note" form. */
export function CreditNoteCard({ notes, offer, refusal, secondApproval, threshold }: Props) {
  const { t } = useTranslation("creditNotes");
  const message = useServerMessage();
  return (
    <SectionCard title={offer ? t("invoice.card") : t("invoice.notes")} contentClassName="space-y-3">
      {notes.length ? (
        <ul className="space-y-1 text-sm">
          {notes.map((n) => (
            <li key={n.id} className="flex items-center justify-between gap-2">
              <Link to={`/credit-notes/${n.id}`} className="font-medium text-primary hover:underline">
                {n.number ?? t("title.pending")}
              </Link>
              <span className="text-muted-foreground">{t(`status.${n.status}` as "status.issued")}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {offer && refusal ? (
        <Alert variant="warning">
          <AlertDescription>{message(refusal)}</AlertDescription>
        </Alert>
      ) : null}
      {offer && !refusal ? (
        <>
          <p className="text-sm text-muted-foreground">{t("invoice.hint")}</p>
          {secondApproval ? <p className="text-sm">{t("invoice.secondApproval", { amount: formatRupiah(threshold) })}</p> : null}
          <ReasonForm intent="creditNote" label={t("invoice.submit")} reasonLabel={t("invoice.reason")} version={null} variant="destructive" />
        </>
      ) : null}
    </SectionCard>
  );
}

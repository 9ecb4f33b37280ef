import { useTranslation } from "react-i18next";
import type { Party } from "~/domain/documents";
import { formatNpwp15 } from "~/domain/efaktur";

/** A party block (from or to) as the documents print it. */
export function PartyCard({ title, party }: { title: string; party: Party }) {
  const { t } = useTranslation("documents");
  const npwp = party.npwp ? (formatNpwp15(party.npwp.slice(-15)) ?? party.npwp) : "—";
  return (
    <section aria-label={title} className="space-y-1 text-sm">
      <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{title}</h3>
      <p className="font-medium">{party.name}</p>
      <p className="whitespace-pre-line text-muted-foreground">{party.address}</p>
      <dl className="grid grid-cols-[5.5rem_1fr] gap-x-2 text-xs">
        <dt className="text-muted-foreground">NPWP</dt>
        <dd className="tabular-nums">{npwp}</dd>
        {party.phone ? (
          <>
            <dt className="text-muted-foreground">{t("party.phone")}</dt>
            <dd>{party.phone}</dd>
          </>
        ) : null}
        {party.email ? (
          <>
            <dt className="text-muted-foreground">{t("party.email")}</dt>
            <dd>{party.email}</dd>
          </>
        ) : null}
        {party.sap_customer_id ? (
          <>
            <dt className="text-muted-foreground">{t("party.sapCustomer")}</dt>
            <dd>{party.sap_customer_id}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

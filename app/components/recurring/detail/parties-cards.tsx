import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { ProfileData } from "./profile-data";

/** The seller and the customer each billing names. */
export function PartiesCards({ order }: { order: ProfileData["profile"]["order"] }) {
  const { t } = useTranslation("recurring");
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {[
        { title: t("detail.from"), party: order.from, company: "", mailed: null },
        { title: t("detail.to"), party: order.to, company: order.to.company, mailed: order.to.send_email },
      ].map(({ title, party, company, mailed }) => (
        <Card key={title}>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">{title}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p className="font-medium">{company || party.name}</p>
            {company && company !== party.name ? <p>{t("detail.attn", { name: party.name })}</p> : null}
            <p className="text-muted-foreground">{party.address}</p>
            <p className="text-muted-foreground">
              NPWP {party.npwp || "–"}
              {party.email ? ` · ${party.email}` : ""}
              {mailed === null ? "" : mailed ? t("detail.emailed") : t("detail.notEmailed")}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

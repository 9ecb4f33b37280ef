import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { ProfileData } from "./profile-data";

/** The seller and the customer each billing names. */
export function PartiesCards({ order }: { order: ProfileData["profile"]["order"] }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {[
        { title: "From", party: order.from, company: "", mailed: null },
        { title: "To", party: order.to, company: order.to.company, mailed: order.to.send_email },
      ].map(({ title, party, company, mailed }) => (
        <Card key={title}>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">{title}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p className="font-medium">{company || party.name}</p>
            {company && company !== party.name ? <p>Attn. {party.name}</p> : null}
            <p className="text-muted-foreground">{party.address}</p>
            <p className="text-muted-foreground">
              NPWP {party.npwp || "–"}
              {party.email ? ` · ${party.email}` : ""}
              {mailed === null ? "" : mailed ? " · e-mailed each billing" : " · not e-mailed"}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

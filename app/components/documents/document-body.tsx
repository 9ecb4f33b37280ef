import { useTranslation } from "react-i18next";
import type { DetailLine, Party } from "~/domain/documents";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { LinesTable } from "./lines-table";
import { PartyCard } from "./party-card";

/** The body every order document shares: its two parties and its lines. */
export function DocumentBody({ from, to, lines, total, note }: { from: Party; to: Party; lines: DetailLine[]; total: number; note?: string }) {
  const { t } = useTranslation("documents");
  return (
    <>
      <Card>
        <CardContent className="grid gap-6 pt-6 md:grid-cols-2">
          <PartyCard title={t("body.from")} party={from} />
          <PartyCard title={t("body.to")} party={to} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-0">
          <CardTitle className="text-base">{t("body.lines")}</CardTitle>
        </CardHeader>
        <CardContent>
          <LinesTable lines={lines} total={total} />
          {note ? <p className="mt-3 whitespace-pre-line text-sm text-muted-foreground">{note}</p> : null}
        </CardContent>
      </Card>
    </>
  );
}

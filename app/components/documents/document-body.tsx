import type { DetailLine, Party } from "~/domain/documents";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { LinesTable } from "./lines-table";
import { PartyCard } from "./party-card";

/** The body every order document shares: its two parties and its lines. */
export function DocumentBody({ from, to, lines, total, note }: { from: Party; to: Party; lines: DetailLine[]; total: number; note?: string }) {
  return (
    <>
      <Card>
        <CardContent className="grid gap-6 pt-6 md:grid-cols-2">
          <PartyCard title="From" party={from} />
          <PartyCard title="To" party={to} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-0">
          <CardTitle className="text-base">Lines</CardTitle>
        </CardHeader>
        <CardContent>
          <LinesTable lines={lines} total={total} />
          {note ? <p className="mt-3 whitespace-pre-line text-sm text-muted-foreground">{note}</p> : null}
        </CardContent>
      </Card>
    </>
  );
}

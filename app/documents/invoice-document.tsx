// Invoice: as the billing, plus the signer's block once approved (name, position, signature, SKUM, date),
// which SettlementSummary prints under the pricing when the view carries one.
import { SettlementSummary } from "./billing-document";
import { DocumentFrame } from "./layout";
import { LinesTable } from "./parts";
import type { DocumentView } from "./types";

export function InvoiceDocument({ view }: { view: DocumentView }) {
  return (
    <DocumentFrame view={view}>
      <LinesTable lines={view.lines} brand={view.brand} labels={view.labels.table} />
      <SettlementSummary view={view} />
    </DocumentFrame>
  );
}

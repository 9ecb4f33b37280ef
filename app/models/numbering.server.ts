import { sql } from "drizzle-orm";
import type { Tx } from "#db/client.server";
import { prepared } from "#db/prepared";
import { numberSequences } from "#db/schema";
import { formatDocumentNumber, periodKey } from "~/domain/numbering";
import type { ProductConfig } from "#db/schema";

/**
 * Takes the next number of a scope inside the caller's write transaction. The
 * row is incremented and read in one statement under the transaction's write
 * lock, so two approvals never get the same number, and a rolled-back
 * transaction gives its number back: no gaps (Lago's rule, architecture.md).
 */
export function nextSequence(tx: Tx, scope: string): number {
  const next = prepared(tx, "numbering.next", (h) =>
    h
      .insert(numberSequences)
      .values({ scope: sql.placeholder("scope"), lastValue: 1 })
      .onConflictDoUpdate({ target: numberSequences.scope, set: { lastValue: sql`${numberSequences.lastValue} + 1` } })
      .returning({ value: numberSequences.lastValue })
      .prepare(),
  );
  return next.get({ scope })!.value;
}

/** PO-, BL- or INV- number for a product and date, following the product's po_number_periode. */
export function assignDocumentNumber(tx: Tx, kind: "PO" | "BL" | "INV", productCode: string, periode: ProductConfig["po_number_periode"], isoDate: string) {
  const period = periodKey(periode, isoDate);
  const sequence = nextSequence(tx, `${kind}:${productCode}:${period}`);
  return { number: formatDocumentNumber(kind, productCode, period, sequence), sequence, period };
}

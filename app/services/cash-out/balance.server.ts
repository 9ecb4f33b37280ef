/**
 * A product's settled balance (issue 21): the money settlement credited to it (the net of a gateway settlement or a
 * bank batch) less what cash-outs hold or paid out. The ledger is append-only (balance_movements) and the balance is
 * its sum; every movement is recorded once per (kind, source, product), so a settlement credited twice (a retried
 * job, a settlement saved again) still counts once.
 */
import type { Tx } from "~/models/transaction.server";
import { balanceBreakdown, balanceOf, recordMovement } from "~/models/cash-out.server";

export type SettledNetCredit = { productId: string; settlementId: string; amount: number; at: string | Date };

/**
 * Credits a settlement's net to its product, inside the caller's write transaction (the settlement code's own
 * `writeTransaction` handle), so the credit commits or rolls back with the settlement. Idempotent: calling it again
 * for the same settlement and product records nothing and answers `false`. A net of zero records nothing (all of it
 * went to fees); a negative net, or a second call with a different amount, is a programming error and throws (the
 * settled net of a settlement does not change once credited).
 */
export function creditSettledNet(tx: Tx, { productId, settlementId, amount, at }: SettledNetCredit): boolean {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`creditSettledNet: the net must be whole rupiah, zero or more (got ${amount})`);
  if (amount === 0) return false;
  const when = typeof at === "string" ? at : at.toISOString();
  const { created, row } = recordMovement(tx, { productId, kind: "settled net", amount, sourceType: "settlement", sourceId: settlementId, at: when });
  if (!created && row.amount !== amount) throw new Error(`creditSettledNet: settlement ${settlementId} was credited ${row.amount}, not ${amount}, to product ${productId}`);
  return created;
}

/** What the product can withdraw now: settled net less holds of requests waiting or approved, less what was paid out. */
export function availableBalance(productId: string, tx?: Tx): number {
  return balanceOf(productId, tx);
}

export { balanceBreakdown };

import type { Tx } from "#db/client.server";
import { creditSettledNet } from "~/services/cash-out/balance.server";
import { PRODUCT_SEED } from "./products";

/**
 * The demo's settled balances (issue 21), so that the cash-out screens have money to withdraw: two products are
 * credited a settled net the way settlement credits it (creditSettledNet), each from a seeded settlement id.
 */
export function seedCashOutBalances(tx: Tx) {
  const amounts = [125_000_000, 48_500_000];
  PRODUCT_SEED.slice(0, amounts.length).forEach((p, i) => {
    creditSettledNet(tx, { productId: p.id, settlementId: `seed-settlement-${p.code}`, amount: amounts[i]!, at: "2026-11-20T10:00:00.000Z" });
  });
}

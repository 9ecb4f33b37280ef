import { count } from "drizzle-orm";
import { pointBalance } from "~/models/reward.server";
import { awardPaidInvoices } from "~/services/rewards/awards.server";
import { createRewardItem, requestRedemption } from "~/services/rewards/rewards.server";
import { db } from "../client.server";
import { rewardItems } from "../schema";
import { demoUser, dropQueuedNotices } from "./seeded-work";

/**
 * The reward catalog and one pending redemption (issue 23), through the rewards service so the ledger holds: the
 * demo's paid invoices are first awarded by the award job's own function (their account manager, Siti, earns 380
 * points on Rp38.000.000), then she asks for the cheapest reward, which holds its points. The member account the
 * rewards e2e spec uses is left untouched. Runs once: a catalog that has any item is left as it is.
 */
export const REWARD_SEED = [
  { name: "Tumbler Digimon 500 ml", description: "Stainless steel, keeps drinks hot for 12 hours.", pointsCost: 150, stock: 25, active: true },
  { name: "Voucher belanja Rp250.000", description: "A shopping voucher for the group's partner marketplace.", pointsCost: 250, stock: 10, active: true },
  { name: "Wireless earbuds", description: "Bluetooth 5.3, noise cancelling, with a charging case.", pointsCost: 600, stock: 5, active: true },
];
const REDEEMER = "usr-owner";

export function seedRewards(): { rewardItems: number; redemptions: number } {
  if ((db().select({ n: count() }).from(rewardItems).get()?.n ?? 0) > 0) return { rewardItems: 0, redemptions: 0 };
  awardPaidInvoices();
  const admin = demoUser("usr-admin");
  const items = REWARD_SEED.map((item) => createRewardItem(item, admin.actor));
  const cheapest = items[0];
  const redeemer = demoUser(REDEEMER);
  if (pointBalance(REDEEMER) < cheapest.pointsCost) return { rewardItems: items.length, redemptions: 0 };
  const redemption = requestRedemption(cheapest.id, redeemer.actor);
  dropQueuedNotices([redemption.id]);
  return { rewardItems: items.length, redemptions: 1 };
}

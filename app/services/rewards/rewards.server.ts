/**
 * Reward points (issue 23): the catalog (manage:reward), redemptions (any holder of read:reward asks; approve:redemption
 * decides, never their own), point conversion and the point rules. Balances are sums of the point ledger; every
 * write that spends points or stock runs in one IMMEDIATE transaction, which SQLite serialises across processes, so
 * two requests for the last points (or approvals of the last item) cannot both pass: the second reads the first's
 * movement (or finds the stock at 0, guarded again by the update's own `stock > 0` and the table's CHECK).
 */
import { newId } from "#db/ids";
import type { Actor } from "#machines/types";
import { diffFields } from "~/domain/field-diff";
import { validateFormula } from "~/domain/point-formula";
import { APPROVE_REDEMPTION, isRedemptionState, MANAGE_REWARD, READ_REWARD } from "~/domain/rewards";
import type { PointRuleInput, RewardItemInput } from "~/lib/schemas/rewards";
import { recordActivity } from "~/models/activity.server";
import { productForCashOut } from "~/models/cash-out.server";
import {
  type CatalogFilters, deleteProductRule, getRedemption, getRewardItem, GROUP_SCOPE, groupRule, insertRedemption, insertRewardItem, nextRedemptionNumber, pointBalance, pointHistory, type RedemptionFilters,
  type RedemptionRow, recordPointMovement, redemptionHistory, type RewardItemRow, saveRule, updateRewardItem, userIdsWithPermission,
} from "~/models/reward.server";
import { writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "../auth.server";
import { httpError } from "../http.server";
import { registerNotificationComposer, type NotificationMessage } from "../notifications.server";
import { kickOutbox } from "../outbox.server";
import { workflow } from "../workflows.server";
import { outOfStock } from "./errors.server";

export const REDEMPTION_KIND = "redemption";

export const mayReadRewards = (user: AccessUser) => hasPermission(user, READ_REWARD) || hasPermission(user, MANAGE_REWARD) || hasPermission(user, APPROVE_REDEMPTION);

export function requireRewardReader(user: AccessUser) {
  if (!mayReadRewards(user)) throw httpError(403, "You need the permission read:reward, manage:reward or approve:redemption for this.");
}

export function requireRewardItem(id: string): RewardItemRow {
  const row = getRewardItem(id);
  if (!row) throw httpError(404, "There is no such reward.");
  return row;
}

/** A redemption the person may open: their own, or any with approve:redemption (404 otherwise: its existence is not told). */
export function requireRedemptionFor(user: AccessUser, id: string): RedemptionRow {
  const row = getRedemption(id);
  if (!row || (row.userId !== user.id && !hasPermission(user, APPROVE_REDEMPTION))) throw httpError(404, "There is no such redemption.");
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// The catalog

const auditable = (r: Pick<RewardItemRow, "name" | "description" | "pointsCost" | "stock" | "active">) => ({ name: r.name, description: r.description, pointsCost: r.pointsCost, stock: r.stock, active: r.active });

export function createRewardItem(input: RewardItemInput, actor: Actor, ip: string | null = null): RewardItemRow {
  return writeTransaction((tx) => {
    const row = insertRewardItem(tx, { id: newId(), ...input, createdById: actor.id });
    recordActivity(tx, { userId: actor.id, action: "reward.created", entity: { kind: "reward", id: row.id }, detail: { name: row.name, changes: diffFields(null, auditable(row)) }, ip });
    return row;
  });
}

export function editRewardItem(id: string, input: RewardItemInput, actor: Actor, ip: string | null = null): RewardItemRow {
  return writeTransaction((tx) => {
    const before = getRewardItem(id, tx);
    if (!before) throw httpError(404, "There is no such reward.");
    const row = updateRewardItem(tx, id, input)!;
    recordActivity(tx, { userId: actor.id, action: "reward.updated", entity: { kind: "reward", id }, detail: { name: row.name, changes: diffFields(auditable(before), auditable(row)) }, ip });
    return row;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Redemptions

/** The request: the item must be active and in stock and the balance must cover it; the points are held at once. */
export function requestRedemption(itemId: string, actor: Actor): RedemptionRow {
  const row = writeTransaction((tx) => {
    const item = getRewardItem(itemId, tx);
    if (!item || !item.active) throw httpError(404, "There is no such reward.");
    if (item.stock < 1) throw outOfStock(item.name);
    const balance = pointBalance(actor.id, tx);
    if (balance < item.pointsCost) throw httpError(409, `${item.name} costs ${item.pointsCost} points and your balance is ${balance}.`);
    const at = new Date();
    const id = newId();
    const created = insertRedemption(tx, {
      id, number: nextRedemptionNumber(tx, at), itemId: item.id, itemName: item.name, userId: actor.id, userName: actor.name, points: item.pointsCost, state: "requested", createdAt: at.toISOString(), updatedAt: at.toISOString(),
    });
    recordPointMovement(tx, { userId: actor.id, kind: "redemption hold", points: -item.pointsCost, sourceType: "redemption", sourceId: id, note: created.number, at: at.toISOString() });
    workflow().startInTx(tx, REDEMPTION_KIND, id, { redemptionId: id, itemId: item.id, points: item.pointsCost, requesterId: actor.id }, actor, at);
    return created;
  });
  kickOutbox();
  return row;
}

export const approveRedemption = (id: string, actor: Actor, expectedVersion?: number) => workflow().send(REDEMPTION_KIND, id, { type: "redemption.approve" }, actor, { expectedVersion });
export const rejectRedemption = (id: string, reason: string, actor: Actor, expectedVersion?: number) => workflow().send(REDEMPTION_KIND, id, { type: "redemption.reject", message: reason }, actor, { expectedVersion });
export const fulfilRedemption = (id: string, actor: Actor, expectedVersion?: number) => workflow().send(REDEMPTION_KIND, id, { type: "redemption.fulfil" }, actor, { expectedVersion });

export function redemptionDetail(user: AccessUser, id: string) {
  const row = requireRedemptionFor(user, id);
  const version = writeTransaction((tx) => workflow().snapshot(tx, REDEMPTION_KIND, id)?.version ?? 0);
  return { row, history: redemptionHistory(id), version };
}

// ---------------------------------------------------------------------------------------------------------------
// Conversion

/**
 * Converts points to rupiah at the group's rate. What it produces: a "converted" movement carrying the rupiah value,
 * which finance pays with the person's next payroll (the portal records the claim; the payout is not made here).
 */
export function convertPoints(points: number, actor: Actor) {
  return writeTransaction((tx) => {
    const rate = groupRule(tx).conversionRupiah;
    if (rate < 1) throw httpError(409, "Point conversion is switched off (its rate is 0).");
    const balance = pointBalance(actor.id, tx);
    if (points > balance) throw httpError(400, `Your balance is ${balance} points; convert no more than that.`, { field: "points" });
    const at = new Date().toISOString();
    const { row } = recordPointMovement(tx, { userId: actor.id, kind: "converted", points: -points, sourceType: "conversion", sourceId: newId(), rupiah: points * rate, note: `${points} x Rp ${rate.toLocaleString("id-ID")}`, at });
    return row;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Rules

/** Saves the group's rule (no product) or a product's own; a formula is checked first and refused beside its field. */
export function savePointRule(input: PointRuleInput, actor: Actor, ip: string | null = null) {
  if (input.pointType === "point_formula") {
    const error = validateFormula(input.formula);
    if (error) throw httpError(400, error, { field: "formula" });
  }
  writeTransaction((tx) => {
    const group = groupRule(tx);
    const productId = input.productId || null;
    if (productId && !productForCashOut(productId, tx)) throw httpError(400, "Choose a product.", { field: "productId" });
    const scope = productId ?? GROUP_SCOPE;
    const before = productId ? null : group;
    const values = {
      scope, productId, pointType: input.pointType, rupiahPerPoint: input.rupiahPerPoint, formula: input.formula, updatedById: actor.id,
      conversionRupiah: productId ? group.conversionRupiah : (input.conversionRupiah ?? group.conversionRupiah),
      partnersEarn: productId ? false : (input.partnersEarn ?? false),
    };
    saveRule(tx, values);
    const audit = (r: Pick<typeof values, "pointType" | "rupiahPerPoint" | "formula" | "conversionRupiah" | "partnersEarn"> | null) => (r ? { pointType: r.pointType, rupiahPerPoint: r.rupiahPerPoint, formula: r.formula, conversionRupiah: r.conversionRupiah, partnersEarn: r.partnersEarn } : null);
    recordActivity(tx, { userId: actor.id, action: "reward.rule-saved", entity: { kind: "point-rule", id: scope }, detail: { changes: diffFields(audit(before), audit(values)) }, ip });
  });
}

export function removeProductRule(productId: string, actor: Actor) {
  writeTransaction((tx) => {
    if (deleteProductRule(tx, productId)) recordActivity(tx, { userId: actor.id, action: "reward.rule-removed", entity: { kind: "point-rule", id: productId }, detail: {} });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Notifications

function redemptionMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const r = getRedemption(String(payload.entityId));
  if (!r) return null;
  const url = `/rewards/redemptions/${r.id}`;
  switch (payload.template) {
    case "redemption.requested":
      return { recipientUserIds: userIdsWithPermission(APPROVE_REDEMPTION).filter((u) => u !== r.userId), url, title: `Redemption ${r.number} waits for approval`, text: `${r.userName} asks for ${r.itemName} (${r.points} points)` };
    case "redemption.approved":
      return { recipientUserIds: [r.userId], url, title: `Redemption ${r.number} approved`, text: `${r.itemName}: ${r.deciderName ?? ""}` };
    case "redemption.rejected":
      return { recipientUserIds: [r.userId], url, title: `Redemption ${r.number} rejected`, text: `${r.deciderName ?? ""}: ${r.rejectReason ?? ""}` };
    case "redemption.fulfilled":
      return { recipientUserIds: [r.userId], url, title: `Redemption ${r.number} handed over`, text: r.itemName };
    default:
      return null;
  }
}

export function registerRewardNotifications() {
  registerNotificationComposer(REDEMPTION_KIND, redemptionMessage);
}

// ---------------------------------------------------------------------------------------------------------------
// Screens

const pageOf = (p: URLSearchParams) => {
  const page = Number.parseInt(p.get("page") ?? "", 10);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1;
};

export function parseCatalogParams(url: URL): CatalogFilters {
  const p = url.searchParams;
  return { q: (p.get("q") ?? "").trim().slice(0, 100), show: p.get("show") === "all" ? "all" : "active", page: pageOf(p) };
}

export function parseRedemptionParams(url: URL): RedemptionFilters {
  const p = url.searchParams;
  const state = p.get("state");
  return { q: (p.get("q") ?? "").trim().slice(0, 100), state: isRedemptionState(state) ? state : "", page: pageOf(p) };
}

export type HistoryFilters = { who: "mine" | "all"; page: number };

/** Who sees everyone's point history: whoever sees every redemption (approve:redemption), as the redemptions list. */
export const maySeeEveryonesPoints = (user: AccessUser) => hasPermission(user, APPROVE_REDEMPTION);

/** The history page's filters (and its export's): `who=all` only for those who may see everyone's, else one's own. */
export function parseHistoryParams(url: URL, user: AccessUser): HistoryFilters {
  const p = url.searchParams;
  return { who: p.get("who") === "all" && maySeeEveryonesPoints(user) ? "all" : "mine", page: pageOf(p) };
}

/** The movements the filters name, in the user's scope (`limit` null: all of them, for the export). */
export const historyFor = (user: AccessUser, f: HistoryFilters, limit?: number | null) => pointHistory(f.who === "all" ? null : user.id, f.page, limit);

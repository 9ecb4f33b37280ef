/** Reward points (issue 23): the permissions and states the screens and the server share (no server code here). */
export const READ_REWARD = "read:reward";
export const MANAGE_REWARD = "manage:reward";
export const APPROVE_REDEMPTION = "approve:redemption";
export const REDEMPTION_STATES = ["requested", "approved", "rejected", "fulfilled"] as const;
export type RedemptionStateName = (typeof REDEMPTION_STATES)[number];
export const isRedemptionState = (v: unknown): v is RedemptionStateName => typeof v === "string" && (REDEMPTION_STATES as readonly string[]).includes(v);
/** The catalog, history and redemption lists' page size (spec section 9's 20). */
export const REWARD_PAGE_SIZE = 20;
export const POINT_TYPES = ["point_simple", "point_formula"] as const;

/** The "rewards" namespace key naming a ledger movement's kind (the history screen and its export). */
export const pointKindKey = (kind: string) => {
  const key = kind === "redemption hold" ? "hold" : kind === "hold released" ? "released" : kind;
  return `kind.${key as "earned" | "hold" | "released" | "converted"}` as const;
};

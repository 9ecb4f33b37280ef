/** Cash-out (issue 21): the permissions and states the screens and the server share (no server code here). */
export const REQUEST_CASHOUT = "request:cashout";
export const APPROVE_CASHOUT = "approve:cashout";
export const CASH_OUT_STATES = ["requested", "approved", "rejected", "completed"] as const;
export type CashOutStateName = (typeof CASH_OUT_STATES)[number];
export const isCashOutState = (v: unknown): v is CashOutStateName => typeof v === "string" && (CASH_OUT_STATES as readonly string[]).includes(v);

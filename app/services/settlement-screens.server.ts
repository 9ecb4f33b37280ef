/**
 * What the settlement screens share on the server (issue 21): the list's URL state, who sees which settlements, and
 * the bank credits a settlement's net can be paired with. The settlements service does the writing.
 */
import { isIsoDate } from "~/domain/dates";
import { SETTLEMENT_STATES, SETTLEMENT_STATUSES } from "~/domain/settlement-report";
import { bankCreditCandidates, getSettlement, type SettlementListFilters, type SettlementRow, settlementInScope } from "~/models/settlement.server";
import type { AccessUser } from "~/models/user.server";
import { httpError } from "./http.server";
import { paymentScope } from "./payment-screens.server";

export { MANAGE_SETTLEMENT, READ_PAYMENT } from "./payment-screens.server";

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | "" => ((values as readonly string[]).includes(v ?? "") ? (v as T) : "");
const date = (v: string | null) => (v && isIsoDate(v) ? v : "");

export type SettlementParams = { filters: SettlementListFilters; page: number; last: boolean };

export function parseSettlementParams(url: URL): SettlementParams {
  const p = url.searchParams;
  const page = Number(p.get("page"));
  return {
    filters: { q: (p.get("q") ?? "").trim().slice(0, 100), status: oneOf(SETTLEMENT_STATUSES, p.get("status")), state: oneOf(SETTLEMENT_STATES, p.get("state")), dateFrom: date(p.get("from")), dateTo: date(p.get("to")) },
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    last: p.get("last") === "1",
  };
}

/** Settlements are scoped as payments are: a reader of every billing sees every settlement; a scoped reader, those carrying their products. */
export const settlementScope = (user: AccessUser) => paymentScope(user);

export function requireReadableSettlement(user: AccessUser, id: string): SettlementRow {
  const s = getSettlement(id);
  const scope = settlementScope(user);
  if (!s || (scope !== null && !settlementInScope(s.id, scope))) throw httpError(404, "There is no such settlement, or it is not yours to see.");
  return s;
}

/** Statement credits waiting in the queue that could have paid this net: the exact amount first, then the closest. */
export const candidatesFor = (s: SettlementRow) => bankCreditCandidates(s.net, s.reportDate);

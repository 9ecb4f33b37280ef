/**
 * What the payments screens share on the server (issue 20): the list's URL state, who sees which payments, and the
 * statement upload. The payments service (payments/index.server.ts) does the writing.
 */
import { createHash } from "node:crypto";
import { isIsoDate } from "~/domain/dates";
import { parseRupiahInput } from "~/domain/money";
import { parseListParams, scopeProductIds } from "~/models/document-lists.server";
import { getPayment, type PaymentRow } from "~/models/payment.server";
import { PAYMENT_MATCH_STATUSES, PAYMENT_SORTS, PAYMENT_STATUSES, type PaymentListParams, type PaymentScope, type PaymentSort, productIdsOfPayment } from "~/models/payment-screens.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "./access-scope.server";
import { type ParsedStatement, parseStatement, type StatementError } from "./bank-statements/index.server";
import { httpError } from "./http.server";
import { checkUpload } from "./uploads.server";

export const READ_PAYMENT = "read:payment";
export const MANAGE_SETTLEMENT = "manage:settlement";

const clip = (v: string | null, n = 100) => (v ?? "").trim().slice(0, n);
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | "" => (values as readonly string[]).includes(v ?? "") ? (v as T) : "";
const date = (v: string | null) => (v && isIsoDate(v) ? v : "");
const amount = (v: string | null) => {
  const n = v ? parseRupiahInput(v) : null;
  return n !== null && n >= 0 ? n : null;
};

/**
 * The list's filters from the URL, and its sort and keyset paging (after/before/last/page) read as the document
 * lists read theirs (an unknown value is ignored, a broken cursor starts over at page 1).
 */
export function parsePaymentParams(url: URL): PaymentListParams {
  const p = url.searchParams;
  const { sort, dir, cursor, last, page } = parseListParams(url, { sorts: PAYMENT_SORTS, defaultSort: "date" });
  return {
    filters: {
      q: clip(p.get("q")),
      statusPayment: oneOf(PAYMENT_STATUSES, p.get("status_payment")),
      statusMatch: oneOf(PAYMENT_MATCH_STATUSES, p.get("status_match")),
      bank: clip(p.get("bank"), 40),
      account: clip(p.get("account"), 40).replace(/\D/g, "") || (clip(p.get("account"), 40) === "gateway" ? "gateway" : ""),
      dateFrom: date(p.get("from")),
      dateTo: date(p.get("to")),
      amountMin: amount(p.get("min")),
      amountMax: amount(p.get("max")),
    },
    sort: sort as PaymentSort,
    dir,
    cursor,
    last,
    page,
  };
}

/** The queue's paging (it has one order, oldest first). */
export function parseQueuePaging(url: URL): Pick<PaymentListParams, "cursor" | "last" | "page"> {
  const { cursor, last, page } = parseListParams(url, { sorts: ["date"], defaultSort: "date" });
  return { cursor, last, page };
}

/**
 * Payments are scoped as billings are (README "Decisions"): a reader who sees every billing sees every payment; a
 * reader scoped to divisions or products sees the payments matched to billings of those products. A waiting
 * payment belongs to no product yet, so only readers of every billing (settlement staff) see the queue's money.
 */
export function paymentScope(user: AccessUser): PaymentScope {
  return scopeProductIds(listScope(user, "billing"));
}

/** The payment, if it exists and the reader may see it (a 404 either way, so an id outside the scope tells nothing). */
export function requireReadablePayment(user: AccessUser, id: string): PaymentRow {
  const payment = getPayment(id);
  const scope = paymentScope(user);
  const inScope = payment && (scope === null || productIdsOfPayment(payment.id).some((p) => scope.includes(p)) || (payment.productId !== null && scope.includes(payment.productId)));
  if (!payment || !inScope) throw httpError(404, "There is no such payment, or it is not yours to see.");
  return payment;
}

export type StatementUpload = { ok: true; fileName: string; sha256: string; statement: ParsedStatement } | { ok: false; fileName: string; errors: StatementError[] };

/** The posted statement file, checked like every upload for its size, then parsed whole (nothing is written here). */
export async function readStatementUpload(file: FormDataEntryValue | null): Promise<StatementUpload | null> {
  if (!(file instanceof File) || !file.size) return null;
  const fileName = file.name || "statement";
  // CSV and MT940 are text (no magic bytes to sniff); only an Excel workbook is sniffed as an upload.
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (/\.xlsx?$/i.test(fileName)) await checkUpload(file, { allowed: ["xlsx", "xls"] });
  const parsed = await parseStatement(fileName, bytes);
  if (!parsed.ok) return { ok: false, fileName, errors: parsed.errors };
  return { ok: true, fileName, sha256: createHash("sha256").update(bytes).digest("hex"), statement: parsed.statement };
}

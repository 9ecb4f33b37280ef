/**
 * finest's sandbox twin: books each report once (by its idempotency key) with a document number, or refuses it
 * or is unreachable when the sandbox panel or a rule on the data says so. A cash-in reversal is refused, as finest
 * would, when the document it names is not a booked cash-in or was already reversed (under another key).
 * Storage: sandbox_records / sandbox_rules (a reversed cash-in's record keeps `reversed_by` in its answer).
 */
import { countSandboxRecords, findSandboxRecord, insertSandboxRecord, recentSandboxRecords, sandboxRecordWithOutcome, updateSandboxRecord } from "~/models/sandbox-records.server";
import { writeTransaction } from "~/models/transaction.server";
import { takeSandboxRule } from "~/models/sandbox-rules.server";
import { FINEST_OUTCOMES, finestMessages, type FinestOutcome } from "./catalogue";
import { AccountingUnavailableError, type Accounting, type FinestReport, type FinestResult } from "./types";

const SYSTEM = "accounting" as const;
export const FINEST_RULE_FIELDS = ["kind", "invoiceNumber", "customer", "productCode"] as const;

const isOutcome = (o: string): o is FinestOutcome => (FINEST_OUTCOMES as readonly string[]).includes(o);
const DOCUMENT_PREFIX = { delivered: "18", cashin: "14", "cashin-reversal": "15", "delivered-reversal": "19" } as const;
/** What each reversal may cancel. */
const REVERSES = { "cashin-reversal": "cashin", "delivered-reversal": "delivered" } as const;

export function createAccountingSandbox(): Accounting {
  return {
    name: "sandbox",
    async send(report: FinestReport, { now = new Date() } = {}): Promise<FinestResult> {
      const result = writeTransaction((tx): FinestResult | "unreachable" => {
        const fields = { kind: report.kind, invoiceNumber: report.invoiceNumber, customer: report.customer.name, productCode: report.productCode };
        if (takeSandboxRule(tx, SYSTEM, fields, (o) => o === "unreachable")) return "unreachable";
        const booked = sandboxRecordWithOutcome(tx, SYSTEM, report.idempotencyKey, "success");
        if (booked) return { ok: true, documentNo: booked.id };
        const reverses = report.kind === "cashin-reversal" || report.kind === "delivered-reversal" ? REVERSES[report.kind] : null;
        const reversed = reverses ? findSandboxRecord(tx, SYSTEM, report.reverses?.documentNo ?? "") : null;
        const reversedBy = (reversed?.answer as { reversed_by?: string } | null)?.reversed_by;
        // Finest's own checks on a reversal come before the panel's rules (a rule cannot make a bad reversal book).
        const invalid =
          !reverses
            ? null
            : reversed?.kind !== reverses || reversed.outcome !== "success"
              ? finestMessages.notBooked(report.reverses?.documentNo ?? "")
              : reversedBy
                ? finestMessages.alreadyReversed(reversed.id, reversedBy)
                : null;
        const rule = invalid ? null : takeSandboxRule(tx, SYSTEM, fields, (o) => o !== "unreachable" && isOutcome(o));
        const outcome = invalid ? "refused" : ((rule?.outcome ?? "success") as FinestOutcome);
        const message =
          invalid ??
          (outcome === "customerUndefined"
            ? finestMessages.customerUndefined(report.customer.sapCustomerId, report.businessArea)
            : outcome === "costElement"
              ? finestMessages.costElement(report.accounts.pendapatan)
              : null);
        const year = now.toISOString().slice(0, 4);
        const count = countSandboxRecords(tx, SYSTEM, "success");
        const documentNo = message ? `FIN-REFUSED-${report.idempotencyKey}-${now.getTime()}` : `${DOCUMENT_PREFIX[report.kind]}${year}${String(count + 1).padStart(8, "0")}`;
        insertSandboxRecord(tx, { id: documentNo, system: SYSTEM, kind: report.kind, reference: report.idempotencyKey, payload: report as never, outcome: message ? outcome : "success", answerAt: now.toISOString(), answer: message ? { message } : { document_no: documentNo }, createdAt: now.toISOString() });
        if (reversed && !message) updateSandboxRecord(tx, reversed.id, { answer: { ...(reversed.answer as object), reversed_by: documentNo } });
        return message ? { ok: false, message } : { ok: true, documentNo };
      });
      if (result === "unreachable") throw new AccountingUnavailableError("connect ECONNREFUSED (sandbox: finest is unreachable)");
      return result;
    },
  };
}

export function recentFinestSandboxRecords(limit = 20) {
  // The accounting twin keeps no counter rows: its newest records are all of them.
  return recentSandboxRecords(SYSTEM, limit).map((r) => ({ id: r.id, kind: r.kind, reference: r.reference, outcome: r.outcome, answer: r.answer, createdAt: r.createdAt }));
}

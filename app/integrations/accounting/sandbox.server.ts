/**
 * finest's sandbox twin: books each report once (by its idempotency key) with a document number, or refuses it
 * or is unreachable when the sandbox panel or a rule on the data says so. Storage: sandbox_records / sandbox_rules.
 */
import { countSandboxRecords, insertSandboxRecord, recentSandboxRecords, sandboxRecordWithOutcome } from "~/models/sandbox-records.server";
import { writeTransaction } from "~/models/transaction.server";
import { takeSandboxRule } from "~/models/sandbox-rules.server";
import { FINEST_OUTCOMES, finestMessages, type FinestOutcome } from "./catalogue";
import { AccountingUnavailableError, type Accounting, type FinestReport, type FinestResult } from "./types";

const SYSTEM = "accounting" as const;
export const FINEST_RULE_FIELDS = ["kind", "invoiceNumber", "customer", "productCode"] as const;

const isOutcome = (o: string): o is FinestOutcome => (FINEST_OUTCOMES as readonly string[]).includes(o);

export function createAccountingSandbox(): Accounting {
  return {
    name: "sandbox",
    async send(report: FinestReport, { now = new Date() } = {}): Promise<FinestResult> {
      const result = writeTransaction((tx): FinestResult | "unreachable" => {
        const fields = { kind: report.kind, invoiceNumber: report.invoiceNumber, customer: report.customer.name, productCode: report.productCode };
        if (takeSandboxRule(tx, SYSTEM, fields, (o) => o === "unreachable")) return "unreachable";
        const booked = sandboxRecordWithOutcome(tx, SYSTEM, report.idempotencyKey, "success");
        if (booked) return { ok: true, documentNo: booked.id };
        const rule = takeSandboxRule(tx, SYSTEM, fields, (o) => o !== "unreachable" && isOutcome(o));
        const outcome = (rule?.outcome ?? "success") as FinestOutcome;
        const message =
          outcome === "customerUndefined"
            ? finestMessages.customerUndefined(report.customer.sapCustomerId, report.businessArea)
            : outcome === "costElement"
              ? finestMessages.costElement(report.accounts.pendapatan)
              : null;
        const year = now.toISOString().slice(0, 4);
        const count = countSandboxRecords(tx, SYSTEM, "success");
        const documentNo = message ? `FIN-REFUSED-${report.idempotencyKey}-${now.getTime()}` : `${report.kind === "cashin" ? "14" : "18"}${year}${String(count + 1).padStart(8, "0")}`;
        insertSandboxRecord(tx, { id: documentNo, system: SYSTEM, kind: report.kind, reference: report.idempotencyKey, payload: report as never, outcome: message ? outcome : "success", answerAt: now.toISOString(), answer: message ? { message } : { document_no: documentNo }, createdAt: now.toISOString() });
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

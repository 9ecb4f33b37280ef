/**
 * The tax intermediary's sandbox twin. It behaves like the real one: it accepts a request at once, answers only
 * later (so the portal's polling is real), assigns 13-digit faktur numbers (2-digit year + 11-digit sequence,
 * domain-id.md section 1) and gives the outcome the sandbox panel or a rule on the data asks for, so every message
 * of the catalogue can be produced on demand. Its storage is sandbox_records / sandbox_rules, never read by the
 * portal's own code.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  findSandboxRecord,
  insertSandboxRecord,
  recentSandboxRecords,
  type SandboxRecordRow,
  sandboxFakturRecord,
  sandboxFakturRecordsBySerial,
  sandboxRecordsByReference,
  updateSandboxRecord,
} from "~/models/sandbox-records.server";
import { type Tx, writeTransaction } from "~/models/transaction.server";
import { env } from "~/services/env.server";
import { FILE_URL_MAX, isCancelOutcome, TAX_OUTCOMES, taxMessages, REVIEWER_NOTES, type TaxOutcome } from "./catalogue";
import { takeSandboxRule } from "~/models/sandbox-rules.server";
import { type CancelResult, type ReceivedFaktur, type StatusResult, type SubmitResult, type TaxAuthority, TaxAuthorityUnavailableError, type TaxCancelRequest, type TaxInvoiceRequest } from "./types";

const SYSTEM = "tax-authority" as const;
/** How long the sandbox "processes" a faktur before it answers. */
export const SANDBOX_ANSWER_DELAY_MS = 5_000;
/** The "slow" outcome: accepted, but answered only after this long. */
export const SANDBOX_SLOW_DELAY_MS = 10 * 60_000;

type RecordRow = SandboxRecordRow;
/** A granted faktur's answer also records its cancellation or replacement later (issue 21). */
type GrantedAnswer = { state: "received"; url: string; fileUrl: string; data: ReceivedFaktur; cancelledAt?: string; cancelKey?: string; replacedAt?: string };
type StoredAnswer = GrantedAnswer | { state: "failed"; message: string } | { state: "cancelled"; message: string };

/** The fields a sandbox rule can match on (the panel lists them). */
export const TAX_RULE_FIELDS = ["reference", "namaLawanTransaksi", "npwpLawanTransaksi", "kdJenisTransaksi", "customerId"] as const;

function ruleFields(request: TaxInvoiceRequest): Record<string, string> {
  return {
    reference: request.reference,
    namaLawanTransaksi: request.data.namaLawanTransaksi,
    npwpLawanTransaksi: request.data.npwpLawanTransaksi,
    kdJenisTransaksi: request.data.kdJenisTransaksi,
    customerId: request.posting.customerId,
  };
}

const isOutcome = (o: string): o is TaxOutcome => (TAX_OUTCOMES as readonly string[]).includes(o);
/** A submission takes only a submission's outcomes; a cancellation's rule waits for a cancellation. */
const isSubmitOutcome = (o: string) => o !== "unreachable" && isOutcome(o) && !isCancelOutcome(o);
const isReplacement = (request: TaxInvoiceRequest) => request.data.fgPengganti === "1" && Boolean(request.data.nomorFaktur);

/** The faktur a serial names now: the newest granted one (a replacement supersedes its original under the same serial). */
function currentFaktur(tx: Tx, nomorFaktur: string): (RecordRow & { answer: GrantedAnswer }) | null {
  const rows = sandboxFakturRecordsBySerial(tx, nomorFaktur) as (RecordRow & { answer: GrantedAnswer })[];
  return rows.find((r) => !r.answer.replacedAt) ?? rows[0] ?? null;
}

/** dd/MM/yyyy -> MM/yyyy, the tax period (masa pajak) a faktur is reported in. */
const masaOf = (tanggalFaktur: string) => tanggalFaktur.slice(3);

function requestOf(row: RecordRow): TaxInvoiceRequest {
  return row.payload as unknown as TaxInvoiceRequest;
}

/** The next faktur serial of the year: 2-digit year + 11-digit sequence, kept in the sandbox's own counter row. */
function nextNomorFaktur(tx: Tx, now: Date): string {
  const yy = String(now.getUTCFullYear()).slice(-2);
  const id = `${SYSTEM}:nsfp:${yy}`;
  const row = findSandboxRecord(tx, SYSTEM, id);
  const next = Number((row?.payload as { last?: number } | undefined)?.last ?? 0) + 1;
  if (row) updateSandboxRecord(tx, id, { payload: { last: next } });
  else insertSandboxRecord(tx, { id, system: SYSTEM, kind: "counter", reference: `nsfp-${yy}`, payload: { last: next } });
  return `${yy}${String(next).padStart(11, "0")}`;
}

function qrUrl(request: TaxInvoiceRequest, nomorFaktur: string) {
  const npwp15 = request.data.npwpPenjual.replace(/^0(?=\d{15}$)/, "");
  const hash = createHash("sha256").update(`${npwp15}${nomorFaktur}${request.data.jumlahPpn}`).digest("hex").slice(0, 40);
  return `http://svc.efaktur.pajak.go.id/validasi/faktur/${npwp15}/${nomorFaktur}/${hash}`;
}

/** Works the answer out when its time has come (the faktur number is assigned only then, as DJP approves). */
function answerFor(tx: Tx, row: RecordRow, now: Date): StoredAnswer {
  const request = requestOf(row);
  const outcome = (row.outcome ?? "success") as TaxOutcome;
  const note = (row.payload as { note?: string }).note ?? "";
  switch (outcome) {
    case "returnedWithNotes":
      return { state: "failed", message: taxMessages.returnedWithNotes(note || REVIEWER_NOTES[0]) };
    case "invoiceNotFound":
      return { state: "failed", message: taxMessages.invoiceNotFound() };
    case "databaseFailure":
      return { state: "failed", message: taxMessages.databaseFailure() };
    case "postingCustomer":
      return { state: "failed", message: taxMessages.postingCustomer(request.posting.customerId, request.posting.companyCode) };
    case "postingCostElement":
      return { state: "failed", message: taxMessages.postingCostElement(request.posting.costElement) };
    case "queuedAsError":
      return { state: "failed", message: taxMessages.queuedAsError(nextNomorFaktur(tx, now)) };
    case "fileUrlTooLong":
      return { state: "failed", message: taxMessages.fileUrlTooLong(FILE_URL_MAX + 61) };
    default: {
      // A replacement keeps the serial of the faktur it replaces, which is superseded from now on (domain-id.md section 1).
      const replaced = isReplacement(request) ? currentFaktur(tx, request.data.nomorFaktur!) : null;
      if (replaced) updateSandboxRecord(tx, replaced.id, { answer: { ...replaced.answer, replacedAt: now.toISOString() } as never });
      const nomorFaktur = replaced ? request.data.nomorFaktur! : nextNomorFaktur(tx, now);
      const statusFaktur = replaced ? "Faktur Pajak Normal-Pengganti" : "Faktur Pajak Normal";
      const data: ReceivedFaktur = { ...request.data, nomorFaktur, statusApproval: "Faktur Valid, Sudah Diapprove oleh DJP", statusFaktur };
      return { state: "received", url: qrUrl(request, nomorFaktur), fileUrl: `${env().PUBLIC_URL}/sandbox/efaktur/${nomorFaktur}`, data };
    }
  }
}

function unreachableNow(tx: Tx, fields: Record<string, string>) {
  return takeSandboxRule(tx, SYSTEM, fields, (o) => o === "unreachable");
}

export function createTaxSandbox(): TaxAuthority {
  return {
    name: "sandbox",
    async submit(request, { now = new Date() } = {}): Promise<SubmitResult> {
      const result = writeTransaction((tx): SubmitResult | "unreachable" => {
        const fields = ruleFields(request);
        if (unreachableNow(tx, fields)) return "unreachable";
        const sameReference = sandboxRecordsByReference(tx, SYSTEM, request.reference);
        // The same request sent again (its answer was lost): accepted once, the same request id.
        const again = sameReference.find((r) => requestOf(r).idempotencyKey === request.idempotencyKey && r.kind === "faktur");
        if (again) return { ok: true, requestId: again.id, tanggalTagihan: request.data.tanggalFaktur };
        // A replacement names a faktur the authority granted and nobody cancelled (issue 21).
        if (isReplacement(request)) {
          const original = currentFaktur(tx, request.data.nomorFaktur!);
          const refusal = !original ? taxMessages.cancelNotFound(request.data.nomorFaktur!) : original.answer.cancelledAt ? taxMessages.cancelAlreadyCancelled(request.data.nomorFaktur!) : null;
          if (refusal) {
            insertSandboxRecord(tx, { id: `EFK-REF-${randomBytes(6).toString("hex")}`, system: SYSTEM, kind: "refused", reference: request.reference, payload: request as never, outcome: original ? "cancelAlreadyCancelled" : "cancelNotFound", answerAt: now.toISOString(), answer: { state: "failed", message: refusal } });
            return { ok: false, message: refusal };
          }
        }
        const rule = takeSandboxRule(tx, SYSTEM, fields, isSubmitOutcome);
        const alreadyGranted = sameReference.some((r) => r.kind === "faktur" && (r.answer as StoredAnswer | null)?.state === "received");
        if (rule?.outcome === "duplicateRefId" || alreadyGranted) {
          insertSandboxRecord(tx, { id: `EFK-REF-${randomBytes(6).toString("hex")}`, system: SYSTEM, kind: "refused", reference: request.reference, payload: request as never, outcome: "duplicateRefId", answerAt: now.toISOString(), answer: { state: "failed", message: taxMessages.duplicateRefId(request.reference) } });
          return { ok: false, message: taxMessages.duplicateRefId(request.reference) };
        }
        const outcome = rule?.outcome ?? "success";
        const delay = outcome === "slow" ? SANDBOX_SLOW_DELAY_MS : SANDBOX_ANSWER_DELAY_MS;
        const requestId = `EFK-${now.toISOString().slice(0, 10).replace(/-/g, "")}-${randomBytes(5).toString("hex").toUpperCase()}`;
        insertSandboxRecord(tx, { id: requestId, system: SYSTEM, kind: "faktur", reference: request.reference, payload: { ...request, note: rule?.note ?? "" } as never, outcome, answerAt: new Date(now.getTime() + delay).toISOString(), answer: null, createdAt: now.toISOString() });
        return { ok: true, requestId, tanggalTagihan: request.data.tanggalFaktur };
      });
      if (result === "unreachable") throw new TaxAuthorityUnavailableError("connect ECONNREFUSED (sandbox: the tax intermediary is unreachable)");
      return result;
    },

    async status(requestId, { now = new Date() } = {}): Promise<StatusResult> {
      const result = writeTransaction((tx): StatusResult | "unreachable" => {
        const row = findSandboxRecord(tx, SYSTEM, requestId);
        if (!row) return { state: "failed", message: taxMessages.invoiceNotFound() };
        if (unreachableNow(tx, ruleFields(requestOf(row)))) return "unreachable";
        let answer = row.answer as StoredAnswer | null;
        if (!answer) {
          if (!row.answerAt || now.toISOString() < row.answerAt) return { state: "processing" };
          answer = answerFor(tx, row, now);
          updateSandboxRecord(tx, row.id, { answer: answer as never });
        }
        if (answer.state === "cancelled") return { state: "failed", message: answer.message };
        return answer.state === "received" ? { state: "received", requestId: row.id, url: answer.url, fileUrl: answer.fileUrl, data: answer.data } : answer;
      });
      if (result === "unreachable") throw new TaxAuthorityUnavailableError("connect ETIMEDOUT (sandbox: the tax intermediary is unreachable)");
      return result;
    },

    /**
     * Cancellation (batal) of a granted faktur, answered at once. The same idempotency key again is the same
     * success; otherwise a cancelled faktur answers "already cancelled". Rules give the refusals on demand.
     */
    async cancel(request: TaxCancelRequest, { now = new Date() } = {}): Promise<CancelResult> {
      const result = writeTransaction((tx): CancelResult | "unreachable" => {
        const faktur = currentFaktur(tx, request.nomorFaktur);
        const fields = faktur ? ruleFields(requestOf(faktur)) : { reference: request.reference };
        if (unreachableNow(tx, fields)) return "unreachable";
        const answered = (outcome: string, answer: CancelResult): CancelResult => {
          const stored = answer.ok ? { state: "cancelled", message: `Faktur ${answer.nomorFaktur} cancelled (batal)` } : { state: "failed", message: answer.message };
          insertSandboxRecord(tx, { id: `EFK-BTL-${randomBytes(6).toString("hex").toUpperCase()}`, system: SYSTEM, kind: "cancellation", reference: request.reference, payload: request as never, outcome, answerAt: now.toISOString(), answer: stored as never, createdAt: now.toISOString() });
          return answer;
        };
        if (!faktur) return answered("cancelNotFound", { ok: false, message: taxMessages.cancelNotFound(request.nomorFaktur) });
        if (faktur.answer.cancelledAt) {
          if (faktur.answer.cancelKey === request.idempotencyKey) return { ok: true, nomorFaktur: request.nomorFaktur, cancelledAt: faktur.answer.cancelledAt };
          return answered("cancelAlreadyCancelled", { ok: false, message: taxMessages.cancelAlreadyCancelled(request.nomorFaktur) });
        }
        const rule = takeSandboxRule(tx, SYSTEM, fields, isCancelOutcome);
        switch (rule?.outcome) {
          case "cancelNotFound":
            return answered(rule.outcome, { ok: false, message: taxMessages.cancelNotFound(request.nomorFaktur) });
          case "cancelAlreadyCancelled":
            return answered(rule.outcome, { ok: false, message: taxMessages.cancelAlreadyCancelled(request.nomorFaktur) });
          case "cancelClosedPeriod":
            return answered(rule.outcome, { ok: false, message: taxMessages.cancelClosedPeriod(request.nomorFaktur, masaOf(faktur.answer.data.tanggalFaktur)) });
          case "cancelCreditedByBuyer":
            return answered(rule.outcome, { ok: false, message: taxMessages.cancelCreditedByBuyer(request.nomorFaktur) });
        }
        const cancelledAt = now.toISOString();
        updateSandboxRecord(tx, faktur.id, { answer: { ...faktur.answer, cancelledAt, cancelKey: request.idempotencyKey, data: { ...faktur.answer.data, statusFaktur: "Faktur Pajak Batal" } } as never });
        return answered("success", { ok: true, nomorFaktur: request.nomorFaktur, cancelledAt });
      });
      if (result === "unreachable") throw new TaxAuthorityUnavailableError("connect ECONNREFUSED (sandbox: the tax intermediary is unreachable)");
      return result;
    },
  };
}

/** The sandbox's recent requests, for the panel. */
export function recentTaxSandboxRecords(limit = 20) {
  return recentSandboxRecords(SYSTEM, limit).map((r) => ({ id: r.id, kind: r.kind, reference: r.reference, outcome: r.outcome, answerAt: r.answerAt, answer: r.answer as StoredAnswer | null, createdAt: r.createdAt }));
}

/** A faktur the sandbox granted, by number (the sandbox's "file" page). */
export function sandboxFaktur(nomorFaktur: string): ReceivedFaktur | null {
  const row = sandboxFakturRecord(nomorFaktur);
  const answer = row?.answer as StoredAnswer | null | undefined;
  return answer?.state === "received" ? answer.data : null;
}

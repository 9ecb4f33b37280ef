/**
 * The HTTP client of finest (ACCOUNTING_URL). Wire contract, as this portal expects it:
 * POST {base}/reports/{delivered|cashin|cashin-reversal} with the report (header Idempotency-Key; a reversal names
 * the cash-in it cancels in `reverses`) answers
 * 2xx {status:true, data:{document_no}} or a refusal {status:false, message}; a refused connection, timeout, 5xx
 * or non-JSON body means unreachable (retried with backoff).
 */
import { AccountingUnavailableError, type Accounting, type FinestResult } from "./types";

export const FINEST_HTTP_TIMEOUT_MS = 15_000;

export function createAccountingHttpClient(baseUrl: string, { timeoutMs = FINEST_HTTP_TIMEOUT_MS } = {}): Accounting {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    name: "http",
    async send(report): Promise<FinestResult> {
      let response: Response;
      try {
        response = await fetch(`${base}/reports/${report.kind}`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "idempotency-key": report.idempotencyKey },
          body: JSON.stringify(report),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : String((error as Error)?.cause ?? error);
        throw new AccountingUnavailableError(`finest could not be reached: ${reason}`);
      }
      if (response.status >= 500) throw new AccountingUnavailableError(`finest answered ${response.status}`);
      let body: { status?: boolean; message?: string; data?: { document_no?: string } };
      try {
        body = await response.json();
      } catch {
        throw new AccountingUnavailableError(`finest answered ${response.status} without a JSON body`);
      }
      if (response.status >= 400 || body.status === false || !body.data?.document_no) return { ok: false, message: body.message?.trim() || `finest refused the report (${response.status})` };
      return { ok: true, documentNo: String(body.data.document_no) };
    },
  };
}

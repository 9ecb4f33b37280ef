/**
 * The HTTP client of the real tax intermediary (TAX_AUTHORITY_URL). Wire contract, as this portal expects it:
 * - POST {base}/faktur {reference, idempotency_key, data, posting} (header Idempotency-Key):
 *   2xx {status:true, data:{request_id, tanggal_tagihan}}; a refusal is {status:false, message} (any 4xx, or 200).
 * - GET {base}/faktur/{request_id}: {status:true, data:{state:"processing"}} |
 *   {status:true, data:{state:"received", request_id, url, file_url, data}} | {status:false, message}.
 * - POST {base}/faktur/{nomor_faktur}/cancel {reference, reason, idempotency_key} (issue 21, batal):
 *   {status:true, data:{nomor_faktur, cancelled_at}} | {status:false, message} (not found, already cancelled, closed period…).
 * Anything else (refused connection, timeout, 5xx, a body that is not JSON) means unreachable: retried with backoff.
 */
import type { CancelResult, ReceivedFaktur, StatusResult, SubmitResult, TaxAuthority } from "./types";
import { TaxAuthorityUnavailableError } from "./types";

export const TAX_HTTP_TIMEOUT_MS = 15_000;

type Wire = { status?: boolean; message?: string; data?: Record<string, unknown> };

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<{ httpStatus: number; body: Wire }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : String((error as Error)?.cause ?? error);
    throw new TaxAuthorityUnavailableError(`The tax intermediary could not be reached: ${reason}`);
  }
  if (response.status >= 500) throw new TaxAuthorityUnavailableError(`The tax intermediary answered ${response.status} ${response.statusText}`.trim());
  let body: Wire;
  try {
    body = (await response.json()) as Wire;
  } catch {
    throw new TaxAuthorityUnavailableError(`The tax intermediary answered ${response.status} without a JSON body`);
  }
  return { httpStatus: response.status, body };
}

const refusal = (body: Wire, httpStatus: number) => body.message?.trim() || `The tax intermediary refused the request (${httpStatus})`;

export function createTaxHttpClient(baseUrl: string, { timeoutMs = TAX_HTTP_TIMEOUT_MS } = {}): TaxAuthority {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    name: "http",
    async submit(request): Promise<SubmitResult> {
      const { httpStatus, body } = await call(
        `${base}/faktur`,
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "idempotency-key": request.idempotencyKey },
          body: JSON.stringify({ reference: request.reference, idempotency_key: request.idempotencyKey, data: request.data, posting: request.posting }),
        },
        timeoutMs,
      );
      if (httpStatus >= 400 || body.status === false || !body.data?.request_id) return { ok: false, message: refusal(body, httpStatus) };
      return { ok: true, requestId: String(body.data.request_id), tanggalTagihan: String(body.data.tanggal_tagihan ?? "") };
    },
    async status(requestId): Promise<StatusResult> {
      const { httpStatus, body } = await call(`${base}/faktur/${encodeURIComponent(requestId)}`, { headers: { accept: "application/json" } }, timeoutMs);
      if (httpStatus >= 400 || body.status === false) return { state: "failed", message: refusal(body, httpStatus) };
      const data = body.data ?? {};
      if (data.state === "received") {
        return { state: "received", requestId: String(data.request_id ?? requestId), url: String(data.url ?? ""), fileUrl: String(data.file_url ?? ""), data: data.data as ReceivedFaktur };
      }
      if (data.state === "failed") return { state: "failed", message: refusal({ message: String(data.message ?? "") }, httpStatus) };
      return { state: "processing" };
    },
    async cancel(request): Promise<CancelResult> {
      const { httpStatus, body } = await call(
        `${base}/faktur/${encodeURIComponent(request.nomorFaktur)}/cancel`,
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "idempotency-key": request.idempotencyKey },
          body: JSON.stringify({ reference: request.reference, reason: request.reason, idempotency_key: request.idempotencyKey }),
        },
        timeoutMs,
      );
      if (httpStatus >= 400 || body.status === false) return { ok: false, message: refusal(body, httpStatus) };
      return { ok: true, nomorFaktur: String(body.data?.nomor_faktur ?? request.nomorFaktur), cancelledAt: String(body.data?.cancelled_at ?? new Date().toISOString()) };
    },
  };
}

/**
 * The HTTP clients of the tax intermediary and finest against a local server speaking their wire contract:
 * answers, refusals, and every kind of "unreachable" (refused connection, timeout, 5xx, not JSON).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type StubHandler, useStubServer } from "../support/stub-http-server";
import { AccountingUnavailableError } from "~/integrations/accounting/types";
import { createAccountingHttpClient } from "~/integrations/accounting/http-client.server";
import { createTaxHttpClient } from "~/integrations/tax-authority/http-client.server";
import { classifyTaxError, taxMessages } from "~/integrations/tax-authority/catalogue";
import { TaxAuthorityUnavailableError, type TaxInvoiceRequest } from "~/integrations/tax-authority/types";

const stub = useStubServer("/api/");

const reply = (status: number, body: unknown) => (_req: IncomingMessage, _body: string, res: ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};

const request: TaxInvoiceRequest = {
  reference: "INV-ST-261100-0007",
  idempotencyKey: "req-1",
  data: {
    kdJenisTransaksi: "04", fgPengganti: "0", tanggalFaktur: "21/11/2026", npwpPenjual: "0010000131093000", namaPenjual: "PT Telkom Indonesia (Persero) Tbk", alamatPenjual: "Bandung",
    npwpLawanTransaksi: "0012345678901000", namaLawanTransaksi: "PT Maju Bersama Sejahtera", alamatLawanTransaksi: "Jakarta", jumlahDpp: "916666", jumlahPpn: "110000", jumlahPpnBm: "0",
    referensi: "INV-ST-261100-0007", detailTransaksi: [],
  },
  posting: { customerId: "SAP-100234", companyCode: "T001", costElement: "40110001", kodeUnit: "DDB1" },
};

describe("tax intermediary HTTP client", () => {
  const client = () => createTaxHttpClient(stub.base, { timeoutMs: 500 });

  it("submits the request with its idempotency key and reads the request id", async () => {
    stub.handler = reply(202, { status: true, data: { request_id: "EFK-1", tanggal_tagihan: "21/11/2026" } });
    expect(await client().submit(request)).toEqual({ ok: true, requestId: "EFK-1", tanggalTagihan: "21/11/2026" });
    expect(stub.seen[0]).toMatchObject({ method: "POST", url: "/api/faktur", headers: { "idempotency-key": "req-1", "content-type": "application/json" } });
    expect(JSON.parse(stub.seen[0].body)).toMatchObject({ reference: "INV-ST-261100-0007", idempotency_key: "req-1", data: { kdJenisTransaksi: "04" }, posting: { customerId: "SAP-100234" } });
  });

  it("reads a refusal at the door as a refusal (the catalogue decides what it does)", async () => {
    stub.handler = reply(422, { status: false, message: taxMessages.duplicateRefId("INV-ST-261100-0007") });
    const answer = await client().submit(request);
    expect(answer).toEqual({ ok: false, message: "Ref Id Invoice INV-ST-261100-0007 has already been taken." });
    expect(classifyTaxError((answer as { message: string }).message)).toBe("keepApproved");
  });

  it("polls: processing, received with the faktur, failed with the message", async () => {
    stub.handler = reply(200, { status: true, data: { state: "processing" } });
    expect(await client().status("EFK-1")).toEqual({ state: "processing" });
    expect(stub.seen[0]).toMatchObject({ method: "GET", url: "/api/faktur/EFK-1" });
    stub.handler = reply(200, { status: true, data: { state: "received", request_id: "EFK-1", url: "http://svc.efaktur.pajak.go.id/validasi/faktur/x", file_url: "https://files/x.pdf", data: { ...request.data, nomorFaktur: "2600000000001" } } });
    expect(await client().status("EFK-1")).toMatchObject({ state: "received", requestId: "EFK-1", fileUrl: "https://files/x.pdf", data: { nomorFaktur: "2600000000001" } });
    stub.handler = reply(200, { status: true, data: { state: "failed", message: "Invoice not found" } });
    expect(await client().status("EFK-1")).toEqual({ state: "failed", message: "Invoice not found" });
    expect(classifyTaxError("Invoice not found")).toBe("returnInvoice");
  });

  it.each([
    ["a 503", reply(503, { status: false, message: "maintenance" }), /answered 503/],
    ["a body that is not JSON", reply(200, "<html>gateway</html>"), /without a JSON body/],
    ["no answer in time", () => {}, /no answer within 0.5 s/],
  ] as const)("treats %s as unreachable", async (_name, h, message) => {
    stub.handler = h as StubHandler;
    await expect(client().submit(request)).rejects.toThrow(TaxAuthorityUnavailableError);
    await expect(client().status("EFK-1")).rejects.toThrow(message);
  });

  it("treats a refused connection as unreachable", async () => {
    await expect(createTaxHttpClient("http://127.0.0.1:1").submit(request)).rejects.toThrow(TaxAuthorityUnavailableError);
  });
});

describe("finest HTTP client", () => {
  const report = {
    kind: "delivered" as const, idempotencyKey: "inv-1:delivered", invoiceId: "inv-1", invoiceNumber: "INV-ST-261100-0007", productCode: "ST", customer: { name: "PT Maju", npwp: "012345678901000", sapCustomerId: "SAP-1" },
    amount: 1_090_000, dpp: 916_666, ppn: 110_000, date: "2026-11-21", nomorFaktur: "2600000000001", accounts: { pendapatan: "4011", piutang: "1131", bank: "1112", pdd: "2151" }, businessArea: "T001", kodeUnit: "DDB1",
  };
  const client = () => createAccountingHttpClient(stub.base, { timeoutMs: 500 });

  it("posts the report to its kind with the idempotency key and reads the document number", async () => {
    stub.handler = reply(200, { status: true, data: { document_no: "1820260000001" } });
    expect(await client().send(report)).toEqual({ ok: true, documentNo: "1820260000001" });
    expect(stub.seen[0]).toMatchObject({ method: "POST", url: "/api/reports/delivered", headers: { "idempotency-key": "inv-1:delivered" } });
  });

  it("reads refusals and unreachability apart", async () => {
    stub.handler = reply(400, { status: false, message: "Customer SAP-1 is not defined in company code T001" });
    expect(await client().send(report)).toEqual({ ok: false, message: "Customer SAP-1 is not defined in company code T001" });
    stub.handler = reply(500, {});
    await expect(client().send(report)).rejects.toThrow(AccountingUnavailableError);
  });
});

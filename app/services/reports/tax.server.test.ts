import type { TaxSourceRow } from "~/models/reports.server";
import { taxRowOf } from "./tax.server";

const source = (statusFaktur: string, data: Record<string, string> | null): TaxSourceRow => ({
  id: "inv-1",
  invoiceNumber: "INV/1",
  billingDate: "2026-03-05",
  createdAt: "2026-03-05T01:00:00.000Z",
  statusFaktur,
  customerName: "PT Contoh",
  taxInvoice: data ? JSON.stringify({ data }) : null,
  billingDpp: 916_667,
  billingTax: 110_000,
});
const granted = { nomorFaktur: "0062251420526", fgPengganti: "0", jumlahDpp: "916666", jumlahPpn: "110000", npwpLawanTransaksi: "012345678901000", namaLawanTransaksi: "PT Contoh Tbk" };

describe("tax report rows (SPT Masa PPN)", () => {
  it("a granted faktur counts with DJP's figures, in the period of its date", () => {
    const row = taxRowOf(source("received", granted));
    expect(row).toMatchObject({ status: "normal", counted: true, dpp: 916_666, ppn: 110_000, taxPeriod: "2026-03", fakturNumber: "0062251420526", buyerNpwp: "012345678901000", buyerName: "PT Contoh Tbk" });
  });
  it("a replacement counts under the original's number; the replaced and the cancelled do not count", () => {
    expect(taxRowOf(source("received", { ...granted, fgPengganti: "1" }))).toMatchObject({ status: "replacement", counted: true });
    expect(taxRowOf(source("replaced", granted))).toMatchObject({ status: "replaced", counted: false });
    expect(taxRowOf(source("canceled", granted))).toMatchObject({ status: "cancelled", counted: false });
    expect(taxRowOf(source("canceling", granted))).toMatchObject({ status: "cancelling", counted: true });
  });
  it("without the faktur's figures the billing's are used", () => {
    expect(taxRowOf(source("received", null))).toMatchObject({ dpp: 916_667, ppn: 110_000, fakturNumber: null });
  });
});

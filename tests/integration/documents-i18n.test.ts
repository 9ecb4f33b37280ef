import ExcelJS from "exceljs";
import { db } from "#db/client.server";
import * as billing from "~/routes/_portal.billings.$id";
import * as billings from "~/routes/_portal.billings._index";
import * as invoice from "~/routes/_portal.invoices.$id";
import * as invoices from "~/routes/_portal.invoices._index";
import * as inbox from "~/routes/_portal.invoices.inbox";
import * as taxInvoice from "~/routes/_portal.invoices_.$id.tax-invoice";
import * as purchaseOrder from "~/routes/_portal.purchase-orders.$id._index";
import * as purchaseOrders from "~/routes/_portal.purchase-orders._index";
import * as newPurchaseOrder from "~/routes/_portal.purchase-orders.new";
import * as exportRoute from "~/routes/resources.export.$kind";
import { testBuild, useServedBuild } from "../support/http";
import { useDemoDocuments } from "../support/seed";

/**
 * The order-to-invoice screens in Bahasa Indonesia (issue 18): a user whose profile says "id" gets every list,
 * document page and the Excel export in Indonesian, with no key left untranslated (⟦…⟧), and the title too.
 */

useDemoDocuments();

const served = useServedBuild(
  testBuild({
    "routes/_portal.invoices._index": { path: "invoices", module: invoices },
    "routes/_portal.invoices.inbox": { path: "invoices/inbox", module: inbox },
    "routes/_portal.invoices.$id": { path: "invoices/:id", module: invoice },
    "routes/_portal.invoices_.$id.tax-invoice": { path: "invoices/:id/tax-invoice", module: taxInvoice },
    "routes/_portal.billings._index": { path: "billings", module: billings },
    "routes/_portal.billings.$id": { path: "billings/:id", module: billing },
    "routes/_portal.purchase-orders._index": { path: "purchase-orders", module: purchaseOrders },
    "routes/_portal.purchase-orders.new": { path: "purchase-orders/new", module: newPurchaseOrder },
    "routes/_portal.purchase-orders.$id._index": { path: "purchase-orders/:id", module: purchaseOrder },
    "routes/resources.export.$kind": { path: "resources/export/:kind", module: exportRoute },
  }),
  { user: "usr-super-admin" },
);

const sql = db().$client;
const firstId = (query: string) => (sql.prepare(query).get() as { id: string }).id;
const setLanguage = (language: "id" | "en" | null) => sql.prepare("update users set language = ? where id = 'usr-super-admin'").run(language);

afterAll(() => setLanguage(null));

async function page(path: string) {
  const response = await served.get(path);
  const html = await response.text();
  expect(response.status, `${path}: ${html.slice(0, 300)}`).toBe(200);
  return html;
}

describe("the order-to-invoice screens in Bahasa Indonesia", () => {
  beforeAll(() => setLanguage("id"));

  it.each<[string, () => string, readonly string[]]>([
    ["invoice list", () => "/invoices", ["<title>Invoice · Digimon</title>", "Kotak persetujuan", "Jatuh tempo", "Terapkan", "Cari nomor atau pelanggan"]],
    ["approval inbox", () => "/invoices/inbox", ["<title>Kotak persetujuan · Digimon</title>"]],
    ["billing list", () => "/billings", ["<title>Tagihan · Digimon</title>", "Harga akhir", "Pembayaran"]],
    ["purchase order list", () => "/purchase-orders", ["<title>Pesanan pembelian · Digimon</title>", "PO baru", "Tanggal PO"]],
    ["new purchase order", () => "/purchase-orders/new", ["Nama Penjual", "Tambah baris", "Buat PO"]],
    ["invoice", () => `/invoices/${firstId("select id from invoices order by id limit 1")}`, ["Rangkaian dokumen", "Riwayat", "Rincian harga", "Lampiran"]],
    ["tax invoice", () => `/invoices/${firstId("select id from invoices where send_tax = 1 order by id limit 1")}/tax-invoice`, ["Faktur pajak (e-Faktur)", "Permintaan terkirim", "Kembali ke invoice"]],
    ["billing", () => `/billings/${firstId("select id from billings order by id limit 1")}`, ["Rincian", "Tanggal tagihan", "Total harga"]],
    ["purchase order", () => `/purchase-orders/${firstId("select id from purchase_orders order by id limit 1")}`, ["Status PO", "Riwayat", "Dari", "Kepada"]],
  ])("the %s", async (_name, path, texts) => {
    const html = await page(path());
    expect(html).toContain('lang="id"');
    expect(html).not.toContain("⟦");
    for (const text of texts) expect(html).toContain(text);
  });

  it("the Excel export names its columns and statuses in Bahasa Indonesia", async () => {
    const response = await served.get("/resources/export/invoices?status=approved");
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe("Invoice");
    const header = sheet.getRow(1);
    const headers = Array.from({ length: header.cellCount }, (_, i) => String(header.getCell(i + 1).value));
    expect(headers).toEqual(["Invoice", "Pelanggan", "Produk", "Tagihan / PO", "Tgl. tagihan", "Jatuh tempo", "Nominal", "Status", "Faktur", "Hari"]);
    expect(sheet.getRow(2).getCell(headers.indexOf("Status") + 1).value).toBe("disetujui");
    expect(String(sheet.getRow(sheet.rowCount).getCell(1).value)).toMatch(/^Total \(\d+ baris\)$/);
  });
});

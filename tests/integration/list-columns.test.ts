import ExcelJS from "exceljs";
import * as billings from "~/routes/_portal.billings._index";
import * as invoices from "~/routes/_portal.invoices._index";
import * as products from "~/routes/_portal.products._index";
import * as productsExport from "~/routes/_portal.products.export";
import * as purchaseOrders from "~/routes/_portal.purchase-orders._index";
import * as exportRoute from "~/routes/resources.export.$kind";
import { testBuild, useServedBuild } from "../support/http";
import { useDemoDocuments } from "../support/seed";

/**
 * Each list's screen (the document lists and the catalogue) and its Excel export show the same columns in the same order: the list page
 * is rendered as a document request through the real root, entry.server and list route, served by the app
 * server.ts serves (createHttpApp), and its header cells are read as a person reads them; the export of the
 * same URL is read with exceljs, and its first row must name the same columns.
 */

useDemoDocuments();

const { get } = useServedBuild(
  testBuild({
    "routes/_portal.invoices._index": { path: "invoices", module: invoices },
    "routes/_portal.billings._index": { path: "billings", module: billings },
    "routes/_portal.purchase-orders._index": { path: "purchase-orders", module: purchaseOrders },
    "routes/resources.export.$kind": { path: "resources/export/:kind", module: exportRoute },
    "routes/_portal.products._index": { path: "products", module: products },
    "routes/_portal.products.export": { path: "products/export", module: productsExport },
  }),
  { user: "usr-super-admin" },
);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
/** An element's text as a person reads it: the tags (icons, links) and comments left out, the entities read. */
const textOf = (markup: string) =>
  markup
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e])
    .trim();

/** The page's table: its header cells' texts and, per body row, its cells' texts. */
function readTable(page: string) {
  const thead = /<thead[^>]*>([\s\S]*?)<\/thead>/.exec(page)?.[1] ?? "";
  const tbody = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(page)?.[1] ?? "";
  const headers = [...thead.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => textOf(m[1]));
  const rows = [...tbody.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => textOf(c[1])));
  return { headers, rows };
}

async function readWorkbook(res: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

const LISTS = [
  { kind: "invoices", path: "/invoices", exportPath: "/resources/export/invoices", query: "sort=amount&dir=desc" },
  { kind: "billings", path: "/billings", exportPath: "/resources/export/billings", query: "sort=number&dir=desc" },
  { kind: "purchase-orders", path: "/purchase-orders", exportPath: "/resources/export/purchase-orders", query: "sort=number&dir=desc" },
  { kind: "products", path: "/products", exportPath: "/products/export", query: "sort=code&dir=desc" },
] as const;

describe("a list's screen and its Excel export show the same columns in the same order", () => {
  for (const list of LISTS) {
    it(list.kind, async () => {
      const page = await get(`${list.path}?${list.query}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("Content-Type")).toContain("text/html");
      const screen = readTable(await page.text());
      expect(screen.headers.length).toBeGreaterThan(5);
      expect(screen.rows.length).toBeGreaterThan(0);
      expect(screen.rows.every((cells) => cells.length === screen.headers.length)).toBe(true);

      const file = await get(`${list.exportPath}?${list.query}`);
      expect(file.status).toBe(200);
      const sheet = await readWorkbook(file);
      const header = sheet.getRow(1);
      const workbookHeaders = Array.from({ length: header.cellCount }, (_, i) => String(header.getCell(i + 1).value ?? ""));
      expect(workbookHeaders).toEqual(screen.headers);
      // The same sort: the screen's first row is the file's first row (its number or name, which the screen may follow with a note).
      expect(screen.rows[0][0].startsWith(String(sheet.getRow(2).getCell(1).value))).toBe(true);
    });
  }
});

import type { LoaderFunctionArgs } from "@remix-run/node";
import ExcelJS from "exceljs";
import { db } from "#db/client.server";
import { loader as exportLoader } from "~/routes/_portal.products.export";
import { createWebSession } from "~/services/auth-session.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { useDemoData } from "../support/seed";

/**
 * Issue 18: the last English words on Indonesian screens and files: the catalogue's Excel cells, the document
 * named in a workflow refusal, the organisation's dependents, the sandbox outcomes. English stays as it was.
 */

useDemoData();

const sql = db().$client;
const setLanguage = (userId: string, language: "id" | "en" | null) => sql.prepare("update users set language = ? where id = ?").run(language, userId);

async function cookieFor(userId: string) {
  const headers = await createWebSession(new Request("http://localhost/login"), userId);
  return headers.get("Set-Cookie")!.split(";")[0];
}

async function productSheet(language: "id" | "en") {
  setLanguage("usr-super-admin", language);
  try {
    const request = new Request("http://localhost/products/export?sort=code", { headers: { Cookie: await cookieFor("usr-super-admin") } });
    const response = await exportLoader({ request, params: {}, context: freshLoadContext() } as LoaderFunctionArgs);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(1);
    const headers = Array.from({ length: header.cellCount }, (_, i) => String(header.getCell(i + 1).value));
    const column = (name: string) => {
      const index = headers.indexOf(name) + 1;
      expect(index, `${name} in ${headers.join(", ")}`).toBeGreaterThan(0);
      return Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(index));
    };
    return { sheet, headers, column };
  } finally {
    setLanguage("usr-super-admin", null);
  }
}

describe("the product catalogue's Excel export", () => {
  it("writes its words in Bahasa Indonesia for an Indonesian reader, and keeps numbers typed", async () => {
    const { sheet, column } = await productSheet("id");
    expect(sheet.name).toBe("Produk");
    const payments = column("Pembayaran").map((c) => String(c.value));
    expect(payments).toContain("Internal");
    expect(payments.filter((p) => p.startsWith("MPS")).every((p) => /^MPS · (Sandbox|Produksi)$/.test(p))).toBe(true);
    const periodes = new Set(column("Penomoran PO").map((c) => String(c.value)));
    expect([...periodes].every((p) => ["Harian", "Bulanan", "Tahunan"].includes(p)), [...periodes].join()).toBe(true);
    const signers = column("Penanda tangan invoice").map((c) => String(c.value));
    expect(signers).not.toContain("System (bypass)");
    expect(signers).not.toContain("None");
    const terms = column("Jangka waktu");
    expect(terms.every((c) => typeof c.value === "number")).toBe(true);
    expect(terms[0].numFmt).toBe('0 "hr"');
    expect(column("Biaya admin").every((c) => typeof c.value === "number")).toBe(true);
  });

  it("keeps the English file as it was", async () => {
    const { sheet, column } = await productSheet("en");
    expect(sheet.name).toBe("Products");
    expect(column("Payment").map((c) => String(c.value))).toContain("Internal");
    expect(new Set(column("PO numbering").map((c) => String(c.value))).size).toBeGreaterThan(0);
    expect(column("PO numbering").every((c) => ["Daily", "Monthly", "Yearly"].includes(String(c.value)))).toBe(true);
    expect(column("Terms")[0].numFmt).toBe('0 "d"');
  });
});

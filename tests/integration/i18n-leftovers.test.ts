import type { LoaderFunctionArgs } from "@remix-run/node";
import ExcelJS from "exceljs";
import { db } from "#db/client.server";
import { FINEST_OUTCOME_INFO, FINEST_OUTCOMES } from "~/integrations/accounting/catalogue";
import { TAX_OUTCOME_INFO, TAX_OUTCOMES } from "~/integrations/tax-authority/catalogue";
import { translateMessage } from "~/lib/server-message";
import enAdmin from "~/locales/en/admin";
import { addSandboxRule, clearSandboxRules } from "~/models/sandbox-rules.server";
import * as sandboxRoute from "~/routes/_portal.admin.sandbox";
import * as exportRoute from "~/routes/resources.export.$kind";
import { readTransaction } from "~/models/transaction.server";
import { topCompany } from "~/models/organisation.server";
import { loader as exportLoader } from "~/routes/_portal.products.export";
import { createWebSession } from "~/services/auth-session.server";
import { translatorFor } from "~/services/i18n.server";
import { approveInvoice } from "~/services/invoices.server";
import { deleteOrgNode } from "~/services/organisation.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { workflow } from "~/services/workflows.server";
import { as } from "../support/factories";
import { refusal } from "../support/refusal";
import { testBuild, useServedBuild } from "../support/http";
import { useDemoDocuments } from "../support/seed";

/**
 * Issue 18: the last English words on Indonesian screens and files: the catalogue's Excel cells, the document
 * named in a workflow refusal, the organisation's dependents, the sandbox outcomes. English stays as it was.
 */

useDemoDocuments();

const served = useServedBuild(
  testBuild({
    "routes/_portal.admin.sandbox": { path: "admin/sandbox", module: sandboxRoute },
    "routes/resources.export.$kind": { path: "resources/export/:kind", module: exportRoute },
  }),
  { user: "usr-super-admin" },
);

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

type Translate = (key: string, values?: Record<string, string>) => string;
const messagesIn = (language: "id" | "en") => translatorFor(language, "messages") as unknown as Translate;
const firstId = (query: string) => (sql.prepare(query).get() as { id: string } | undefined)?.id;

describe("the document named in a workflow refusal", () => {
  it("shows an approved invoice's refusal in Bahasa Indonesia, name, state and verb included; English is unchanged", async () => {
    const id = firstId("select id from invoices where status_invoice = 'approved' and invoice_number is not null order by id limit 1")!;
    const refused = await refusal(() => approveInvoice(as("usr-super-admin"), id, { message: "late", skumNo: "", skumRelease: "" }));
    expect(refused.status).toBe(409);
    // The API keeps the English text (spec sections 8 and 9).
    expect(refused.message).toMatch(/^Invoice INV-\S+ was already approved by .+ at .+, so "approve" is no longer possible\.$/);
    const number = /^Invoice (\S+)/.exec(refused.message)![1];
    const shown = translateMessage(messagesIn("id"), refused.message);
    expect(shown).toMatch(new RegExp(`^Invoice ${number} sudah disetujui oleh .+ pada .+, jadi "setujui" tidak dapat dilakukan lagi\\.$`));
    expect(translateMessage(messagesIn("en"), refused.message)).toBe(refused.message);
  });

  it("names every kind of document in Bahasa Indonesia, for every name the models give", () => {
    const id = messagesIn("id");
    const en = messagesIn("en");
    const samples: [string, string | undefined][] = [
      ["invoice", firstId("select id from invoices where invoice_number is not null limit 1")],
      ["invoice", firstId("select id from invoices where invoice_number is null limit 1")],
      ["billing", firstId("select id from billings where billing_number is not null limit 1")],
      ["billing", firstId("select id from billings where billing_number is null limit 1")],
      ["taxInvoice", firstId("select id from invoices where invoice_number is not null limit 1")],
      ["taxInvoice", firstId("select id from invoices where invoice_number is null limit 1")],
      ["recurring", firstId("select id from recurring_profiles limit 1")],
      ["user", "usr-super-admin"],
    ];
    const names = readTransaction((tx) => samples.filter(([, entity]) => entity).map(([kind, entity]) => workflow().bindings.get(kind)!.describe(tx, entity!)!));
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) {
      const message = `${name} was not found`;
      const shown = translateMessage(id, message);
      expect(shown, name).toMatch(/ tidak ditemukan$/);
      // The name itself is translated: no English document word is left in the Indonesian sentence.
      expect(shown, name).not.toMatch(/\b(of|Billing|draft|The tax invoice|Recurring profile|The account)\b/);
      expect(translateMessage(en, message)).toBe(message);
    }
    expect(translateMessage(id, "Billing draft changed while this was being saved; reload and try again.")).toBe("Draf tagihan berubah saat sedang disimpan; muat ulang lalu coba lagi.");
    expect(translateMessage(id, "The tax invoice of INV-ST-261101-0001 was not found")).toBe("Faktur pajak untuk invoice INV-ST-261101-0001 tidak ditemukan");
    expect(translateMessage(id, "Invoice of BL-ST-261101-0002 was not found")).toBe("Invoice untuk tagihan BL-ST-261101-0002 tidak ditemukan");
  });

  it("carries a value that is not a known phrase as it came (a name typed by a person)", () => {
    expect(translateMessage(messagesIn("id"), "Door 7 was not found")).toBe("Door 7 tidak ditemukan");
  });
});

describe("the organisation's refusal to delete a node with dependents", () => {
  it("lists what hangs on the node in Bahasa Indonesia; the API and English keep the English list", async () => {
    const top = topCompany()!;
    const refused = await refusal(() => deleteOrgNode(as("usr-super-admin"), top.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/^.+ cannot be deleted: \d+ child nodes?(, \d+ users?)?(, \d+ products?)?(,? and \d+ \w+)? hangs? on it\. Move or remove them first\.$/);
    const shown = translateMessage(messagesIn("id"), refused.message);
    expect(shown).toContain(`${top.name} tidak dapat dihapus karena masih memiliki keterkaitan (`);
    expect(shown).toMatch(/\(\d+ node turunan/);
    expect(shown).not.toMatch(/child|users?\b|products?\b|documents?\b| and /);
    expect(translateMessage(messagesIn("en"), refused.message)).toBe(refused.message);
  });

  it("joins several dependents with the reader's words", () => {
    const message = "Divisi X cannot be deleted: 2 child nodes, 1 user, 3 products and 4 documents hang on it. Move or remove them first.";
    expect(translateMessage(messagesIn("id"), message)).toBe(
      "Divisi X tidak dapat dihapus karena masih memiliki keterkaitan (2 node turunan, 1 pengguna, 3 produk dan 4 dokumen). Pindahkan atau hapus keterkaitan tersebut terlebih dahulu.",
    );
    expect(translateMessage(messagesIn("id"), "Unit Y cannot be deleted: 1 user hangs on it. Move or remove them first.")).toContain("(1 pengguna)");
    expect(translateMessage(messagesIn("en"), message)).toBe(message);
  });
});

describe("the sandbox panels' outcomes", () => {
  async function panel(language: "id" | "en") {
    setLanguage("usr-super-admin", language);
    try {
      const response = await served.get("/admin/sandbox");
      const html = await response.text();
      expect(response.status, html.slice(0, 300)).toBe(200);
      return html.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/&gt;/g, ">");
    } finally {
      setLanguage("usr-super-admin", null);
    }
  }

  beforeAll(() => {
    addSandboxRule({ system: "tax-authority", outcome: "duplicateRefId", remaining: 2 });
    addSandboxRule({ system: "accounting", outcome: "customerUndefined", remaining: 1 });
  });
  afterAll(() => {
    clearSandboxRules("tax-authority");
    clearSandboxRules("accounting");
  });

  it("names every outcome in Bahasa Indonesia: buttons, effects, the rules' badges", async () => {
    const html = await panel("id");
    for (const text of ["Berhasil: nomor faktur diberikan", "Ditolak: \"Document's returned with notes\" + catatan peninjau", "invoice tetap disetujui, status_faktur galat, dapat diminta ulang", "Ref Id ganda", "Laporan berikutnya: Tercatat: nomor dokumen diberikan", "pelanggan tidak terdaftar"]) {
      expect(html).toContain(text);
    }
    for (const english of ["Success: faktur number assigned", "Rejected: \"Document's returned with notes\"", "retry allowed", ">duplicateRefId<", ">customerUndefined<", "Booked: document number assigned"]) {
      expect(html).not.toContain(english);
    }
    expect(html).not.toContain("⟦");
  });

  it("keeps the English panel as it was (the catalogue's labels and the outcomes' ids)", async () => {
    const html = await panel("en");
    for (const text of ["Success: faktur number assigned", "Duplicate: 'Ref Id Invoice … has already been taken.'", ">duplicateRefId<", ">customerUndefined<", "Next report: Booked: document number assigned"]) {
      expect(html).toContain(text);
    }
    for (const o of TAX_OUTCOMES) expect(enAdmin.sandbox.outcomes.tax[o]).toEqual({ name: o, label: TAX_OUTCOME_INFO[o].label, effect: TAX_OUTCOME_INFO[o].effect });
    for (const o of FINEST_OUTCOMES) expect(enAdmin.sandbox.outcomes.finest[o]).toEqual({ name: o, label: FINEST_OUTCOME_INFO[o].label, effect: FINEST_OUTCOME_INFO[o].effect });
  });

  it("translates finest's refusals shown in its recent reports", () => {
    expect(translateMessage(messagesIn("id"), "Customer C-1 is not defined in company code 1000")).toBe("Pelanggan C-1 tidak terdaftar di kode perusahaan 1000");
    expect(translateMessage(messagesIn("id"), "Cost element value 5100 is not allowed")).toBe("Nilai cost element 5100 tidak diizinkan");
  });
});

describe("the document lists' Excel exports", () => {
  async function listSheet(kind: string, language: "id" | "en") {
    setLanguage("usr-super-admin", language);
    try {
      const response = await served.get(`/resources/export/${kind}`);
      expect(response.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const header = sheet.getRow(1);
      const headers = Array.from({ length: header.cellCount }, (_, i) => String(header.getCell(i + 1).value));
      const status = headers.indexOf("Status") + 1; // the same word in both languages
      const statuses = Array.from({ length: sheet.rowCount - 2 }, (_, i) => sheet.getRow(i + 2).getCell(status).value as string | null);
      return { sheet, headers, statuses };
    } finally {
      setLanguage("usr-super-admin", null);
    }
  }

  it.each([
    ["billings", "Tagihan"],
    ["purchase-orders", "Pesanan pembelian"],
  ])("%s: the sheet, the headers and the statuses follow the reader's language", async (kind, sheetName) => {
    const id = await listSheet(kind, "id");
    const en = await listSheet(kind, "en");
    expect(id.sheet.name).toBe(sheetName);
    expect(id.headers).toHaveLength(en.headers.length);
    expect(id.headers.filter((h, i) => h !== en.headers[i]).length).toBeGreaterThan(en.headers.length / 2);
    expect(id.statuses.filter(Boolean).length).toBeGreaterThan(0);
    const englishWords = new Set(en.statuses.filter(Boolean));
    expect(id.statuses.filter((s) => s && englishWords.has(s))).toEqual([]);
    expect(String(id.sheet.getRow(id.sheet.rowCount).getCell(1).value)).toMatch(/^Total \(\d+ baris\)$/);
  });
});

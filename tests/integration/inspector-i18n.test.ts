import { db } from "#db/client.server";
import * as jobs from "~/routes/_portal.admin.jobs";
import * as machine from "~/routes/_portal.admin.machines.$id";
import * as machines from "~/routes/_portal.admin.machines._index";
import * as menu from "~/routes/_portal.admin.menu";
import { testBuild, useServedBuild } from "../support/http";
import { useDemoDocuments } from "../support/seed";

/**
 * The machines, the machine inspector, the Jobs page and the menu editor in Bahasa Indonesia (issue 18): a user whose
 * profile says "id" gets them in Indonesian with no key left untranslated (⟦…⟧), the title too, while the machines'
 * state and event ids stay as they are.
 */

useDemoDocuments();

const served = useServedBuild(
  testBuild({
    "routes/_portal.admin.machines._index": { path: "admin/machines", module: machines },
    "routes/_portal.admin.machines.$id": { path: "admin/machines/:id", module: machine },
    "routes/_portal.admin.jobs": { path: "admin/jobs", module: jobs },
    "routes/_portal.admin.menu": { path: "admin/menu", module: menu },
  }),
  { user: "usr-super-admin" },
);

const sql = db().$client;
const setLanguage = (language: "id" | "en" | null) => sql.prepare("update users set language = ? where id = 'usr-super-admin'").run(language);
const invoiceNumber = () => (sql.prepare("select invoice_number as n from invoices where invoice_number is not null order by id limit 1").get() as { n: string }).n;

afterAll(() => setLanguage(null));

async function page(path: string) {
  const response = await served.get(path);
  const html = await response.text();
  expect(response.status, `${path}: ${html.slice(0, 300)}`).toBe(200);
  return html;
}

describe("the administration's machines, jobs and menu in Bahasa Indonesia", () => {
  beforeAll(() => setLanguage("id"));

  it.each([
    ["machines", (): string => "/admin/machines", ["<title>Mesin · Digimon</title>", "Mesin terdaftar", "Instans per status", "Faktur pajak", "Instans macet"]],
    ["invoice machine", (): string => "/admin/machines/invoice", ["<title>Mesin Invoice · Digimon</title>", "Telusuri langkah pada salinan", "Evaluasi peristiwa", "Status invoiced", "invoice.approve", "Diagram status mesin Invoice"]],
    ["an instance", (): string => `/admin/machines/invoice?entity=${encodeURIComponent(invoiceNumber())}`, ["Log transisi", "Putar ulang", "Terapkan sungguhan", "Saya mengerti bahwa ini mengubah invoice"]],
    ["a simulation from a chosen state", (): string => "/admin/machines/taxInvoice?state=error", ["status error", "Status simulasi"]],
    ["a session machine", (): string => "/admin/machines/session", ["Mesin Berakhirnya sesi", "Alur ini tidak disimpan"]],
    ["jobs", (): string => "/admin/jobs", ["<title>Job · Digimon</title>", "Jalankan sekarang", "Permintaan faktur pajak", "setiap 5 dtk", "Eksekusi job"]],
    ["menu editor", (): string => "/admin/menu", ["<title>Editor menu · Digimon</title>", "Pratinjau sebagai peran", "Gambar produk", "Entri menu"]],
    ["menu entry form", (): string => "/admin/menu?edit=new", ["Entri baru", "Peran yang melihatnya", "Tingkat teratas"]],
  ] as const)("the %s", async (_name, path, texts) => {
    const html = await page(path());
    expect(html).toContain('lang="id"');
    expect(html).not.toContain("⟦");
    for (const text of texts) expect(html).toContain(text);
  });

  it("answers a missing instance in the reader's language", async () => {
    const html = await page("/admin/machines/invoice?entity=INV-XX-000000-0000");
    expect(html).toContain("Tidak ada instans invoice yang cocok dengan");
  });
});

import { dbRow, e2eDb, expect, signInAs, test } from "./fixtures";

/**
 * Issue 23: a product owner drafts a contract with its signed document and submits it; legal verifies it and, signed
 * and started, it is active at once. A billing of a product that requires a verified BAST is refused until its PO's
 * BAST is verified, then issued.
 */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

function run(sql: string, ...args: unknown[]) {
  const db = e2eDb();
  try {
    db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}

test("an owner submits a signed contract and legal verifies it", async ({ page }) => {
  const legal = dbRow<{ email: string }>("select u.email from users u join user_roles r on r.user_id = u.id where r.role_id = 'role-legal' and u.status = 'active' order by u.id limit 1").email;
  const company = dbRow<{ name: string }>("select name from companies where status = 'approved' order by cast(id as integer) limit 1").name;
  const number = `PKS/E2E/${Date.now().toString().slice(-7)}`;

  await signInAs(page, "owner@digimon.test");
  await page.goto("/contracts");
  await expect(page.getByRole("heading", { level: 1, name: /^(Contracts|Kontrak)$/ })).toBeVisible();
  await page.getByRole("link", { name: /^(New contract|Kontrak baru)$/ }).click();
  await page.getByLabel(/^(Number|Nomor)/).fill(number);
  await page.getByLabel(/^(Title|Judul)/).fill("Kerja sama layanan Smart Tenant");
  await page.getByLabel(/^(Kind|Jenis)/).selectOption("pks");
  await page.getByLabel(/^(Value \(Rp\)|Nilai \(Rp\))/).fill("150.000.000");
  await page.getByLabel(/^(Start date|Tanggal mulai)/).fill("2026-01-01");
  await page.getByLabel(/^(End date|Tanggal berakhir)/).fill("2025-12-31"); // before the start: refused beside the field
  // Issue 23: the product is picked from the owner's products; with JavaScript the form refreshes its POs at once.
  await page.getByLabel(/^(Product|Produk)$/).selectOption("prd-st");
  await expect(page).toHaveURL(/refresh=productId/);
  await page.getByLabel(company, { exact: true }).check();
  await page.getByLabel(/^(Signed document|Dokumen bertanda tangan)/).setInputFiles({ name: "pks-signed.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: /^(Save draft|Simpan draf)$/ }).click();
  await expect(page.getByText(/The end date cannot be before the start date|Tanggal berakhir tidak boleh sebelum tanggal mulai/)).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/contract-new-error.png", fullPage: true });
  await page.getByLabel(/^(End date|Tanggal berakhir)/).fill("2027-12-31");
  await page.getByLabel(/^(Signed document|Dokumen bertanda tangan)/).setInputFiles({ name: "pks-signed.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: /^(Save draft|Simpan draf)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  await expect(page.getByTestId("record-documents")).toContainText("pks-signed.pdf");
  await page.getByRole("button", { name: /^(Submit to legal|Ajukan ke legal)$/ }).click();
  await expect(page.getByTestId("record-history")).toContainText(/submitted|diajukan/);
  const url = new URL(page.url()).pathname;

  await signInAs(page, legal);
  await page.goto("/contracts?status=submitted");
  await page.getByRole("link", { name: number, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/contract-submitted.png", fullPage: true });
  await page.getByRole("button", { name: /^(Verify|Verifikasi)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByTestId("record-history")).toContainText(/active|aktif/);
  await page.screenshot({ path: "/tmp/shots/contract-active.png", fullPage: true });
  await page.goto("/contracts");
  await expect(page.getByTestId("contracts-table")).toContainText(number);
  await page.screenshot({ path: "/tmp/shots/contracts-list.png", fullPage: true });
});

test("a billing refused for want of a verified BAST is issued once its PO's BAST is verified", async ({ page }) => {
  // A draft billing with a PO, of a product the owner belongs to; the product is made to require a verified BAST.
  const draft = dbRow<{ id: string; poId: string; productId: string; config: string }>(
    `select b.id, b.po_id as poId, b.product_id as productId, p.config from billings b join products p on p.id = b.product_id
     join product_members m on m.product_id = b.product_id join users u on u.id = m.user_id
     where b.status = 'draft' and b.po_id is not null and u.email = 'owner@digimon.test'
       and not exists (select 1 from basts t where t.po_id = b.po_id and t.status = 'verified') order by b.created_at limit 1`,
  );
  run("update products set config = json_set(config, '$.billing_requires_bast', 'yes') where id = ?", draft.productId);
  try {
    await signInAs(page, "owner@digimon.test");
    await page.goto(`/billings/${draft.id}`);
    await page.getByRole("button", { name: /^(Issue|Terbitkan)/ }).first().click();
    await expect(page.getByText(/no verified BAST|belum memiliki BAST terverifikasi/)).toBeVisible();
    await page.screenshot({ path: "/tmp/shots/billing-refused-bast.png", fullPage: true });

    await page.goto(`/bast/new?poId=${draft.poId}`);
    await expect(page.getByRole("heading", { level: 1, name: /^(New BAST|BAST baru)$/ })).toBeVisible();
    await page.getByLabel(/^(What was delivered|Yang diserahkan)/).fill("All licences of the order, installed and accepted");
    await page.getByLabel(/^(Signed document|Dokumen bertanda tangan)/).setInputFiles({ name: "bast-signed.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.screenshot({ path: "/tmp/shots/bast-new.png", fullPage: true });
    await page.getByRole("button", { name: /^(Save draft|Simpan draf)$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^BAST-\d{4}-\d{6}$/ })).toBeVisible();
    await page.getByRole("button", { name: /^(Submit for verification|Ajukan untuk verifikasi)$/ }).click();
    await page.getByRole("button", { name: /^(Verify|Verifikasi)$/ }).click();
    await expect(page.getByTestId("record-history")).toContainText(/verified|terverifikasi/);
    await page.screenshot({ path: "/tmp/shots/bast-verified.png", fullPage: true });

    await page.goto(`/billings/${draft.id}`);
    await page.getByRole("button", { name: /^(Issue|Terbitkan)/ }).first().click();
    await expect(page.getByText(/no verified BAST|belum memiliki BAST terverifikasi/)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: /^BL-/ })).toBeVisible();
    await page.screenshot({ path: "/tmp/shots/billing-issued-after-bast.png", fullPage: true });
    await page.goto("/bast");
    await page.screenshot({ path: "/tmp/shots/bast-list.png", fullPage: true });
  } finally {
    run("update products set config = ? where id = ?", draft.config, draft.productId);
  }
});

import { type Browser, type Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, signInAs, test } from "./fixtures";
import { DEMO, spareUser, withDb } from "./shell-helpers";

/**
 * Issue 18: the main flows in Bahasa Indonesia, as an Indonesian finance user meets them. The other suites read
 * English (fixtures.ts chooses it); here the visitor chooses Bahasa Indonesia on the sign-in page, and the users
 * have chosen it in their profile (written to the database, then set back so the English suites are untouched).
 */
test.describe.configure({ timeout: 180_000 });

function setLanguage(emails: string[], language: "id" | "en" | null) {
  withDb((db) => {
    const update = db.prepare("update users set language = ?, updated_at = ? where email = ?");
    for (const email of emails) update.run(language, new Date().toISOString(), email);
  });
}

/** Indonesian on the page: the language declared, no raw key, and the text given. */
async function expectIndonesian(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  expect(await page.locator("body").innerText()).not.toContain("⟦");
}

async function indonesianPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: "id-ID", timezoneId: "Asia/Jakarta" });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

test("masuk dengan kata sandi dan kode OTP: halaman, e-mail kode dan portal dalam Bahasa Indonesia", async ({ page }) => {
  const email = spareUser("member", 4);
  setLanguage([email], "id");
  try {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Bahasa Indonesia" }).click();
    await expectIndonesian(page);
    await expect(page.getByRole("heading", { level: 1, name: "Masuk ke Digimon" })).toBeVisible();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Kata sandi").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Masukkan kode OTP Anda" })).toBeVisible();

    // The code e-mail is written in the user's language: its subject is Indonesian.
    const mailbox = await page.context().newPage();
    const message = mailbox.getByRole("listitem").filter({ hasText: `Kepada ${email}` }).filter({ hasText: "Kode masuk Digimon" }).first();
    await expect(async () => {
      await mailbox.goto("/dev/mail");
      await expect(message).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const code = /(\d{6})/.exec(await message.getByRole("heading").innerText())![1];
    await mailbox.close();

    await page.getByLabel("Kode OTP").fill(code);
    await page.getByRole("button", { name: "Verifikasi dan masuk" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectIndonesian(page);
    await expect(page.getByRole("navigation").first()).toBeVisible();
  } finally {
    setLanguage([email], null);
  }
});

test("pemilik produk membuat PO dan menerbitkan tagihan; penanda tangan menyetujui invoice, semuanya dalam Bahasa Indonesia", async ({ browser }) => {
  setLanguage([DEMO.owner, DEMO.signer], "id");
  try {
    const owner = await indonesianPage(browser, DEMO.owner);
    await owner.goto("/purchase-orders/new");
    await expectIndonesian(owner);
    await owner.getByLabel("Produk", { exact: true }).selectOption({ label: "ST · Smart Tenant" });
    await owner.getByLabel(/^Nama pelanggan$/i).fill("PT Bahasa Nusantara");
    await owner.getByLabel(/^NPWP pelanggan$/i).fill("01.234.567.8-901.000");
    await owner.getByLabel(/^Alamat pelanggan$/i).fill("Jl. Medan Merdeka Barat No. 12, Jakarta Pusat 10110");
    await owner.getByLabel(/^E-mail pelanggan$/i).fill("keuangan@nusantara.test");
    await owner.getByLabel("Item 1", { exact: true }).fill("Langganan platform");
    await owner.getByLabel("Jumlah 1", { exact: true }).fill("3");
    await owner.getByLabel("Harga satuan 1 (Rp)").fill("2.500.000");
    await owner.getByRole("button", { name: "Buat PO" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: /^PO-ST-\d{6}-\d{4}$/ })).toBeVisible();
    await expect(owner.getByRole("table", { name: "Rincian barang/jasa" })).toContainText("Rp 7.500.000");
    await expectIndonesian(owner);

    await owner.getByRole("link", { name: "Buat tagihan" }).click();
    await owner.getByRole("button", { name: "Buat draf" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Draf tagihan" })).toBeVisible();
    await expect(owner.getByLabel("Rincian harga")).toContainText("Rp 7.500.000");
    await owner.getByRole("button", { name: "Terbitkan tagihan" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: /^BL-ST-\d{6}-\d{4}$/ })).toBeVisible();
    await expectIndonesian(owner);

    const signer = await indonesianPage(browser, DEMO.signer);
    await signer.goto("/invoices/inbox");
    await expectIndonesian(signer);
    await signer.getByRole("link", { name: /PT Bahasa Nusantara/ }).first().click();
    await expect(signer.getByRole("heading", { level: 1, name: /^Invoice untuk BL-ST-/ })).toBeVisible();
    await signer.getByLabel("Catatan persetujuan").fill("Sesuai kontrak dan BAST");
    await signer.getByLabel("Nomor SKUM").fill("SKUM-ST-0123");
    await signer.getByRole("button", { name: "Setujui invoice" }).click();
    await expect(signer.getByRole("heading", { level: 1, name: /^INV-ST-\d{6}-\d{4}$/ })).toBeVisible();
    await expect(signer.getByText(/^Disetujui oleh /).first()).toBeVisible();
    await expectIndonesian(signer);
    await signer.screenshot({ path: "/tmp/shots/invoice-approved-id.png", fullPage: true });

    // The invoice list, filtered the Indonesian way: the status filter offers the statuses in Bahasa Indonesia.
    await signer.goto("/invoices");
    await expectIndonesian(signer);
    await expect(signer.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
  } finally {
    setLanguage([DEMO.owner, DEMO.signer], null);
  }
});

test("bahasa dipilih di profil: halaman berikutnya dalam bahasa itu, dan kembali lagi", async ({ page }) => {
  const email = spareUser("member", 5);
  try {
    await signInAs(page, email);
    await page.goto("/profile");
    // Without a stored choice the user reads the portal default (English in this suite's server).
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByLabel("Language", { exact: true }).selectOption("id");
    await page.getByRole("button", { name: "Save language" }).click();
    await expectIndonesian(page);
    await expect(page.getByRole("button", { name: "Simpan bahasa" })).toBeVisible();
    await page.getByLabel("Bahasa", { exact: true }).selectOption("en");
    await page.getByRole("button", { name: "Simpan bahasa" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: "Save language" })).toBeVisible();
  } finally {
    setLanguage([email], null);
  }
});

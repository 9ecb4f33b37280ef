import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 23: a product owner writes a quotation and submits it; the product's signer approves it with the customer's
 * signed document (a plain multipart form); the owner turns it into a purchase order in one step and sees the PO,
 * which links back to the quotation. A second conversion is no longer offered. Choosing a partner company fills the
 * customer's NPWP and address, with JavaScript at once and without it through the "Fill from company" button.
 */
const SIGNED_PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

test("a quotation is written, approved with the signed document and turned into a purchase order", async ({ page }) => {
  const customer = `PT Pelanggan Penawaran ${Date.now().toString().slice(-6)}`;
  await signInAs(page, "owner@digimon.test");
  await page.goto("/quotations");
  await expect(page.getByRole("heading", { level: 1, name: /^(Quotations|Penawaran harga)$/ })).toBeVisible();
  await page.getByRole("link", { name: /^(New quotation|Penawaran baru)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^(New quotation|Penawaran baru)$/ })).toBeVisible();

  await page.getByLabel(/^(Customer name|Nama Pelanggan)/).fill(customer);
  // Choosing the partner company fills the customer's NPWP and address from its record at once (a fetcher).
  const npwp = page.getByLabel(/^(Customer NPWP|NPWP Pelanggan)/);
  await expect(npwp).toHaveValue("");
  await page.getByLabel(/^(Partner company|Perusahaan mitra)/).selectOption({ index: 1 });
  await expect(npwp).toHaveValue(/^\d{15,16}$/);
  await expect(page.getByLabel(/^(Customer address|Alamat Pelanggan)/)).not.toHaveValue("");
  await expect(page.getByLabel(/^(Customer name|Nama Pelanggan)/)).toHaveValue(customer);
  await page.screenshot({ path: "/tmp/shots/quotation-company-filled.png", fullPage: true });
  await page.getByLabel(/^(Customer address|Alamat Pelanggan)/).fill("Jl. M.H. Thamrin No. 1, Jakarta Pusat 10310");
  await page.getByLabel(/^Item 1/).fill("Smart Tenant licence");
  await page.getByLabel(/^(Description|Deskripsi) 1/).fill("Per unit, one year");
  await page.getByLabel(/^(Quantity|Jumlah) 1/).fill("3");
  await page.getByLabel(/^(Unit price|Harga satuan) 1/).fill("1.234.567");
  await page.screenshot({ path: "/tmp/shots/quotation-new.png", fullPage: true });
  await page.getByRole("button", { name: /^(Save draft|Simpan draf)$/ }).click();

  const heading = page.getByRole("heading", { level: 1, name: /^QUO-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.trim();
  const quotationUrl = new URL(page.url()).pathname;
  // 3 x Rp 1.234.567 = Rp 3.703.701 before PPN, priced as a billing would be.
  await expect(page.getByLabel(/^(Pricing breakdown|Rincian harga)/)).toContainText("3.703.701");
  await expect(page.getByTestId("quotation-summary")).toContainText(/draft|draf/i);
  const pdf = await page.request.get(await page.getByRole("link", { name: /PDF/ }).getAttribute("href") ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  await page.getByRole("button", { name: /^(Submit for approval|Ajukan persetujuan)$/ }).click();
  await expect(page.getByTestId("quotation-summary")).toContainText(/submitted|diajukan/i);
  await page.screenshot({ path: "/tmp/shots/quotation-submitted.png", fullPage: true });

  // The signer of the owner's products approves: without the signed document the form says so beside the field.
  await signInAs(page, "signer@digimon.test");
  await page.goto(quotationUrl);
  await page.getByRole("button", { name: /^(Approve|Setujui)$/ }).click();
  await expect(page.getByText(/Attach the signed quotation|Lampirkan penawaran yang sudah ditandatangani/)).toBeVisible();
  await page.getByLabel(/^(Signed quotation|Penawaran bertanda tangan)/).setInputFiles({ name: "penawaran-ttd.pdf", mimeType: "application/pdf", buffer: SIGNED_PDF });
  await page.getByLabel(/^(Approval note|Catatan persetujuan)/).fill("Ditandatangani direktur pelanggan");
  await page.getByRole("button", { name: /^(Approve|Setujui)$/ }).click();
  await expect(page.getByTestId("quotation-summary")).toContainText(/approved|disetujui/i);
  await expect(page.getByRole("link", { name: "penawaran-ttd.pdf" })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/quotation-approved.png", fullPage: true });

  // The owner turns it into a purchase order in one step and lands on the PO.
  await signInAs(page, "owner@digimon.test");
  await page.goto(quotationUrl);
  await page.getByRole("button", { name: /^(Turn into a purchase order|Jadikan pesanan pembelian)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^PO-[A-Z]{2}-\d{6}-\d{4}$/ })).toBeVisible();
  await expect(page.getByText(customer).first()).toBeVisible();
  await expect(page.getByText("3.703.701").first()).toBeVisible();
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/quotation-po.png", fullPage: true });

  await page.getByRole("link", { name: number }).click();
  await expect(page.getByTestId("quotation-summary")).toContainText(/converted|dipesan/i);
  await expect(page.getByRole("button", { name: /^(Turn into a purchase order|Jadikan pesanan pembelian)$/ })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/shots/quotation-converted.png", fullPage: true });

  await page.goto("/quotations?status=converted");
  await expect(page.getByTestId("quotations-table")).toContainText(number);
  await page.screenshot({ path: "/tmp/shots/quotations-list.png", fullPage: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Fill from company button fills the customer's NPWP and address, keeping what was typed", async ({ page }) => {
    await signInAs(page, "owner@digimon.test");
    await page.goto("/quotations/new");
    await page.getByLabel(/^(Customer name|Nama Pelanggan)/).fill("PT Tanpa Skrip");
    await page.getByLabel(/^Item 1/).fill("Integration");
    await page.getByLabel(/^(Partner company|Perusahaan mitra)/).selectOption({ index: 1 });
    await page.getByRole("button", { name: /^(Fill from company|Isi dari perusahaan)$/ }).click();
    await expect(page.getByLabel(/^(Customer NPWP|NPWP Pelanggan)/)).toHaveValue(/^\d{15,16}$/);
    await expect(page.getByLabel(/^(Customer address|Alamat Pelanggan)/)).not.toHaveValue("");
    await expect(page.getByLabel(/^(Customer name|Nama Pelanggan)/)).toHaveValue("PT Tanpa Skrip");
    await expect(page.getByLabel(/^Item 1/)).toHaveValue("Integration");
    // Nothing else is judged yet: no field error on the lines or the price.
    await expect(page.getByText(/^(Enter the|Isi )/)).toHaveCount(0);
    await page.screenshot({ path: "/tmp/shots/quotation-company-filled-nojs.png", fullPage: true });
  });
});

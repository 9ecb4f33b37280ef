import { e2eDb, expect, signInAs, test } from "./fixtures";

/**
 * Issue 21: a super admin (who did not create the billing) replaces an approved invoice whose faktur was granted with
 * a corrected one (buyer name), approves the replacement, and sees its replacement tax invoice: fgPengganti 1 under
 * the old serial ("Faktur Pajak Normal-Pengganti"), while the old invoice shows replaced.
 */
function invoiceWithFaktur() {
  const db = e2eDb();
  try {
    const row = db
      .prepare(
        `select i.id, json_extract(i.tax_invoice, '$.data.nomorFaktur') as serial from invoices i join billings b on b.id = i.billing_id
         where i.status_invoice = 'approved' and i.status_faktur = 'received' and i.replaced_by_invoice_id is null
         and json_extract(i.tax_invoice, '$.data.nomorFaktur') is not null and (b.created_by is null or b.created_by <> 'usr-super-admin')
         order by i.created_at desc limit 1`,
      )
      .get() as { id: string; serial: string } | undefined;
    if (!row) throw new Error("The e2e seed has no approved invoice with a received faktur");
    return row;
  } finally {
    db.close();
  }
}

test("replace an approved invoice, approve the replacement, see the replacement tax invoice", async ({ page }) => {
  test.setTimeout(120_000);
  const original = invoiceWithFaktur();
  await signInAs(page, "super.admin@digimon.test");

  await page.goto(`/invoices/${original.id}`);
  await page.getByRole("link", { name: /Replace with a corrected invoice|Ganti dengan invoice koreksi/ }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${original.id}/replace$`));
  const name = `PT Koreksi E2E ${Date.now().toString().slice(-6)}`;
  await page.getByLabel(/^(Buyer name|Nama pembeli)/).fill(name);
  await page.getByLabel(/^(Why it is replaced|Alasan penggantian)/).fill("Nama pembeli salah");
  await page.getByRole("button", { name: /Create the corrected invoice|Buat invoice koreksi/ }).click();

  await expect(page).not.toHaveURL(new RegExp(`/invoices/${original.id}`));
  const replacementUrl = page.url();
  await page.getByRole("button", { name: /^(Approve|Setujui)/ }).click();
  await expect(page.getByText(/^(approved|disetujui)$/i).first()).toBeVisible();

  // The tax-polling job submits and polls the replacement; the sandbox answers within seconds.
  await expect(async () => {
    await page.goto(`${replacementUrl}/tax-invoice`);
    await expect(page.getByText(/Faktur Pajak Normal-Pengganti/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  await expect(page.getByText(original.serial).first()).toBeVisible();

  await page.goto(`/invoices/${original.id}`);
  await expect(page.getByText(/^(replaced|diganti)$/i).first()).toBeVisible();
});

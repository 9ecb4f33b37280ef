import type { Page } from "@playwright/test";
import { e2eDb, expect, signInAs, test } from "./fixtures";

/**
 * Issue 21: a super admin (who did not create the billing) replaces an approved invoice whose faktur was granted with
 * a corrected one (buyer name), approves the replacement, and sees its replacement tax invoice: fgPengganti 1 under
 * the old serial ("Faktur Pajak Normal-Pengganti"), while the old invoice shows replaced.
 */
/** An invoice waiting for approval, with a tax invoice, whose billing the super admin did not create. */
function invoiceToApprove() {
  const db = e2eDb();
  try {
    const row = db
      .prepare(
        `select i.id from invoices i join billings b on b.id = i.billing_id
         where i.status_invoice = 'invoiced' and i.send_tax = 1 and (b.created_by is null or b.created_by <> 'usr-super-admin')
         order by i.created_at desc limit 1`,
      )
      .get() as { id: string } | undefined;
    if (!row) throw new Error("The e2e seed has no invoice waiting for approval with a tax invoice");
    return row;
  } finally {
    db.close();
  }
}

const serialOf = (invoiceId: string) => {
  const db = e2eDb();
  try {
    return (db.prepare("select json_extract(tax_invoice, '$.data.nomorFaktur') as serial from invoices where id = ?").get(invoiceId) as { serial: string | null }).serial ?? "";
  } finally {
    db.close();
  }
};

/** The tax-polling job submits and polls; the sandbox answers within seconds. */
async function waitForFaktur(page: Page, url: string, text: RegExp) {
  await expect(async () => {
    await page.goto(`${url}/tax-invoice`);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
}

test("replace an approved invoice, approve the replacement, see the replacement tax invoice", async ({ page }) => {
  test.setTimeout(240_000);
  const original = invoiceToApprove();
  await signInAs(page, "super.admin@digimon.test");
  // First the original is approved and its faktur granted.
  await page.goto(`/invoices/${original.id}`);
  await page.getByRole("button", { name: /^(Approve|Setujui)/ }).click();
  await waitForFaktur(page, `/invoices/${original.id}`, /Faktur Pajak Normal$/);
  const serial = serialOf(original.id);
  expect(serial).toMatch(/^\d{13}$/);

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

  await waitForFaktur(page, replacementUrl, /Faktur Pajak Normal-Pengganti/);
  await expect(page.getByText(serial).first()).toBeVisible();

  await page.goto(`/invoices/${original.id}`);
  await expect(page.getByText(/^(replaced|diganti)$/i).first()).toBeVisible();
});

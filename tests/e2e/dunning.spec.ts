import { e2eDb, expect, signInAs, test } from "./fixtures";

/**
 * Issue 21, dunning: a product owner sets Smart Tenant's reminder schedule on the product's edit page (a bad one is
 * refused with a field error first), then pauses the reminders of one of its approved, unpaid invoices with a
 * reason, and sees the pause and its reason on the invoice's timeline; then resumes them.
 */

/** An approved, not fully paid Smart Tenant invoice whose reminders are not paused. */
function chasedInvoice(): string {
  const db = e2eDb();
  try {
    const row = db
      .prepare(
        `select i.id from invoices i where i.product_id = 'prd-st' and i.status_invoice = 'approved' and i.status_paid <> 'paid'
         and not exists (select 1 from dunning_pauses p where p.invoice_id = i.id and p.resumed_at is null) order by i.created_at desc limit 1`,
      )
      .get() as { id: string } | undefined;
    if (!row) throw new Error("The e2e seed has no approved, unpaid Smart Tenant invoice");
    return row.id;
  } finally {
    db.close();
  }
}

test("a product owner sets a reminder schedule and pauses one invoice's reminders with a reason", async ({ page }) => {
  const invoiceId = chasedInvoice();
  await signInAs(page, "owner@digimon.test");

  await page.goto("/products/prd-st/edit");
  const settings = page.getByRole("form", { name: /Payment reminders \(dunning\)|Pengingat pembayaran \(penagihan\)/ });
  const steps = settings.getByLabel(/^(Reminder days|Hari pengingat)/);
  await steps.fill("0, 7, 7");
  await settings.getByRole("button", { name: /Save reminders|Simpan pengingat/ }).click();
  await expect(page.getByText(/strictly increasing|naik berurutan/).first()).toBeVisible();

  await page.getByRole("form", { name: /Payment reminders \(dunning\)|Pengingat pembayaran \(penagihan\)/ }).getByLabel(/^(Reminder days|Hari pengingat)/).fill("-3, 0, 10, 21");
  await page.getByRole("button", { name: /Save reminders|Simpan pengingat/ }).click();
  await expect(page.getByText(/Reminder schedule saved|Jadwal pengingat disimpan/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^(Reminder days|Hari pengingat)/)).toHaveValue("-3, 0, 10, 21");

  await page.goto(`/invoices/${invoiceId}`);
  await expect(page.getByText(/D-3, D\+0, D\+10, D\+21/)).toBeVisible();
  const reason = `Customer promised to pay on Friday (${Date.now().toString().slice(-6)})`;
  await page.getByLabel(/^(Reason|Alasan)$/).fill(reason);
  await page.getByRole("button", { name: /^(Pause reminders|Jeda pengingat)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${invoiceId}$`));
  const timeline = page.getByRole("list", { name: /^(Timeline|Riwayat)$/ });
  const entry = timeline.getByRole("listitem").filter({ hasText: /Reminders paused|Pengingat dijeda/ }).filter({ hasText: reason });
  await expect(entry).toBeVisible();

  await page.getByRole("button", { name: /^(Resume reminders|Lanjutkan pengingat)$/ }).click();
  await expect(timeline.getByRole("listitem").filter({ hasText: /Reminders resumed|Pengingat dilanjutkan/ }).first()).toBeVisible();

  // Back to the default schedule for the other specs.
  await page.goto("/products/prd-st/edit");
  await page.getByLabel(/^(Reminder days|Hari pengingat)/).fill("-7, 0, 7, 14, 30");
  await page.getByRole("button", { name: /Save reminders|Simpan pengingat/ }).click();
  await expect(page.getByText(/Reminder schedule saved|Jadwal pengingat disimpan/).first()).toBeVisible();
});

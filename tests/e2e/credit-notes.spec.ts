import { e2eDb, expect, signInAs, test } from "./fixtures";

/**
 * Issue 21: a credit note issued. The signer of Smart Tenant (not the billing's maker) cancels an approved invoice
 * with a credit note from its page; the credit note is numbered, the invoice shows canceled, and the credit note
 * is listed on /credit-notes.
 */
test("a credit note issued", async ({ page }) => {
  // An approved Smart Tenant invoice whose billing is unpaid and below the second-approval amount, with no credit note yet.
  const db = e2eDb();
  const invoice = db
    .prepare(
      `select i.id, i.invoice_number as number from invoices i join billings b on b.id = i.billing_id join products p on p.id = i.product_id
       where i.status_invoice = 'approved' and b.status_paid = 'unpaid' and b.paid_amount = 0 and p.product_code = 'ST' and b.created_by <> 'usr-signer'
       and b.final_price <= 100000000 and not exists (select 1 from credit_notes c where c.invoice_id = i.id) order by i.created_at desc limit 1`,
    )
    .get() as { id: string; number: string } | undefined;
  db.close();
  test.skip(!invoice, "the demo data has no approved, unpaid Smart Tenant invoice");
  await signInAs(page, "signer@digimon.test");
  await page.goto(`/invoices/${invoice!.id}`);
  await page.getByLabel(/Reason for the credit note|Alasan nota kredit/).fill("Customer terminated the contract");
  await page.getByRole("button", { name: /Cancel with credit note|Batalkan dengan nota kredit/ }).click();
  await expect(page).toHaveURL(/\/credit-notes\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/CN-ST-\d{6}-\d{4}/);
  await page.getByRole("link", { name: invoice!.number }).first().click();
  await expect(page.getByText(/canceled|dibatalkan/i).first()).toBeVisible();
  await page.goto("/credit-notes");
  await expect(page.getByTestId("credit-note-row").first()).toContainText(invoice!.number);
});

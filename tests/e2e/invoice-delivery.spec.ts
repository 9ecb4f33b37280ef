import { e2eDb, expect, signInAs, test } from "./fixtures";

// Issue 20: an approved invoice reaches its customer by e-mail, with its PDFs; in sandbox mode the mail lands in the
// sandbox mailbox (/dev/mail), which a person opens on the server itself (the e2e portal runs on localhost).
test.describe.configure({ timeout: 120_000 });

/** A seeded invoice of Smart Tenant still waiting for approval, and its customer's address. */
function invoicedInvoice(): { id: string; customerEmail: string } {
  const db = e2eDb();
  try {
    const row = db
      .prepare(
        "select i.id, b.to_party as toParty from invoices i join billings b on b.id = i.billing_id where i.product_id = 'prd-st' and i.status_invoice = 'invoiced' and i.replaced_by_invoice_id is null and i.send_email = 1 order by i.created_at desc, i.id limit 1",
      )
      .get() as { id: string; toParty: string } | undefined;
    if (!row) throw new Error("No invoiced Smart Tenant invoice to approve");
    return { id: row.id, customerEmail: (JSON.parse(row.toParty) as { email: string }).email };
  } finally {
    db.close();
  }
}

test("approving an invoice e-mails the customer the invoice PDF, found in the sandbox mailbox", async ({ page }) => {
  const { id, customerEmail } = invoicedInvoice();
  await signInAs(page, "signer@digimon.test");
  await page.goto(`/invoices/${id}`);
  await page.getByLabel("Approval message").fill("Sesuai kontrak");
  await page.getByRole("button", { name: "Approve invoice" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^INV-[A-Z]{2}-\d{6}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.trim();

  // The outbox sends it within seconds of the approval; the invoice page then says to whom.
  const delivery = page.getByText(new RegExp(`^Delivered to .*${customerEmail.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expect(async () => {
    await page.reload();
    await expect(delivery).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  // The seed's own notifications can bury it among the newest fifty: the customer's messages only.
  await page.goto(`/dev/mail?to=${encodeURIComponent(customerEmail)}`);
  const mail = page.getByRole("listitem").filter({ hasText: `Invoice ${number}` }).filter({ hasText: customerEmail }).first();
  await expect(mail).toBeVisible();
  await expect(mail.getByText(/transfer/i).first()).toBeVisible();
  const attachments = mail.getByRole("list", { name: "Attachments" });
  const pdfLink = attachments.getByRole("link", { name: new RegExp(`^Invoice_${number}\\.pdf \\(\\d+ KB\\)$`) });
  await expect(pdfLink).toBeVisible();
  await expect(attachments.getByRole("link", { name: /^Billing_BL-.*\.pdf/ })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(`Invoice_${number}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
});

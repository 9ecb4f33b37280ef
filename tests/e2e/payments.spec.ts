import { makeStatementCsv } from "~/services/bank-statements/fixtures";
import { e2eDb, expect, signInAs, test } from "./fixtures";

/**
 * Issue 20: a settlement user imports a bank statement whose credit equals an issued billing's amount due (with its
 * unique code) and sees the billing's invoice turn paid; then matches an ambiguous credit by hand in the queue.
 * Written by the screens' helper and not run by it (the lead runs the e2e suite).
 */
const ACCOUNT = "1220007788990"; // Smart Tenant's Mandiri account (db/seed/products.ts)
/** A billing's amount due, as the matching computes it, over the billings table named `alias`. */
const due = (alias: string) => `(case when ${alias}.include_pph then ${alias}.final_price_with_pph else ${alias}.final_price end)`;

/** An issued, unpaid billing paid into the account whose amount due no other open billing has; and one to match by hand. */
function billingsToPay() {
  const db = e2eDb();
  try {
    const rows = db
      .prepare(
        `select b.id, ${due("b")} as due, (select i.id from invoices i where i.billing_id = b.id order by i.created_at desc limit 1) as invoiceId
         from billings b where b.status = 'issued' and b.status_paid = 'unpaid' and json_extract(b.bank, '$.account_number') = ?
         and (select count(*) from billings o where o.status = 'issued' and o.status_paid = 'unpaid' and ${due("o")} = ${due("b")}) = 1
         and exists (select 1 from invoices i where i.billing_id = b.id) order by b.created_at desc limit 2`,
      )
      .all(ACCOUNT) as { id: string; due: number; invoiceId: string }[];
    if (rows.length < 2) throw new Error("The e2e seed has fewer than two open Smart Tenant billings with a unique amount due");
    return rows;
  } finally {
    db.close();
  }
}

test("a settlement user imports a statement, sees the invoice paid, and matches a credit by hand", async ({ page }) => {
  const [auto, manual] = billingsToPay();
  const stamp = Date.now().toString().slice(-8);
  const csv = makeStatementCsv(
    "mandiri",
    [
      { date: "2026-11-25", description: "TRF DARI PELANGGAN", reference: `FTE2E${stamp}A`, credit: auto!.due },
      // One rupiah more than the other billing: no exact match, so it waits in the queue.
      { date: "2026-11-25", description: "TRF TANPA REFERENSI", reference: `FTE2E${stamp}B`, credit: manual!.due + 1 },
    ],
    { account: ACCOUNT },
  );
  await signInAs(page, "settlement@digimon.test");

  await page.goto("/payments/import");
  await page.getByLabel(/Statement file|Berkas rekening koran/).setInputFiles({ name: "mandiri.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: /^(Import|Impor)$/ }).click();
  await expect(page.getByTestId("import-added")).toHaveText("2");
  await expect(page.getByTestId("import-matched")).toHaveText("1");
  await expect(page.getByTestId("import-unmatched")).toHaveText("1");

  await page.goto(`/invoices/${auto!.invoiceId}`);
  await expect(page.getByText(/^(paid|lunas|dibayar)$/i).first()).toBeVisible();

  await page.goto("/payments/unmatched");
  const row = page.getByTestId("waiting-payment").filter({ hasText: `FTE2E${stamp}B` });
  await row.getByRole("link", { name: /Match|Cocokkan/ }).click();
  await page.getByLabel(/^(Amount|Nominal)$/).fill(String(manual!.due));
  await page.getByRole("button", { name: /^(Search|Cari)$/ }).click();
  const billing = page.getByTestId("open-billing").first();
  await billing.getByRole("textbox").fill(String(manual!.due + 1));
  await page.getByRole("button", { name: /Match the amounts entered|Cocokkan nominal yang diisi/ }).click();
  await expect(page).toHaveURL(/\/payments\/[^/]+$/);
  await expect(page.getByTestId("allocations")).toBeVisible();
  await page.getByTestId("allocations").getByRole("link").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${manual!.invoiceId}`));
});

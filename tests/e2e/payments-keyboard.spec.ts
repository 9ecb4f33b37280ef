import { makeStatementCsv } from "~/services/bank-statements/fixtures";
import { expect, signInAs, test } from "./fixtures";
import { pressUntil, skipToContent } from "./keyboard-helpers";
import { whenLive, withDb } from "./shell-helpers";

/**
 * Issue 20 by keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys; no mouse), with the focus visible at every
 * stop: import a statement, filter the payments list, open a payment, match its credit by hand in the queue, and
 * un-match it with a reason. Only the file is chosen without the keyboard (a file chooser is the system's dialog).
 */
test.describe.configure({ timeout: 60_000 });

const ACCOUNT = "1220007788990"; // Smart Tenant's Mandiri account (db/seed/products.ts)
const due = (alias: string) => `(case when ${alias}.include_pph then ${alias}.final_price_with_pph else ${alias}.final_price end)`;

/** An issued, unpaid Smart Tenant billing with an invoice, whose amount due no other open billing has. */
function openBilling() {
  return withDb((db) => {
    const row = db
      .prepare(
        `select b.id, b.billing_number as number, ${due("b")} as due from billings b
         where b.status = 'issued' and b.status_paid = 'unpaid' and b.paid_amount = 0 and json_extract(b.bank, '$.account_number') = ?
         and (select count(*) from billings o where o.status = 'issued' and o.status_paid <> 'paid' and ${due("o")} = ${due("b")}) = 1
         and exists (select 1 from invoices i where i.billing_id = b.id) order by b.created_at limit 1`,
      )
      .get(ACCOUNT) as { id: string; number: string; due: number } | undefined;
    if (!row) throw new Error("The e2e seed has no open Smart Tenant billing with a unique amount due");
    return row;
  });
}

test("import, filter, open, match by hand and un-match a payment, by keyboard", async ({ page }) => {
  const billing = openBilling();
  const reference = `FTKB${Date.now().toString().slice(-9)}`;
  // One rupiah more than the billing asks: no exact match, so the credit waits in the queue.
  const csv = makeStatementCsv("mandiri", [{ date: "2026-11-26", description: "TRF PELANGGAN KEYBOARD", reference, credit: billing.due + 1 }], { account: ACCOUNT });
  await signInAs(page, "settlement@digimon.test");

  // Import: the file is set on its input; the rest is the keyboard.
  await page.goto("/payments/import");
  await whenLive(page);
  await skipToContent(page);
  await page.getByLabel("Statement file").setInputFiles({ name: "mandiri.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await pressUntil(page, page.getByRole("button", { name: "Import", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("import-added")).toHaveText("1");
  await expect(page.getByTestId("import-unmatched")).toHaveText("1");

  // The import's link to its account's payments, then the list's filters: the match status with the arrow keys,
  // the reference typed in the search box (back with Shift+Tab), Enter submits every field.
  await pressUntil(page, page.getByRole("link", { name: "See the payments of this account" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/payments\\?account=${ACCOUNT}$`));
  await whenLive(page);
  const match = page.getByLabel("Match", { exact: true });
  await pressUntil(page, match);
  for (let i = 0; i < 6 && (await match.inputValue()) !== "unmatched"; i++) await page.keyboard.press("ArrowDown");
  await expect(match).toHaveValue("unmatched");
  await pressUntil(page, page.getByLabel("Reference or description"), "Shift+Tab");
  await page.keyboard.type(reference);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]status_match=unmatched/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${reference}`));
  await expect(page).toHaveURL(new RegExp(`[?&]account=${ACCOUNT}`));
  const rows = page.getByTestId("payment-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("unmatched");

  // Open the payment from its row, and take it to the queue.
  const link = rows.first().getByRole("link", { name: reference });
  await pressUntil(page, link);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Payment ${reference}` })).toBeVisible();
  await whenLive(page);
  await pressUntil(page, page.getByRole("link", { name: "Match it in the queue" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/payments\/unmatched\?payment=/);
  await whenLive(page);

  // The queue searches by what is left of the payment; this credit is one rupiah over: search the billing's amount.
  const amount = page.getByLabel("Amount", { exact: true });
  await pressUntil(page, amount);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(String(billing.due));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]amount=${billing.due}`));
  const allocate = page.getByLabel(`Allocate to ${billing.number}`);
  await pressUntil(page, allocate);
  await page.keyboard.type(String(billing.due + 1));
  await pressUntil(page, page.getByRole("button", { name: "Match the amounts entered" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Payment ${reference}` })).toBeVisible();
  await expect(page.getByTestId("allocations")).toContainText(billing.number);
  const stored = () =>
    withDb((db) => ({
      payment: (db.prepare("select status_match as s from payments where reference_no = ?").get(reference) as { s: string }).s,
      billing: (db.prepare("select status as s from billings where id = ?").get(billing.id) as { s: string }).s,
    }));
  expect(stored()).toEqual({ payment: "matched", billing: "paid" });

  // Un-match with a reason: Space presses the button.
  await whenLive(page);
  await pressUntil(page, page.getByLabel("Reason"));
  await page.keyboard.type("Matched to the wrong customer");
  await pressUntil(page, page.getByRole("button", { name: "Un-match" }));
  await page.keyboard.press("Space");
  await expect(page.getByText(/^Reversed by .+: Matched to the wrong customer$/)).toBeVisible();
  expect(stored()).toEqual({ payment: "unmatched", billing: "issued" });
});

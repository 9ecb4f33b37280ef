import { reportCsv } from "~/domain/settlement-report";
import { makeStatementCsv } from "~/services/bank-statements/fixtures";
import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 21: a settlement user imports a gateway settlement report holding one transaction the portal never saw (an
 * "unknown" difference), imports the bank statement whose credit paid the report's net, resolves the difference with
 * a reason, pairs the net with that credit, and settles. The day is long before the seed's data, so no gateway
 * payment of ours is missing from the report; the net is an odd amount no open billing asks for.
 */
const ACCOUNT = "1220007788990"; // Smart Tenant's Mandiri account (db/seed/products.ts)

test("a settlement reconciled with one difference resolved", async ({ page }) => {
  const stamp = Date.now().toString().slice(-8);
  const gross = 10_000 + (Number(stamp) % 89_000);
  const net = gross - 3500;
  const report = reportCsv([{ settlementDate: "2019-01-02", transactionId: `e2e-${stamp}`, orderId: `E2E-${stamp}-1`, channel: "BNI_VA", gross, channelFee: 3500, mpsFee: 0, net }]);
  const statement = makeStatementCsv("mandiri", [{ date: "2019-01-03", description: "MIDTRANS SETTLEMENT", reference: `FTSET${stamp}`, credit: net }], { account: ACCOUNT });
  await signInAs(page, "settlement@digimon.test");

  await page.goto("/payments/import");
  await page.getByLabel(/Statement file|Berkas rekening koran/).setInputFiles({ name: "mandiri.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
  await page.getByRole("button", { name: /^(Import|Impor)$/ }).click();
  await expect(page.getByTestId("import-added")).toHaveText("1");

  await page.goto("/settlements/import");
  await page.getByLabel(/Settlement report \(CSV\)|Laporan settlement \(CSV\)/).setInputFiles({ name: "settlement.csv", mimeType: "text/csv", buffer: Buffer.from(report) });
  await page.getByLabel(/^Gateway$/).fill(`e2e${stamp}`);
  await page.getByRole("button", { name: /^(Import|Impor)$/ }).click();
  await expect(page).toHaveURL(/\/settlements\/[\w-]+$/);
  const difference = page.getByTestId("settlement-difference");
  await expect(difference).toHaveCount(1);
  await expect(difference).toContainText(/Unknown transaction|Transaksi tidak dikenal/);

  await difference.getByLabel(/^(Reason|Alasan)$/).fill("A test transfer by the gateway; confirmed by e-mail");
  await difference.getByRole("button", { name: /^(Resolve|Selesaikan)$/ }).click();
  await expect(page.getByTestId("settlement-difference")).toContainText("A test transfer by the gateway; confirmed by e-mail");

  await page.getByRole("radio", { name: new RegExp(`FTSET${stamp}`) }).check();
  await page.getByRole("button", { name: /Pair with this credit|Pasangkan dengan kredit ini/ }).click();
  await expect(page.getByTestId("settlement-bank-credit")).toContainText(`FTSET${stamp}`);

  await page.getByRole("button", { name: /^Settle$/ }).click();
  await expect(page.getByText(/Settled on|Settled pada/)).toBeVisible();
  await page.goto(`/settlements?status=settled&q=E2E${stamp}`);
  await expect(page.getByTestId("settlement-row")).toHaveCount(1);
});

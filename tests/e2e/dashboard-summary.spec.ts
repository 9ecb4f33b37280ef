import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 22: the summary dashboard on the home page. The period picker changes the figures (a GET form, in the URL);
 * an ageing bucket's count opens the invoice list filtered to that bucket, which shows the same count and balance.
 */
test("the period picker changes the figures, and an ageing bucket opens the same invoices", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto("/");
  const dashboard = page.getByTestId("summary-dashboard");
  await expect(dashboard).toBeVisible();
  const range = page.getByTestId("summary-range");
  const before = await range.textContent();

  // A custom range over the seed's years: the figures and the range line change.
  await page.getByRole("combobox", { name: /^(Period|Periode)$/ }).selectOption("custom");
  await page.getByLabel(/^(From|Dari)$/).fill("2021-01-01");
  await page.getByLabel(/^(To|Sampai)$/).fill("2030-12-31");
  await page.getByRole("button", { name: /^(Apply|Terapkan)$/ }).click();
  await expect(page).toHaveURL(/period=custom/);
  await expect(range).not.toHaveText(before ?? "");
  await expect(page.getByTestId("summary-invoice-note")).not.toHaveText(/^0 /);
  await page.screenshot({ path: "/tmp/shots/dashboard-summary.png", fullPage: true });

  // A refused range says why and shows this month.
  await page.goto("/?period=custom&from=2026-03-10&to=2026-03-01");
  await expect(page.getByRole("alert").filter({ hasText: /range|Rentang|rentang/ })).toBeVisible();

  // The first bucket with invoices: its count link opens the filtered list with the same count.
  await page.goto("/");
  let bucket = "";
  let count = "";
  for (const b of ["over-45", "31-45", "16-30", "1-15", "current"]) {
    const text = (await page.getByTestId(`ageing-${b}-count`).textContent())?.trim() ?? "0";
    if (text !== "0") {
      bucket = b;
      count = text;
      break;
    }
  }
  expect(bucket, "the e2e seed has outstanding invoices").not.toBe("");
  const amount = (await page.getByTestId(`ageing-${bucket}-amount`).textContent())?.trim() ?? "";
  await page.getByTestId(`ageing-${bucket}-count`).click();
  await expect(page).toHaveURL(new RegExp(`/invoices\\?ageing=${bucket}`));
  const total = page.getByTestId("ageing-outstanding");
  await expect(total).toContainText(count);
  await expect(total).toContainText(amount);
  await page.screenshot({ path: "/tmp/shots/invoices-ageing.png", fullPage: true });
});

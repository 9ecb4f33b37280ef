import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 22: the management, sales, AM-performance and payments dashboards render their charts as SVG on the
 * server (so they read without JavaScript), and the period picker changes the figures.
 */
const BOARDS = [
  { path: "/dashboards/management", heading: "Management dashboard", charts: 3 },
  { path: "/dashboards/sales", heading: "Sales dashboard", charts: 3 },
  { path: "/dashboards/am-performance", heading: "AM performance", charts: 2 },
  { path: "/dashboards/payments", heading: "Payments dashboard", charts: 3 },
] as const;

const WIDE = "period=custom&from=2021-01-01&to=2030-12-31";

test("every dashboard draws its charts without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInAs(page, "super.admin@digimon.test");
    for (const board of BOARDS) {
      await page.goto(`${board.path}?${WIDE}`);
      await expect(page.getByRole("heading", { level: 1, name: board.heading, exact: true })).toBeVisible();
      const figures = page.locator("figure[data-chart]");
      await expect(figures).toHaveCount(board.charts);
      // Every chart with figures is an SVG drawn by the server; an empty one says so in words.
      expect(await page.locator("figure[data-chart] svg").count()).toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/shots/nojs-${board.path.split("/").pop()}.png`, fullPage: true });
    }
  } finally {
    await context.close();
  }
});

test("a period change changes the sales figures, and the tooltip shows full rupiah once hydrated", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto(`/dashboards/sales?${WIDE}`);
  const invoiced = page.locator('[data-figure="Invoiced"]');
  const wide = await invoiced.innerText();
  expect(wide).not.toBe("Rp 0");
  await page.screenshot({ path: "/tmp/shots/sales.png", fullPage: true });
  // Hovering a month's bars shows its figures in full.
  const bar = page.locator('figure[data-chart] svg rect[data-value]:not([data-value="0"])').first();
  await bar.hover();
  await expect(page.locator(".pointer-events-none", { hasText: "Rp" }).first()).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill("2000-01-01");
  await page.getByLabel("To", { exact: true }).fill("2000-01-31");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=2000-01-01/);
  await expect(invoiced).toHaveText(/Rp\s0$/);
  for (const board of BOARDS) {
    await page.goto(`${board.path}?period=year`);
    await expect(page.getByRole("heading", { level: 1, name: board.heading, exact: true })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/${board.path.split("/").pop()}.png`, fullPage: true });
  }
});

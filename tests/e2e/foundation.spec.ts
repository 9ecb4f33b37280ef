import { expect, test } from "./fixtures";

test("the sign-in page opens", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to Digimon" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("health answers 200 with the database reachable", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "reachable" });
});

test("an unknown page shows the styled 404 without a stack trace", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("at ");
});

test("a signed-out visitor of a portal page goes to /login and back there after sign-in", async ({ page }) => {
  await page.goto("/notification");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fnotification/);
});

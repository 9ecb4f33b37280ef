import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SignJWT } from "jose";
import { e2eDb, expect, portalDataDir, signInAs, test } from "./fixtures";

/**
 * Issue 23: a support ticket solved. The Smart Tenant owner opens a ticket about a billing from /tickets/new (the
 * customer filled in from the billing), assigns it, comments, solves and closes it; the customer's public form from
 * the invoice e-mail's link opens another. Screenshots of each screen go to /tmp/shots (looked at, not committed).
 */
const shot = (name: string) => ({ path: `/tmp/shots/ticket-${name}.png`, fullPage: true });

function issuedStBilling() {
  const db = e2eDb();
  const row = db
    .prepare(`select b.id, b.billing_number as number from billings b join products p on p.id = b.product_id where p.product_code = 'ST' and b.status = 'issued' and b.billing_number is not null order by b.created_at desc limit 1`)
    .get() as { id: string; number: string } | undefined;
  db.close();
  return row;
}

test("a ticket opened, assigned, commented, solved and closed", async ({ page }) => {
  const billing = issuedStBilling();
  test.skip(!billing, "the demo data has no issued Smart Tenant billing");
  // The ticket's own buttons (inside its forms): a toast's close button is also named "Close".
  const act = (name: RegExp) => page.locator("form").getByRole("button", { name });
  await signInAs(page, "owner@digimon.test");
  await page.goto("/tickets");
  await expect(page.getByTestId("ticket-count-total")).toBeVisible();
  await page.screenshot(shot("list"));
  await page.getByRole("link", { name: /^(New ticket|Tiket baru)$/ }).click();
  await page.getByLabel(/^(Billing number|Nomor tagihan)/).fill(billing!.number);
  await page.getByRole("button", { name: /Look up the billing|Cari tagihan/ }).click();
  await expect(page.getByTestId("ticket-billing-found")).toContainText(billing!.number);
  await page.getByLabel(/^(Title|Judul)/).fill("Virtual account expired early");
  await page.getByLabel(/^(Description|Deskripsi)/).fill("The customer says the VA expired two days before the due date.");
  await page.getByLabel(/^(Priority|Prioritas)/).selectOption("high");
  await page.screenshot(shot("new"));
  await page.getByRole("button", { name: /^(Open ticket|Buka tiket)$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/TCK-\d{4}-\d{6}/);
  await page.getByLabel(/^(Assign to|Tugaskan kepada)/).selectOption({ label: "Dewi Lestari" });
  await act(/^(Assign|Tugaskan)$/).click();
  await expect(page.getByText("Dewi Lestari").first()).toBeVisible();
  await page.getByRole("textbox", { name: /^(Comment|Komentar)/ }).fill("Called the customer; a new VA will be issued.");
  await page.getByRole("button", { name: /^(Add comment|Tambah komentar)$/ }).click();
  await expect(page.getByTestId("ticket-comment")).toContainText("Called the customer");
  // The comment form starts empty again once the comment is in the thread.
  await expect(page.getByRole("textbox", { name: /^(Comment|Komentar)/ })).toHaveValue("");
  await page.getByLabel(/^(Resolution note|Catatan penyelesaian)/).fill("Issued a new virtual account.");
  await act(/^(Solve|Selesaikan)$/).click();
  await expect(act(/^(Close|Tutup)$/)).toBeVisible();
  await act(/^(Close|Tutup)$/).click();
  // Closed: the Close button is gone and only reopening is offered.
  await expect(act(/^(Close|Tutup)$/)).toBeHidden();
  await expect(act(/^(Reopen|Buka kembali)$/)).toBeVisible();
  await page.screenshot(shot("detail"));
});

test("the customer reports a problem from the invoice e-mail's link", async ({ page }) => {
  const billing = issuedStBilling();
  test.skip(!billing, "the demo data has no issued Smart Tenant billing");
  // The link the invoice e-mail carries, made as the server makes it (its generated JWT secret, audience "support").
  const file = path.join(portalDataDir(), "secrets", "jwt_secret");
  const secret = process.env.JWT_SECRET ?? (existsSync(file) ? readFileSync(file, "utf8").trim() : undefined);
  test.skip(!secret, "the e2e server's JWT secret is not known to the test");
  const iat = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({}).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(billing!.id).setAudience("support").setIssuer("digimon").setIssuedAt(iat).setExpirationTime(iat + 3600).sign(new TextEncoder().encode(secret!));
  await page.goto(`/support/${token}`);
  await page.getByLabel(/^(Subject|Perihal)/).fill("Amount is wrong");
  await page.getByLabel(/^(What happened|Apa yang terjadi)/).fill("The invoice doubles the licence fee.");
  await page.screenshot(shot("support"));
  await page.getByRole("button", { name: /^(Send|Kirim)$/ }).click();
  await expect(page.getByRole("status")).toContainText(/TCK-\d{4}-\d{6}/);
  await page.goto("/support/not-a-token");
  await expect(page.getByText(/not valid|tidak sah/)).toBeVisible();
});

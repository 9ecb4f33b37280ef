import { e2eDb, expect, signInAs, test } from "./fixtures";

/**
 * Issue 23: a partner registers their company (they become its first PIC), legal finds it in the list waiting for
 * approval and approves it; the partner then sees it approved, and legal approves the partner as its PIC.
 */

/** An active demo user with the legal role (the generated staff include some). */
function legalEmail(): string {
  const db = e2eDb();
  try {
    const row = db.prepare("select u.email from users u join user_roles r on r.user_id = u.id where r.role_id = 'role-legal' and u.status = 'active' order by u.id limit 1").get() as { email: string } | undefined;
    if (!row) throw new Error("The e2e seed has no active legal user");
    return row.email;
  } finally {
    db.close();
  }
}

test("a partner registers their company and legal approves it", async ({ page }) => {
  const name = `PT Mitra E2E ${Date.now().toString().slice(-6)}`;
  await signInAs(page, "partner@digimon.test");
  await page.goto("/companies");
  await expect(page.getByRole("heading", { level: 1, name: /^(Companies|Perusahaan)$/ })).toBeVisible();
  await page.getByRole("link", { name: /^(Register a company|Daftarkan perusahaan)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^(Register a company|Daftarkan perusahaan)$/ })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/company-new.png", fullPage: true });

  await page.getByLabel(/^(Legal name|Nama resmi)/).fill(name);
  await page.getByLabel(/^(Business category|Kategori usaha)/).fill("Information Technology");
  await page.getByLabel(/^NPWP/).fill("12.345"); // too short: refused beside the field
  await page.getByLabel(/^(Company e-mail|E-mail perusahaan)/).fill("halo@mitra-e2e.co.id");
  await page.getByLabel(/^(Phone|Telepon)/).fill("021 555 0199");
  await page.getByLabel(/^(Street|Jalan)/).fill("Jl. Gatot Subroto No. 52");
  await page.getByLabel(/^(City|Kota)/).fill("Jakarta Selatan");
  await page.getByLabel(/^(Province|Provinsi)/).fill("DKI Jakarta");
  await page.getByLabel(/^(Postal code|Kode pos)/).fill("12950");
  await page.getByRole("button", { name: /^(Register|Daftarkan)$/ }).click();
  await expect(page.getByText(/Give the company's NPWP|Isi NPWP perusahaan/)).toBeVisible();
  await page.getByLabel(/^NPWP/).fill("01.234.567.8-901.000");
  await page.getByRole("button", { name: /^(Register|Daftarkan)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("company-pics")).toContainText("partner@digimon.test");
  const companyUrl = new URL(page.url()).pathname;

  await signInAs(page, legalEmail());
  await page.goto("/companies?status=registered");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/company-detail-registered.png", fullPage: true });
  // A rejection needs a reason: the disclosure opens without JavaScript too.
  await page.getByText(/^(Reject company|Tolak perusahaan)$/).first().click();
  await page.getByRole("button", { name: /^(Reject company|Tolak perusahaan)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${companyUrl}$`));
  await page.getByRole("button", { name: /^(Approve company|Setujui perusahaan)$/ }).click();
  await expect(page.getByTestId("company-history")).toContainText(/Approved|Disetujui/);
  await page.getByRole("button", { name: /^(Approve PIC|Setujui PIC)/ }).first().click();
  await expect(page.getByTestId("company-pics")).toContainText(/Approved|Disetujui/);
  await page.screenshot({ path: "/tmp/shots/company-detail-approved.png", fullPage: true });

  await signInAs(page, "partner@digimon.test");
  await page.goto("/companies");
  await expect(page.getByTestId("companies-table")).toContainText(name);
  await page.screenshot({ path: "/tmp/shots/companies-partner.png", fullPage: true });
  await page.goto(`${companyUrl}/edit`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await page.screenshot({ path: "/tmp/shots/company-edit.png", fullPage: true });
});

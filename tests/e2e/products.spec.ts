import { mkdirSync } from "node:fs";
import { e2eDb, expect as baseExpect, signInAs, test } from "./fixtures";

// The shared test machine is often busy: a page after a save may take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const SHOTS = "/tmp/shots";
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test("the owner creates a product with members and a signer, edits its config and finds it in the list", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "owner@digimon.test");
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Products" }).getByRole("link", { name: "Smart Tenant" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/products-list.png`, fullPage: true });

  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { name: "New product", level: 1 })).toBeVisible();
  await page.getByLabel("Product name").fill("Layanan Uji Coba");
  await page.getByLabel("Product code").fill("lu");
  await page.getByLabel("Description").fill("Trial service for partner onboarding.");

  // The creator is prefilled as owner and member; add the signer as a second member and choose them.
  await expect(page.getByLabel("Owner 1: user", { exact: true })).toHaveValue(/usr-owner/);
  await page.getByRole("button", { name: "Add member" }).click();
  await page.getByLabel("Member 2: user", { exact: true }).selectOption({ label: "Agus Prasetyo · signer@digimon.test" });
  await expect(page.getByRole("group", { name: "Member 2" })).toContainText("ref. 800004");
  await page.getByLabel("Member 2 signs invoices").check();

  // A person typed in with name, e-mail and NIK becomes a pending user with an activation e-mail.
  await page.getByRole("button", { name: "Add operational member" }).click();
  await page.getByLabel("Operational member 1: name").fill("Wahyu Setiawan");
  await page.getByLabel("Operational member 1: e-mail").fill("wahyu.setiawan@partner.test");
  await page.getByLabel("Operational member 1: NIK").fill("3174012345678901");

  await page.getByLabel("Administration fee (Rp)").fill("6.500");
  await page.getByLabel("Account holder").fill("PT Telkom Indonesia (Persero) Tbk");
  await page.getByLabel("Account number").fill("1220007788777");
  await page.getByLabel("Invoice dominant colour").fill("#0e7490");
  await page.screenshot({ path: `${SHOTS}/products-form.png`, fullPage: true });

  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/products\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Layanan Uji Coba", level: 1 })).toBeVisible();
  const people = page.getByRole("region", { name: "People" });
  await expect(people.getByRole("row", { name: /Agus Prasetyo.*Invoice signer/ })).toBeVisible();
  await expect(people.getByRole("row", { name: /Wahyu Setiawan/ })).toContainText("Pending activation");
  await expect(page.getByRole("region", { name: "Configuration" })).toContainText("Rp 6.500");
  await page.screenshot({ path: `${SHOTS}/products-detail.png`, fullPage: true });

  const db = e2eDb();
  try {
    const created = db.prepare("select status, job_position, type from users where email = ?").get("wahyu.setiawan@partner.test");
    expect(created).toEqual({ status: "pending", job_position: "Companion", type: "telkom" });
  } finally {
    db.close();
  }

  await page.getByRole("link", { name: "Edit product" }).click();
  await expect(page.getByRole("heading", { name: "Edit Layanan Uji Coba", level: 1 })).toBeVisible();
  // People come back sorted by name: the signer Agus is now the first member.
  await expect(page.getByLabel("Member 1: user", { exact: true })).toHaveValue("usr-signer");
  await expect(page.getByLabel("Member 1 signs invoices")).toBeChecked();
  await page.getByLabel("PO number period").selectOption("daily");
  await page.getByLabel("Administration fee (Rp)").fill("1.000");
  await page.getByLabel("Payment terms (days)").fill("7");
  await page.getByRole("button", { name: "Save changes" }).click();
  const config = page.getByRole("region", { name: "Configuration" });
  await expect(config).toContainText("Rp 1.000");
  await expect(config).toContainText("Daily");
  await expect(config).toContainText("7 days");

  await page.goto("/products");
  const filters = page.getByRole("search", { name: "Filter products" });
  await filters.getByLabel("Search").fill("uji coba");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=uji\+coba/);
  const row = page.getByRole("table", { name: "Products" }).getByRole("row", { name: /Layanan Uji Coba/ });
  await expect(row).toContainText("LU");
  await expect(row).toContainText("Rp 1.000");
  await expect(row).toContainText("Agus Prasetyo");
});

test("the form shows every problem of a submission at once and writes nothing", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "owner@digimon.test");
  await page.goto("/products/new");
  await page.getByLabel("Product name").fill("Duplikat");
  await page.getByLabel("Product code").fill("ST");
  await page.getByLabel("Account holder").fill("PT Telkom Indonesia (Persero) Tbk");
  await page.getByLabel("Account number").fill("1220007788666");
  await page.getByRole("button", { name: "Create product" }).click();
  // The signer is missing (client side) and, once chosen, the code is taken (server side).
  await expect(page.getByText("Choose the member who signs invoices (or let invoices bypass approval)")).toBeVisible();
  await page.getByLabel("Member 1 signs invoices").check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("ST is already the code of another product")).toBeVisible();
  await expect(page.getByText("The product was not saved")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/products-form-errors.png`, fullPage: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still adds a row and saves", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "owner@digimon.test");
    await page.goto("/products/new");
    await page.getByLabel("Product name").fill("Tanpa Skrip");
    await page.getByLabel("Product code").fill("TS");
    await page.getByLabel("Account holder").fill("PT Telkom Indonesia (Persero) Tbk");
    await page.getByLabel("Account number").fill("1220007788555");
    await page.getByRole("button", { name: "Add member" }).click();
    // The server answered with the form and a new, empty row.
    await expect(page.getByLabel("Member 2: user", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Product name")).toHaveValue("Tanpa Skrip");
    await page.getByLabel("Member 2: user", { exact: true }).selectOption({ label: "Agus Prasetyo · signer@digimon.test" });
    await page.getByLabel("Member 2 signs invoices").check();
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page.getByRole("heading", { name: "Tanpa Skrip", level: 1 })).toBeVisible();
    // Without JavaScript the toast is the server-rendered one, and it stays.
    await expect(page.getByRole("status").filter({ hasText: "Product created" })).toBeVisible();
    await expect(page.getByRole("region", { name: "People" }).getByRole("row", { name: /Agus Prasetyo.*Invoice signer/ })).toBeVisible();
  });
});

test("a member without manage:product cannot open the new-product page", async ({ page }) => {
  await signInAs(page, "member@digimon.test");
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "New product" })).toHaveCount(0);
  await page.goto("/products/new");
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  // Nor can they edit a product they are a member of.
  await page.goto("/products/prd-ac/edit");
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

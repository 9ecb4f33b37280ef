import { expect, signInAs, test } from "./fixtures";

/**
 * Issue 23: staff create a partnership with two partner companies, move it through its phases and sub-phases with a
 * note at each step, approve it into "approved, executing", then extend it (a too-early date is refused beside the
 * field). Every step is a plain form post and lands in the history.
 */
test("a person creates a partnership, moves it to approved and executing, then extends it", async ({ page }) => {
  // Eleven form posts, each a full page load without JavaScript's help: longer than one screen's default budget.
  test.setTimeout(240_000);
  const title = `Smart Kiosk E2E ${Date.now().toString().slice(-6)}`;
  await signInAs(page, "admin@digimon.test");
  await page.goto("/partnerships");
  await expect(page.getByRole("heading", { level: 1, name: /^(Partnerships|Kemitraan)$/ })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/partnerships-list.png", fullPage: true });
  await page.getByRole("link", { name: /^(New partnership|Kemitraan baru)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^(New partnership|Kemitraan baru)$/ })).toBeVisible();

  // Without a partner company the server refuses beside the field.
  await page.getByLabel(/^(Title|Judul)/).fill(title);
  await page.getByLabel(/^(Partnership model|Model kemitraan)/).selectOption({ label: "RS · Revenue Sharing" });
  await page.getByLabel(/^(Category|Kategori)$/).selectOption("strategic");
  await page.getByLabel(/^(Product category|Kategori produk)/).selectOption("Digital Service");
  await page.getByLabel(/^(Division|Divisi)/).selectOption({ index: 1 });
  await page.getByLabel(/^(Initiation|Inisiasi)/).selectOption("outbound");
  await page.getByLabel(/^(Start|Mulai)/).fill("2027-01-01");
  await page.getByLabel(/^(End|Berakhir)$/).fill("2027-12-31");
  await page.getByLabel(/^(The group's revenue share|Bagi hasil grup)/).fill("62,5");
  await page.getByRole("button", { name: /^(Create partnership|Buat kemitraan)$/ }).click();
  await expect(page.getByText(/Choose at least one partner company|Pilih minimal satu perusahaan mitra/)).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/partnership-new-errors.png", fullPage: true });
  const partners = page.getByRole("group", { name: /^(Partner companies|Perusahaan mitra)/ });
  await partners.getByRole("checkbox").nth(0).check();
  await partners.getByRole("checkbox").nth(1).check();
  await page.getByRole("group", { name: /^(Business models|Model bisnis)/ }).getByLabel("Revenue Sharing").check();
  await page.getByRole("button", { name: /^(Create partnership|Buat kemitraan)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("partnership-partners").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("partnership-phase")).toContainText(/Initiation · Screening|Inisiasi · Penyaringan/);

  // Five steps through the sub-phases, each with its note, to negotiation's drafting.
  const notes = ["Worth a proposal", "Proposal sent", "Business case fine", "Legal review done", "Term sheet agreed"];
  for (const note of notes) {
    const form = page.getByRole("form", { name: /^(Move to the next step|Lanjut ke langkah berikutnya)$/ });
    await form.getByLabel(/^(Note|Catatan)/).fill(note);
    await form.getByRole("button").click();
    await expect(page.getByTestId("partnership-history")).toContainText(note);
  }
  await expect(page.getByTestId("partnership-phase")).toContainText(/Negotiation · Drafting|Negosiasi · Penyusunan perjanjian/);
  await page.screenshot({ path: "/tmp/shots/partnership-drafting.png", fullPage: true });

  const approve = page.getByRole("form", { name: /^(Approve: start executing|Setujui: mulai pelaksanaan)$/ });
  await approve.getByLabel(/^(Note|Catatan)/).fill("Signed off by legal");
  await approve.getByRole("button").click();
  await expect(page.getByTestId("partnership-phase")).toContainText(/Executing · Implementation|Pelaksanaan · Implementasi/);
  await expect(page.getByTestId("partnership-history")).toContainText("Signed off by legal");

  // The extension must end later than the current end (31 Dec 2027), with a reason.
  const extend = page.getByRole("form", { name: /^(Extend|Perpanjang)$/ });
  await extend.getByLabel(/^(New end date|Tanggal berakhir baru)/).fill("2027-06-30");
  await extend.getByLabel(/^(Reason for the extension|Alasan perpanjangan)/).fill("A second year agreed");
  await extend.getByRole("button").click();
  await expect(page.getByText(/The new end date must be later than|Tanggal berakhir yang baru harus setelah/)).toBeVisible();
  const again = page.getByRole("form", { name: /^(Extend|Perpanjang)$/ });
  await again.getByLabel(/^(New end date|Tanggal berakhir baru)/).fill("2028-12-31");
  await again.getByLabel(/^(Reason for the extension|Alasan perpanjangan)/).fill("A second year agreed");
  await again.getByRole("button").click();
  await expect(page.getByTestId("partnership-new-ended")).toContainText("2028");
  await expect(page.getByTestId("partnership-history")).toContainText("A second year agreed");
  await page.screenshot({ path: "/tmp/shots/partnership-extended.png", fullPage: true });

  await page.goto("/partnerships?phase=executing&status=approved");
  await expect(page.getByTestId("partnerships-table")).toContainText(title);
});

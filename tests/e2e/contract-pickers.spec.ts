import { audit, failuresSince, findings } from "./a11y-support";
import { dbRow, expect, signInAs, test } from "./fixtures";

/**
 * Issue 23: the contract and BAST forms pick their records from what the person may see. The admin (finance and
 * legal's administrator, who reads every PO and partnership) edits a draft contract choosing a product, one of its
 * POs (found by the search box) and a partnership, and sees the change, before and after, in the audit trail; a
 * product owner creates a BAST by picking its PO, without JavaScript (the GET search narrows the list).
 */
const OWNER = "owner@digimon.test";
const ownersPo = () =>
  dbRow<{ id: string; poNumber: string; productId: string }>(
    `select p.id, p.po_number as poNumber, p.product_id as productId from purchase_orders p join product_members m on m.product_id = p.product_id join users u on u.id = m.user_id
     where u.email = ? order by p.created_at limit 1`,
    OWNER,
  );

test("the admin edits a draft contract, picking its product, PO and partnership, and sees the change in the history", async ({ page }) => {
  const po = ownersPo();
  const company = dbRow<{ name: string }>("select name from companies where status = 'approved' order by cast(id as integer) limit 1").name;
  const partnership = dbRow<{ id: string; title: string }>("select id, title from partnerships order by id limit 1");
  const number = `PKS/PICK/${Date.now().toString().slice(-7)}`;

  // The owner drafts it with its product only.
  await signInAs(page, OWNER);
  await page.goto("/contracts/new");
  await page.getByLabel(/^(Number|Nomor)/).fill(number);
  await page.getByLabel(/^(Title|Judul)/).fill("Kerja sama layanan pilihan");
  await page.getByLabel(/^(Value \(Rp\)|Nilai \(Rp\))/).fill("90.000.000");
  await page.getByLabel(/^(Start date|Tanggal mulai)/).fill("2026-01-01");
  await page.getByLabel(/^(End date|Tanggal berakhir)/).fill("2027-12-31");
  await page.getByLabel(company, { exact: true }).check();
  await page.getByLabel(/^(Product|Produk)$/).selectOption(po.productId);
  await expect(page).toHaveURL(/refresh=productId/);
  // The refresh kept what was typed.
  await expect(page.getByLabel(/^(Title|Judul)/)).toHaveValue("Kerja sama layanan pilihan");
  await page.getByRole("button", { name: /^(Save draft|Simpan draf)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  const contractPath = new URL(page.url()).pathname;

  await signInAs(page, "admin@digimon.test");
  await page.goto(contractPath);
  await page.getByRole("link", { name: /^(Edit|Ubah)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^(Edit|Ubah) ${number.replace(/\//g, "\\/")}$`) })).toBeVisible();
  await expect(page.getByLabel(/^(Product|Produk)$/)).toHaveValue(po.productId);
  // The PO list is the product's; the search box finds the oldest one by its number.
  await page.getByLabel(/^(Find a purchase order|Cari purchase order)$/).fill(po.poNumber);
  await page.getByRole("button", { name: /^(Search purchase orders|Cari purchase order)$/ }).click();
  await expect(page).toHaveURL(/poQ=/);
  // The narrowed list has rendered ("None" and the PO) before a choice is made in it.
  await expect(page.getByLabel(/^(Purchase order)$/).locator("option")).toHaveCount(2);
  await page.getByLabel(/^(Purchase order)$/).selectOption(po.id);
  await page.getByLabel(/^(Find a partnership|Cari kemitraan)$/).fill(partnership.id);
  await page.getByRole("button", { name: /^(Search partnerships|Cari kemitraan)$/ }).click();
  await expect(page).toHaveURL(/partnershipQ=/);
  const like = `%${partnership.id}%`;
  const matching = dbRow<{ n: number }>("select count(*) as n from partnerships p join companies c on c.id = p.company_id where p.id like ? or p.title like ? or c.name like ?", like, like, like).n;
  await expect(page.getByLabel(/^(Partnership|Kemitraan)$/).locator("option")).toHaveCount(matching + 1);
  // The PO chosen before the search is still chosen.
  await expect(page.getByLabel(/^(Purchase order)$/)).toHaveValue(po.id);
  await page.getByLabel(/^(Partnership|Kemitraan)$/).selectOption(partnership.id);
  await page.getByLabel(/^(Value \(Rp\)|Nilai \(Rp\))/).fill("95.000.000");
  const before = findings.length;
  await audit(page, "contract edit (pickers)", "admin", "light/vertical");
  expect(failuresSince(before)).toEqual([]);
  await page.screenshot({ path: "/tmp/shots/pickers-contract-edit.png", fullPage: true });
  await page.getByRole("button", { name: /^(Save changes|Simpan perubahan)$/ }).click();

  await expect(page).toHaveURL(new RegExp(`${contractPath}$`));
  const summary = page.getByTestId("contract-summary");
  await expect(summary).toContainText(po.poNumber);
  await expect(summary).toContainText(partnership.title);
  await expect(page.getByTestId("record-history")).toContainText(/Edited|Diubah/);
  const changes = page.getByTestId("record-changes");
  await expect(changes).toContainText(po.poNumber);
  await expect(changes).toContainText(partnership.title);
  await expect(changes).toContainText(/Rp\s?90\.000\.000/);
  await expect(changes).toContainText(/Rp\s?95\.000\.000/);
  await page.screenshot({ path: "/tmp/shots/pickers-contract-history.png", fullPage: true });

  // Submitted, it can no longer be edited: no link, and the address goes back to the record.
  await page.getByRole("button", { name: /^(Submit to legal|Ajukan ke legal)$/ }).click();
  await expect(page.getByRole("link", { name: /^(Edit|Ubah)$/ })).toHaveCount(0);
  await page.goto(`${contractPath}/edit`);
  await expect(page).toHaveURL(new RegExp(`${contractPath}$`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product owner creates a BAST by picking its PO", async ({ page }) => {
    const po = ownersPo();
    await signInAs(page, OWNER);
    await page.goto("/bast/new");
    await page.getByLabel(/^(What was delivered|Yang diserahkan)/).fill("Licences and on-site training, accepted");
    await page.getByLabel(/^(Find a purchase order|Cari purchase order)$/).fill(po.poNumber);
    await page.getByRole("button", { name: /^(Search purchase orders|Cari purchase order)$/ }).click();
    await expect(page).toHaveURL(/poQ=/);
    // The search re-rendered the form on the server with what was typed, and the list narrowed to the PO.
    await expect(page.getByLabel(/^(What was delivered|Yang diserahkan)/)).toHaveValue("Licences and on-site training, accepted");
    const options = page.getByLabel(/^(Purchase order)$/).locator("option");
    await expect(options).toHaveCount(2); // "None" and the PO
    await page.getByLabel(/^(Purchase order)$/).selectOption(po.id);
    await page.screenshot({ path: "/tmp/shots/pickers-bast-new-nojs.png", fullPage: true });
    await page.getByRole("button", { name: /^(Save draft|Simpan draf)$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^BAST-\d{4}-\d{6}$/ })).toBeVisible();
    await expect(page.getByTestId("bast-summary")).toContainText(po.poNumber);

    // Edited while a draft (still without JavaScript): the change shows in the audit trail.
    await page.getByRole("link", { name: /^(Edit|Ubah)$/ }).click();
    await page.getByLabel(/^(What was delivered|Yang diserahkan)/).fill("Licences, on-site training and the manuals, accepted");
    await page.getByRole("button", { name: /^(Save changes|Simpan perubahan)$/ }).click();
    await expect(page.getByTestId("record-changes")).toContainText("the manuals");
    await page.screenshot({ path: "/tmp/shots/pickers-bast-edited-nojs.png", fullPage: true });
  });
});

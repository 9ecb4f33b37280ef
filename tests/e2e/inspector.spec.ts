import { mkdirSync } from "node:fs";
import { e2eDb, expect, runArrangeScript, signInAs, test } from "./fixtures";

/** The sticky navbar would cover an element scrolled to the top of the viewport. */
const HIDE_STICKY = "header { visibility: hidden !important; }";

type Arranged = { returned: string; reissued: string; approved: string; approvedNumber: string };
let arranged: Arranged;

// Generous: on a busy shared machine each page takes seconds; the steps themselves wait for what they check.
test.describe.configure({ mode: "serial", timeout: 300_000 });

// Invoices with a history, made through the portal's own services against the e2e server's database; then each
// chart is opened once, so the first layout (ELK warming up, tens to hundreds of ms, seconds on a busy machine) is paid here.
test.beforeAll(async ({ browser }) => {
  arranged = runArrangeScript<Arranged>("tests/e2e/inspector.arrange.ts");
  mkdirSync("/tmp/shots", { recursive: true });
  const page = await browser.newPage();
  await signInAs(page, "admin@digimon.test");
  for (const id of ["invoice", "taxInvoice"]) await page.goto(`/admin/machines/${id}`, { timeout: 90_000 });
  await page.close();
});

function stored(entityId: string) {
  const db = e2eDb();
  try {
    return {
      snapshot: db.prepare("select state, version from workflow_snapshots where kind = 'invoice' and entity_id = ?").get(entityId) as { state: string; version: number },
      invoice: db.prepare("select status_invoice as status, invoice_number as number from invoices where id = ?").get(entityId) as { status: string; number: string | null },
      log: db.prepare("select event, via, actor_name as actor from workflow_transitions where kind = 'invoice' and entity_id = ? order by id").all(entityId) as { event: string; via: string; actor: string }[],
    };
  } finally {
    db.close();
  }
}

test("an admin opens the invoice machine, replays an invoice's history, simulates approve then return on a copy, and the invoice is unchanged", async ({ page }) => {
  await signInAs(page, "admin@digimon.test");
  await page.goto("/admin/machines");
  await expect(page.getByRole("heading", { level: 1, name: "Machines" })).toBeVisible();
  const machines = page.getByRole("table", { name: "Registered machines" });
  await expect(machines.getByRole("row", { name: /Tax invoice/ })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/inspector-machines.png", fullPage: true });
  await machines.getByRole("link", { name: "Invoice", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoice machine" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Statechart of the Invoice machine" })).toBeVisible();

  // The returned-and-reissued invoice: three steps to replay.
  await page.getByLabel("Invoice number or id").fill(arranged.returned);
  await page.getByRole("button", { name: "Open instance" }).click();
  const history = page.getByRole("region", { name: "Replay" });
  await expect(history.getByText("Replaying step 3 of 3")).toBeVisible();
  await expect(page.getByRole("table", { name: "Transition log" }).getByRole("row")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "State reissued (current)" })).toBeVisible();

  const steps = history.getByRole("navigation", { name: "Replay steps" });
  await steps.getByRole("link", { name: /^1\. workflow\.start/ }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(history.getByText("Replaying step 1 of 3")).toBeVisible();
  await expect(page.getByRole("link", { name: "State invoiced (current)" })).toBeVisible();
  await steps.getByRole("link", { name: "Next step →" }).click();
  await expect(history.getByText("Replaying step 2 of 3")).toBeVisible();
  await expect(page.getByRole("link", { name: "State returned (current)" })).toBeVisible();
  await expect(page.locator('g[data-transition="invoiced:invoice.return:0"]')).toHaveAttribute("data-tone", "latest");
  await expect(page.locator('g[data-transition="returned:invoice.reissue:0"]')).toHaveAttribute("data-tone", "plain");
  await page.getByRole("figure").screenshot({ path: "/tmp/shots/inspector-invoice.png", style: HIDE_STICKY });
  await steps.getByRole("link", { name: /^3\. invoice\.reissue/ }).click();
  await expect(page.locator('g[data-transition="returned:invoice.reissue:0"]')).toHaveAttribute("data-tone", "latest");

  // The reissued invoice waits in invoiced: step through approve, then return, as the designated signer.
  await page.getByLabel("Invoice number or id").fill(arranged.reissued);
  await page.getByRole("button", { name: "Open instance" }).click();
  await expect(page.getByRole("link", { name: "State invoiced (current)" })).toBeVisible();
  const copy = page.getByRole("region", { name: "Step-through on a copy" });
  await copy.getByLabel("Act as").selectOption("usr-signer");
  await copy.getByRole("button", { name: "Evaluate events" }).click();
  await expect(page).toHaveURL(/as=usr-signer/);
  const events = copy.getByRole("table", { name: "Events in the simulated state" });
  await expect(events.getByRole("row", { name: /invoice\.approve/ })).toContainText("accepted → approved");
  await expect(events.getByRole("row", { name: /invoice\.return/ })).toContainText("blocked by hasMessage");
  await events.getByRole("button", { name: "Simulate invoice.approve" }).click();
  await expect(copy.getByTestId("simulated-state")).toHaveText("approved");
  const simulated = copy.getByRole("list", { name: "Simulated steps" });
  await expect(simulated).toContainText("invoice.approve");
  await expect(simulated).toContainText("as Agus Prasetyo");
  await expect(simulated).toContainText("invoiced → approved");
  await expect(copy.getByText("Would have queued (not run): effect.notify, effect.requestTaxInvoice, effect.deliverInvoice")).toBeVisible();
  // In approved there is no return: the copy goes back one step and returns with a reason instead.
  await expect(events.getByRole("row", { name: /invoice\.return/ })).toHaveCount(0);
  await copy.getByRole("button", { name: "Undo last step" }).click();
  await expect(copy.getByTestId("simulated-state")).toHaveText("invoiced");
  await copy.getByLabel("Message").fill("Nama pelanggan salah");
  await copy.getByRole("button", { name: "Evaluate events" }).click();
  await expect(events.getByRole("row", { name: /invoice\.return/ })).toContainText("accepted → returned");
  await events.getByRole("button", { name: "Simulate invoice.return" }).click();
  await expect(copy.getByTestId("simulated-state")).toHaveText("returned");
  await expect(copy.getByLabel("Simulated context")).toContainText(arranged.reissued);
  await expect(page.getByRole("link", { name: "State returned" })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/inspector-invoice-simulation.png", fullPage: true });

  // Nothing was written: the instance still waits for approval, on the page and in the database.
  await expect(page.getByLabel("Instance", { exact: true }).getByText("invoiced", { exact: true })).toBeVisible();
  expect(stored(arranged.reissued)).toEqual({ snapshot: { state: "invoiced", version: 1 }, invoice: { status: "invoiced", number: null }, log: [{ event: "workflow.start", via: "screen", actor: "Siti Nurhaliza" }] });
  // An admin looks and simulates; applying for real is the super-admin's.
  await expect(page.getByRole("region", { name: "Apply for real" })).toHaveCount(0);
});

test("a super-admin applies a return for real; the log says it came from the inspector", async ({ page }) => {
  await signInAs(page, "super.admin@digimon.test");
  await page.goto(`/admin/machines/invoice?entity=${arranged.reissued}`);
  const apply = page.getByRole("region", { name: "Apply for real" });
  // The guard still holds: no reason, no return.
  await apply.getByLabel(/I understand this changes the real invoice/).check();
  await apply.getByRole("button", { name: "Apply invoice.return for real" }).click();
  await expect(apply.getByRole("alert")).toContainText("a reason is required");
  expect(stored(arranged.reissued).snapshot.state).toBe("invoiced");

  await apply.getByLabel("Message").fill("Alamat pelanggan salah");
  await apply.getByLabel(/I understand this changes the real invoice/).check();
  await apply.getByRole("button", { name: "Apply invoice.return for real" }).click();
  await expect(page.getByRole("link", { name: "State returned (current)" })).toBeVisible();
  const log = page.getByRole("table", { name: "Transition log" });
  await expect(log.getByRole("row").last()).toContainText("invoice.return");
  await expect(log.getByRole("row").last()).toContainText("Rina Kartika");
  await expect(log.getByRole("row").last()).toContainText("inspector");
  expect(stored(arranged.reissued)).toMatchObject({ snapshot: { state: "returned", version: 2 }, invoice: { status: "returned" } });
  expect(stored(arranged.reissued).log.at(-1)).toEqual({ event: "invoice.return", via: "inspector", actor: "Rina Kartika" });
});

test("without JavaScript the chart shows, the replay steps and the step-through still work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID", timezoneId: "Asia/Jakarta" });
  const page = await context.newPage();
  await signInAs(page, "admin@digimon.test");
  await page.goto(`/admin/machines/invoice?entity=${arranged.returned}`);
  await expect(page.getByRole("group", { name: "Statechart of the Invoice machine" })).toBeVisible();
  await page.getByRole("navigation", { name: "Replay steps" }).getByRole("link", { name: /^2\. invoice\.return/ }).click();
  await expect(page.getByText("Replaying step 2 of 3")).toBeVisible();
  // Choosing a state on the chart starts the step-through there.
  await page.getByRole("link", { name: "State invoiced", exact: true }).click();
  const copy = page.getByRole("region", { name: "Step-through on a copy" });
  await expect(copy.getByTestId("simulated-state")).toHaveText("invoiced");
  await copy.getByLabel("Act as").selectOption("usr-super-admin");
  await copy.getByRole("button", { name: "Evaluate events" }).click();
  await copy.getByRole("button", { name: "Simulate invoice.approve" }).click();
  await expect(copy.getByTestId("simulated-state")).toHaveText("approved");
  expect(stored(arranged.returned).snapshot.state).toBe("reissued");
  await context.close();
});

test("a non-admin is sent to /misc/not-authorized", async ({ page }) => {
  await signInAs(page, "member@digimon.test");
  await page.goto("/admin/machines");
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await page.goto("/admin/machines/invoice");
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

test("the tax-invoice chart is legible and finds a tax invoice by its invoice number (screenshot)", async ({ page }) => {
  // Approving queued the tax-invoice request; the outbox worker starts its workflow within seconds.
  await expect
    .poll(() => {
      const db = e2eDb();
      try {
        return (db.prepare("select state from workflow_snapshots where kind = 'taxInvoice' and entity_id = ?").get(arranged.approved) as { state: string } | undefined)?.state ?? null;
      } finally {
        db.close();
      }
    }, { timeout: 120_000 })
    .not.toBeNull();
  await signInAs(page, "admin@digimon.test");
  await page.goto("/admin/machines/taxInvoice");
  await expect(page.getByRole("heading", { level: 1, name: "Tax invoice machine" })).toBeVisible();
  await page.getByLabel("Invoice number or id").fill(arranged.approvedNumber);
  await page.getByRole("button", { name: "Open instance" }).click();
  await expect(page.getByRole("table", { name: "Transition log" })).toContainText("taxInvoice.request");
  const chart = page.getByRole("group", { name: "Statechart of the Tax invoice machine" });
  await expect(chart).toBeVisible();
  for (const state of ["notYet", "requested", "received", "error"]) await expect(page.getByRole("link", { name: new RegExp(`^State ${state}\\b`) })).toBeVisible();
  await page.getByRole("figure").screenshot({ path: "/tmp/shots/inspector-tax-invoice.png", style: HIDE_STICKY });
  await page.screenshot({ path: "/tmp/shots/inspector-tax-invoice-page.png", fullPage: true });
});

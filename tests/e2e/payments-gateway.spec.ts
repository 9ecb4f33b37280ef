import type { Page } from "@playwright/test";
import { expect, runArrangeScript, signInAs, test } from "./fixtures";
import { toastWith, whenLive, withDb } from "./shell-helpers";

/**
 * Issue 20: "a VA billing is paid in the gateway sandbox and the invoice turns paid without a reload of the server".
 * The billings are arranged through the services (payments-gateway.arrange.ts: an mps product's billing issued, its
 * invoice approved, its VA opened); the screens are what is tested: the VA on the billing, the sandbox gateway card
 * paying it, and the invoice page showing the payment, while the one server that started with the suite keeps
 * running (the twin calls the webhook over HTTP; the outbox settles the payment).
 */
type Va = { billingId: string; invoiceId: string; orderId: string; bank: string; vaNumber: string; amount: number };
let arranged: { full: Va; partial: Va };

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The sandbox card lists the gateway's 20 newest orders: let the seed's VAs (opened by the server's outbox after
  // it starts) be made first, so that the two arranged here are among the newest.
  const pending = () => withDb((db) => (db.prepare("select count(*) as n from outbox where effect = 'effect.createGatewayPayment' and done_at is null").get() as { n: number }).n);
  await expect.poll(pending, { timeout: 45_000 }).toBe(0);
  arranged = runArrangeScript<typeof arranged>("tests/e2e/payments-gateway.arrange.ts");
});

const rupiah = (n: number) => new RegExp(`Rp\\s?${n.toLocaleString("id-ID").replaceAll(".", "\\.")}`);
/** The invoice page's "Payments received" card. */
const receivedCard = (page: Page) => page.getByText("Payments received", { exact: true }).locator("xpath=../..");

/** The sandbox gateway card's action on one VA (by its order id). */
async function payInSandbox(page: Page, va: Va, action: "Pay in full" | "Pay half") {
  await page.goto("/admin/sandbox");
  await whenLive(page);
  await page.getByRole("button", { name: `${action}: ${va.orderId}` }).click();
  await expect(toastWith(page, `The notification for ${va.orderId} is on its way to the webhook.`)).toBeVisible();
}

/** Opens the invoice until the webhook's settlement has reached it (the page is loaded again; the server never is). */
async function invoiceShows(page: Page, va: Va, status: string) {
  await expect(async () => {
    await page.goto(`/invoices/${va.invoiceId}`);
    await expect(receivedCard(page).getByText(status, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await whenLive(page);
}

const billingPaid = (id: string) => withDb((db) => db.prepare("select status, status_paid as statusPaid, paid_amount as paid from billings where id = ?").get(id) as { status: string; statusPaid: string; paid: number });

test("the VA is on the billing; paid in full in the gateway sandbox, the invoice shows paid and the payment", async ({ page }) => {
  const va = arranged.full;
  await signInAs(page, "super.admin@digimon.test");
  await page.goto(`/billings/${va.billingId}`);
  await whenLive(page);
  await expect(page.getByText(`${va.bank.toUpperCase()} ${va.vaNumber}`)).toBeVisible();

  await payInSandbox(page, va, "Pay in full");
  await invoiceShows(page, va, "paid");
  const card = receivedCard(page);
  const history = card.getByRole("list", { name: "Payments matched" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText(rupiah(va.amount));
  await expect(history).toContainText(/Payment gateway .+, transaction /);
  expect(billingPaid(va.billingId)).toMatchObject({ status: "paid", statusPaid: "paid", paid: va.amount });
});

test("paid in part in the gateway sandbox, the invoice is partly paid with the balance shown", async ({ page }) => {
  const va = arranged.partial;
  await signInAs(page, "super.admin@digimon.test");
  await payInSandbox(page, va, "Pay half");
  await invoiceShows(page, va, "partly paid");
  const half = Math.floor(va.amount / 2);
  const stored = billingPaid(va.billingId);
  expect(stored).toMatchObject({ status: "issued", statusPaid: "partly paid", paid: half });
  const card = receivedCard(page);
  await expect(card.getByRole("list", { name: "Payments matched" })).toContainText(rupiah(half));
  // The balance row: what is still due after the half received.
  const due = withDb((db) => (db.prepare("select case when include_pph then final_price_with_pph else final_price end as due from billings where id = ?").get(va.billingId) as { due: number }).due);
  await expect(card.getByText("Balance", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText(rupiah(due - half));
});

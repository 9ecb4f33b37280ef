/**
 * The payment gateway's sandbox panel under /admin/sandbox and its webhook, served over real HTTP as server.ts
 * serves them: the panel lists the twin's VAs and pays one, and the twin's notification reaches
 * POST /webhooks/payment-gateway through the Express layer with its raw body intact, so the billing turns paid.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, gatewayOrders } from "#db/schema";
import { useGatewayTransport } from "~/integrations/payment-gateway/sandbox.server";
import * as sandbox from "~/routes/_portal.admin.sandbox";
import * as webhook from "~/routes/webhooks.payment-gateway";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { registerAllEffects } from "~/services/effects.server";
import { drainOutbox } from "~/services/outbox.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, draftInput, poInput } from "../support/factories";
import { respond } from "../support/api";
import { testBuild, useServedBuild } from "../support/http";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());

const served = useServedBuild(
  testBuild({
    "routes/_portal.admin.sandbox": { path: "admin/sandbox", module: sandbox },
    "routes/webhooks.payment-gateway": { path: "webhooks/payment-gateway", module: webhook },
  }),
  { user: "usr-super-admin" },
);

// The twin addresses PUBLIC_URL; here the portal listens on an ephemeral port: same path, real HTTP.
const answers: number[] = [];
beforeEach(() =>
  useGatewayTransport(async (url, init) => {
    const response = await fetch(`${served.origin}${new URL(url).pathname}`, { ...init, redirect: "manual" });
    answers.push(response.status);
    return { status: response.status };
  }),
);
afterEach(() => useGatewayTransport(null));

const drain = async () => {
  for (let i = 0; i < 3; i++) await drainOutbox({ limit: 500 });
};

/** The panel's form POST, through its action as Remix calls it (the page itself is served over HTTP above). */
async function post(form: Record<string, string>) {
  const request = new Request("http://localhost/admin/sandbox", { method: "POST", headers: { Cookie: served.cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) });
  const { response, text } = await respond(sandbox.action as never, request);
  return { status: response.status, text, headers: response.headers };
}

it("lists the twin's VA with its pay buttons, pays it, and the webhook turns the billing paid", async () => {
  const po = createPurchaseOrder(as("usr-owner"), poInput({ productId: "prd-dr" }));
  const { id } = createBillingDraft(as("usr-owner"), po.id, draftInput({ paymentMethod: "virtual_account" }));
  issueBilling(as("usr-owner"), id);
  await drain();
  const billing = () => db().select().from(billings).where(eq(billings.id, id)).get()!;
  const order = db().select().from(gatewayOrders).where(eq(gatewayOrders.billingId, id)).get()!;

  const html = await (await served.get("/admin/sandbox")).text();
  expect(html).toContain("Payment gateway (virtual accounts)");
  expect(html).toContain(order.id);
  expect(html).toContain(billing().va!.number);
  expect(html).toContain(`aria-label="Pay in full: ${order.id}"`);
  const twinId = /name="id" value="([^"]+)"/.exec(html.slice(html.indexOf(order.id)))![1];

  const paid = await post({ intent: "gatewayPay", id: twinId, scenario: "full" });
  expect(paid.status).toBe(302);
  await drain();
  expect(answers.at(-1)).toBe(200);
  expect(billing().statusPaid).toBe("paid");

  // Paying it again is refused with the reason, as a toast: nothing is sent.
  const again = await post({ intent: "gatewayPay", id: twinId, scenario: "full" });
  expect(again.status).toBe(302);
  const sent = answers.length;
  await drain();
  expect(answers).toHaveLength(sent);
  // An unknown scenario is a bad request.
  expect((await post({ intent: "gatewayPay", id: twinId, scenario: "steal" })).status).toBe(400);
});

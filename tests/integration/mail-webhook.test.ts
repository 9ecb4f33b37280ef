/**
 * What became of an invoice's e-mail (issue 20: "bounced or failed sends are visible and retried by the outbox"):
 * Resend's signed notifications at POST /webhooks/mail (good, tampered, unsigned, replayed, duplicated), the bounce
 * shown on the invoice page per recipient, the sandbox's twin taking the same path, a Resend that is down retried
 * with backoff and a permanent refusal not retried, and a resend to a corrected address.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoiceDeliveryRecipients, invoices, mailEvents, outbox } from "#db/schema";
import { getInvoice } from "~/models/invoice.server";
import { action as invoiceAction, loader as invoiceLoader } from "~/routes/_portal.invoices.$id";
import { action as mailboxAction, loader as mailboxLoader } from "~/routes/dev.mail";
import { action as webhookAction } from "~/routes/webhooks.mail";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { createWebSession } from "~/services/auth-session.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { registerAllEffects } from "~/services/effects.server";
import type { DeliveryHistory } from "~/services/invoice-delivery.server";
import { approveInvoice } from "~/services/invoices.server";
import { listSandboxMail, type MailMessage, useMailTransport } from "~/services/mail.server";
import { bounceSandboxMail, mailWebhookSecret, SANDBOX_MAIL_EVENT_EFFECT, sandboxOutcomeFor, signMailWebhook } from "~/services/mail-webhook.server";
import { drainOutbox } from "~/services/outbox.server";
import { closePdfPool } from "~/services/pdf.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { isPermanentStatus, MailSendError, RESEND_API_URL, sendWithResend } from "~/services/resend-client.server";
import { respond } from "../support/api";
import { as, CUSTOMER, draftInput, poInput } from "../support/factories";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());
afterAll(() => closePdfPool());
afterEach(() => useMailTransport(null));

let seq = 0;
async function approvedInvoice(email = `ap${++seq}-${randomUUID().slice(0, 6)}@customer.test`) {
  const po = createPurchaseOrder(as("usr-owner"), poInput({ to: { ...CUSTOMER, email } }));
  const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
  issueBilling(as("usr-owner"), billingId);
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
  await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
  return { invoice: getInvoice(invoice.id)!, email };
}

/** Resend as the transport: every mail gets an id of Resend's shape, and the messages are kept for the test to read. */
function fakeResend() {
  const sent: (MailMessage & { id: string })[] = [];
  useMailTransport(async (m) => {
    const id = randomUUID();
    sent.push({ ...m, id });
    return { accepted: [m.to], rejected: [], id, via: "resend" };
  });
  return sent;
}

const drain = (now?: Date) => drainOutbox({ limit: 500, ...(now ? { now: () => now } : {}) });
const recipientsOf = (invoiceId: string) => db().select().from(invoiceDeliveryRecipients).where(eq(invoiceDeliveryRecipients.invoiceId, invoiceId)).all();
const eventCount = () => db().select().from(mailEvents).all().length;

type Signed = { id?: string; timestamp?: string; signature?: string; body: string };
function signed(event: object, { at = new Date(), id = `msg_${randomUUID()}` } = {}): Signed {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return { id, timestamp, body, signature: signMailWebhook(mailWebhookSecret()!, id, timestamp, body) };
}
const bounced = (emailId: string, to: string) => ({
  type: "email.bounced",
  created_at: new Date().toISOString(),
  data: { email_id: emailId, to: [to], created_at: new Date().toISOString(), bounce: { type: "Permanent", subType: "Suppressed", message: "550 5.1.1 The email account that you tried to reach does not exist." } },
});
const delivered = (emailId: string, to: string) => ({ type: "email.delivered", created_at: new Date().toISOString(), data: { email_id: emailId, to: [to], created_at: new Date().toISOString() } });

type Handler = Parameters<typeof respond>[0];
async function post(n: Signed) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (n.id) headers["svix-id"] = n.id;
  if (n.timestamp) headers["svix-timestamp"] = n.timestamp;
  if (n.signature) headers["svix-signature"] = n.signature;
  const { response, json } = await respond(webhookAction as Handler, new Request("http://localhost/webhooks/mail", { method: "POST", headers, body: n.body }));
  return { status: response.status, json };
}

const cookies = new Map<string, string>();
async function page(userId: string, invoiceId: string, form?: Record<string, string>) {
  if (!cookies.has(userId)) cookies.set(userId, (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0]);
  const request = new Request(`http://localhost/invoices/${invoiceId}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: cookies.get(userId)!, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
  });
  const { response, json } = await respond((form ? invoiceAction : invoiceLoader) as Handler, request, { id: invoiceId });
  return { status: response.status, json, delivery: json.delivery as DeliveryHistory };
}

describe("POST /webhooks/mail (Resend's notifications, signed with Svix)", () => {
  it("applies a correctly signed bounce to the recipient whose mail it names, and the invoice page shows it with the reason", async () => {
    const sent = fakeResend();
    const { invoice, email } = await approvedInvoice();
    await drain();
    const [mail] = sent.filter((m) => m.to === email);
    expect(recipientsOf(invoice.id)).toMatchObject([{ address: email, state: "sent", providerId: mail.id }]);
    expect(await post(signed(delivered(mail.id, email)))).toMatchObject({ status: 200 });
    expect(recipientsOf(invoice.id)[0].state).toBe("delivered");
    expect(await post(signed(bounced(mail.id, email)))).toMatchObject({ status: 200 });
    const shown = await page("usr-owner", invoice.id);
    expect(shown.delivery.attempts[0].states).toMatchObject([{ address: email, state: "bounced", reason: expect.stringContaining("550 5.1.1"), nextTry: null }]);
    expect(shown.delivery.attempts[0].states[0].reason).toContain("Permanent / Suppressed");
  });

  it("refuses a tampered body, a missing signature, and an old or missing timestamp with 401, writing nothing", async () => {
    const sent = fakeResend();
    const { invoice, email } = await approvedInvoice();
    await drain();
    const [mail] = sent.filter((m) => m.to === email);
    const before = eventCount();
    const good = signed(bounced(mail.id, email));
    const tampered = { ...good, body: good.body.replace("550 5.1.1", "250 2.0.0") };
    expect(await post(tampered)).toMatchObject({ status: 401 });
    expect(await post({ ...good, signature: undefined })).toMatchObject({ status: 401 });
    expect(await post({ ...good, signature: "v1,AAAA" })).toMatchObject({ status: 401 });
    expect(await post({ ...good, timestamp: undefined })).toMatchObject({ status: 401 });
    // Signed correctly, but six minutes old: a replay.
    expect(await post(signed(bounced(mail.id, email), { at: new Date(Date.now() - 6 * 60_000) }))).toMatchObject({ status: 401 });
    // Signed with another secret.
    const other = signed(bounced(mail.id, email));
    other.signature = signMailWebhook(`whsec_${Buffer.from("another secret entirely").toString("base64")}`, other.id!, other.timestamp!, other.body);
    expect(await post(other)).toMatchObject({ status: 401 });
    expect(eventCount()).toBe(before);
    expect(recipientsOf(invoice.id)[0].state).toBe("sent");
    // The same notification, untouched, is believed (a rotated secret's list: any v1 entry may match).
    expect(await post({ ...good, signature: `v1,bm90IHRoaXMgb25l ${good.signature}` })).toMatchObject({ status: 200 });
    expect(recipientsOf(invoice.id)[0].state).toBe("bounced");
  });

  it("has one effect however often the same notification is delivered (idempotent on svix-id)", async () => {
    const sent = fakeResend();
    const { invoice, email } = await approvedInvoice();
    await drain();
    const [mail] = sent.filter((m) => m.to === email);
    const notification = signed(delivered(mail.id, email));
    const before = eventCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(notification)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(eventCount()).toBe(before + 1);
    expect(db().select().from(mailEvents).where(eq(mailEvents.id, notification.id!)).get()).toMatchObject({ type: "email.delivered", emailId: mail.id, applied: 1 });
    // A bounce, then the late "delivered" of a second delivery attempt: the bounce stands.
    await post(signed(bounced(mail.id, email)));
    await post(signed(delivered(mail.id, email)));
    expect(recipientsOf(invoice.id)[0].state).toBe("bounced");
  });

  it("keeps a notification that names a mail it does not know, and answers 200 (another mail of the portal)", async () => {
    const id = randomUUID();
    expect(await post(signed(delivered(id, "someone@else.test")))).toMatchObject({ status: 200 });
    expect(db().select().from(mailEvents).where(eq(mailEvents.emailId, id)).get()).toMatchObject({ applied: 0 });
  });
});

describe("the sandbox's bounces take the webhook's path", () => {
  it("bounces Resend's test address bounced@resend.dev through a signed notification, and delivers the others", async () => {
    expect([sandboxOutcomeFor("bounced@resend.dev"), sandboxOutcomeFor("Bounced+x@resend.dev"), sandboxOutcomeFor("complained@resend.dev"), sandboxOutcomeFor("a@b.test")]).toEqual([
      "email.bounced",
      "email.bounced",
      "email.complained",
      "email.delivered",
    ]);
    const { invoice } = await approvedInvoice(`bounced+inv${++seq}@resend.dev`);
    await drain();
    const [recipient] = recipientsOf(invoice.id);
    expect(recipient.state).toBe("sent");
    // The sandbox mailbox holds the mail; its id is the delivery's id.
    expect(listSandboxMail(500).some((m) => m.id === recipient.providerId)).toBe(true);
    const queued = db().select().from(outbox).where(and(eq(outbox.effect, SANDBOX_MAIL_EVENT_EFFECT), eq(outbox.sourceId, recipient.providerId!))).all();
    expect(queued).toHaveLength(1);
    await drain();
    expect(recipientsOf(invoice.id)[0]).toMatchObject({ state: "bounced", reason: expect.stringContaining("sandbox") });
    // Recorded as a notification, like Resend's.
    expect(db().select().from(mailEvents).where(eq(mailEvents.emailId, recipient.providerId!)).all()).toMatchObject([{ type: "email.bounced", applied: 1 }]);
  });

  it("delivers an ordinary address, and the mailbox's Bounce bounces it later", async () => {
    const { invoice, email } = await approvedInvoice();
    await drain();
    await drain();
    const [recipient] = recipientsOf(invoice.id);
    expect(recipient).toMatchObject({ address: email, state: "delivered" });
    // The mailbox (on this machine) offers Bounce on the invoice's mail, and its form bounces it.
    const local = { [CLIENT_ADDRESS_HEADER]: "127.0.0.1" };
    const listed = await respond(mailboxLoader as Handler, new Request(`http://localhost/dev/mail?to=${encodeURIComponent(email)}`, { headers: local }));
    expect(listed.json.bounceable).toEqual([recipient.providerId]);
    const bounce = await respond(mailboxAction as Handler, new Request(`http://localhost/dev/mail?to=${encodeURIComponent(email)}`, { method: "POST", headers: { ...local, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ id: recipient.providerId! }) }));
    expect(bounce.response.status).toBe(302);
    expect((await page("usr-owner", invoice.id)).delivery.attempts[0].states).toMatchObject([{ state: "bounced" }]);
    expect(bounceSandboxMail("no-such-message")).toMatchObject({ status: 404 });
    // Bounced already: no second bounce offered.
    expect((await respond(mailboxLoader as Handler, new Request(`http://localhost/dev/mail?to=${encodeURIComponent(email)}`, { headers: local }))).json.bounceable).toEqual([]);
  });
});

describe("a send that fails", () => {
  it("stays in the outbox while Resend is down (5xx) and is retried with backoff; the page shows the error and the next try", async () => {
    let down = true;
    useMailTransport(async (m) => {
      if (down && m.to.endsWith("@customer.test")) throw new MailSendError("Resend refused the mail (503): Service Unavailable", false, 503);
      return { accepted: [m.to], rejected: [], id: randomUUID(), via: "resend" };
    });
    const { invoice, email } = await approvedInvoice();
    await drain();
    const effect = db().select().from(outbox).where(and(eq(outbox.effect, "effect.deliverInvoice"), eq(outbox.sourceId, invoice.id))).get()!;
    expect(effect).toMatchObject({ doneAt: null, attempts: 1 });
    const shown = await page("usr-owner", invoice.id);
    expect(shown.delivery.attempts[0].states).toMatchObject([{ address: email, state: "failed", reason: expect.stringContaining("503"), nextTry: effect.availableAt }]);
    // Still down at the next try: the backoff grows.
    await drain(new Date(Date.parse(effect.availableAt) + 1000));
    const again = db().select().from(outbox).where(eq(outbox.id, effect.id)).get()!;
    expect(again.attempts).toBe(2);
    expect(Date.parse(again.availableAt) - Date.parse(effect.availableAt)).toBeGreaterThan(15_000);
    down = false;
    await drain(new Date(Date.parse(again.availableAt) + 1000));
    expect(db().select().from(outbox).where(eq(outbox.id, effect.id)).get()!.doneAt).not.toBeNull();
    expect(recipientsOf(invoice.id).map((r) => r.state)).toEqual(["failed", "failed", "sent"]);
  });

  it("does not retry a permanent refusal (Resend 4xx): recorded as refused and the effect is done", async () => {
    let calls = 0;
    useMailTransport(async (m) => {
      // The approval's notifications to staff go through the same transport: only the customer's mail is refused.
      if (!m.to.endsWith("@customer.test")) return { accepted: [m.to], rejected: [] };
      calls++;
      throw new MailSendError("Resend refused the mail (422 validation_error): Invalid `to` field.", true, 422);
    });
    const { invoice } = await approvedInvoice();
    await drain();
    const effect = db().select().from(outbox).where(and(eq(outbox.effect, "effect.deliverInvoice"), eq(outbox.sourceId, invoice.id))).get()!;
    expect(effect.doneAt).not.toBeNull();
    expect(recipientsOf(invoice.id)).toMatchObject([{ state: "refused", reason: expect.stringContaining("422") }]);
    await drain(new Date(Date.now() + 3_600_000));
    expect(calls).toBe(1);
  });

  it("sends only to the recipients still owed a mail when a retry follows a partial failure", async () => {
    const tries: string[] = [];
    useMailTransport(async (m) => {
      if (!m.to.endsWith("@customer.test")) return { accepted: [m.to], rejected: [] };
      tries.push(m.to);
      if (m.to.startsWith("second") && tries.filter((t) => t === m.to).length === 1) throw new Error("connect ETIMEDOUT");
      return { accepted: [m.to], rejected: [], id: randomUUID(), via: "resend" };
    });
    const tag = ++seq;
    const { invoice } = await approvedInvoice(`first${tag}@customer.test, second${tag}@customer.test`);
    await drain();
    await drain(new Date(Date.now() + 60_000));
    expect(tries).toEqual([`first${tag}@customer.test`, `second${tag}@customer.test`, `second${tag}@customer.test`]);
    expect(recipientsOf(invoice.id).map((r) => [r.address, r.state])).toEqual([
      [`first${tag}@customer.test`, "sent"],
      [`second${tag}@customer.test`, "failed"],
      [`second${tag}@customer.test`, "sent"],
    ]);
  });
});

describe("resending a bounced invoice to a corrected address", () => {
  it("sends to the address given on the invoice page, and refuses one that is not an address", async () => {
    const sent = fakeResend();
    const { invoice, email } = await approvedInvoice();
    await drain();
    await post(signed(bounced(sent.find((m) => m.to === email)!.id, email)));
    const corrected = `fixed${++seq}@customer.test`;
    expect((await page("usr-owner", invoice.id, { intent: "resend", to: corrected })).status).toBe(302);
    await drain();
    expect(sent.map((m) => m.to)).toContain(corrected);
    const shown = await page("usr-owner", invoice.id);
    expect(shown.delivery.attempts[0]).toMatchObject({ reason: "resend", states: [{ address: corrected, state: "sent" }] });
    expect(shown.delivery.attempts[1].states).toMatchObject([{ address: email, state: "bounced" }]);
    expect((await page("usr-owner", invoice.id, { intent: "resend", to: "not an address" })).status).toBe(400);
  });
});

describe("the Resend client", () => {
  const stub = (status: number, body: unknown) => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  };
  const message = { to: "a@b.test", subject: "Invoice", text: "Hello", attachments: [{ filename: "Invoice_1.pdf", content: new Uint8Array([37, 80, 68, 70]), contentType: "application/pdf" }], idempotencyKey: "invoice-delivery/1/a@b.test" };

  it("posts the mail with its attachments in base64 and the idempotency key, and answers Resend's id", async () => {
    const { calls, fetchImpl } = stub(200, { id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
    expect(await sendWithResend(message, { apiKey: "re_test_key_123", from: "Digimon <a@digimon.test>", fetchImpl })).toEqual({ id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794", accepted: ["a@b.test"] });
    expect(calls[0].url).toBe(RESEND_API_URL);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers).toMatchObject({ authorization: "Bearer re_test_key_123", "idempotency-key": "invoice-delivery/1/a@b.test" });
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({ to: ["a@b.test"], attachments: [{ filename: "Invoice_1.pdf", content: "JVBERg==" }] });
  });

  it("calls a 5xx, a 429 or no answer transient, and a 4xx permanent", async () => {
    const attempt = (status: number) => sendWithResend(message, { apiKey: "re_k", from: "x@y.test", fetchImpl: stub(status, { name: "err", message: "no" }).fetchImpl }).catch((e: MailSendError) => e);
    expect(await attempt(503)).toMatchObject({ permanent: false, status: 503 });
    expect(await attempt(429)).toMatchObject({ permanent: false });
    expect(await attempt(422)).toMatchObject({ permanent: true, status: 422 });
    const unreachable = await sendWithResend(message, { apiKey: "re_k", from: "x@y.test", fetchImpl: (async () => Promise.reject(new Error("getaddrinfo ENOTFOUND"))) as unknown as typeof fetch }).catch((e: MailSendError) => e);
    expect(unreachable).toMatchObject({ permanent: false, message: expect.stringContaining("could not be reached") });
    expect([400, 401, 403, 404, 408, 409, 422, 429, 500].map(isPermanentStatus)).toEqual([true, true, true, true, false, false, true, false, false]);
  });
});

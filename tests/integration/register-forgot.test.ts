/**
 * Issue 16: registration and forgot-password answer the same way, in the same time, for known and unknown
 * addresses (the mail goes through the outbox instead of being sent while the person waits), and are limited per
 * e-mail address and per client address (429).
 */
import { and, asc, eq, like } from "drizzle-orm";
import { db } from "#db/client.server";
import { outbox, users } from "#db/schema";
import { action as forgotApi } from "~/routes/api.v3.forgot-password";
import { action as registerApi } from "~/routes/api.v3.register";
import { action as registerPage } from "~/routes/register";
import { action as forgotPage } from "~/routes/forgot-password";
import { action as mockRegister } from "~/routes/mock.authenticate.register";
import { registerAllEffects } from "~/services/effects.server";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { listSandboxMail } from "~/services/mail.server";
import { drainOutbox } from "~/services/outbox.server";
import { call, respond } from "../support/api";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());

const body = (email: string) => ({ fullname: "Putri Ayu", email, phoneNumber: "081298765432", password: "Sangat-aman-2026", country: "Indonesia" });
const known = () => db().select().from(users).where(and(like(users.id, "usr-gen-%"), eq(users.status, "active"))).orderBy(asc(users.id)).all().map((u) => u.email);
const mailTo = (to: string) => listSandboxMail(500).filter((m) => m.to.includes(to));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed<T>(fn: () => Promise<T>) {
  const t = performance.now();
  const result = await fn();
  return { ms: performance.now() - t, result };
}

describe("registration", () => {
  it("answers a used address exactly like a new one, and mails its owner instead of refusing", async () => {
    const owner = known()[0];
    const fresh = await call(registerApi, { body: body("baru.sekali@partner.test") });
    const used = await call(registerApi, { body: body(owner) });
    expect(fresh.status).toBe(201);
    expect({ status: used.status, json: used.json }).toEqual({ status: fresh.status, json: fresh.json });
    // Queued, not sent while the person waited.
    expect(mailTo("baru.sekali@partner.test")).toEqual([]);
    expect(db().select().from(outbox).where(eq(outbox.effect, "effect.sendMail")).all().length).toBeGreaterThanOrEqual(2);
    await drainOutbox({ limit: 1000 });
    expect(mailTo("baru.sekali@partner.test")[0].subject).toBe("Activate your Digimon account");
    expect(mailTo(owner)[0].subject).toBe("Someone tried to register with your e-mail address");
    expect(db().select().from(users).where(eq(users.email, owner)).all()).toHaveLength(1);
    // Once sent, the outbox keeps no live link.
    expect(JSON.stringify(db().select().from(outbox).where(eq(outbox.effect, "effect.sendMail")).all())).not.toMatch(/activation\?token=/);
  });

  it("answers the page the same way too", async () => {
    const send = async (email: string) => {
      const request = new Request("http://localhost/register", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body(email)).toString() });
      const { response, json } = await respond(registerPage, request);
      return { status: response.status, sentTo: json.sentTo, errors: JSON.stringify(json.result) };
    };
    const fresh = await send("halaman.baru@partner.test");
    const used = await send(known()[1]);
    expect(fresh).toMatchObject({ status: 200, sentTo: "halaman.baru@partner.test" });
    expect(used).toMatchObject({ status: 200, sentTo: known()[1] });
    expect(used.errors).not.toMatch(/already in use/);
  });

  it("takes the same time for known and unknown addresses (median of 20 each within 20 ms)", async () => {
    const emails = known().slice(2, 22);
    expect(emails).toHaveLength(20);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const a = await timed(() => call(registerApi, { body: body(emails[i]) }));
      const b = await timed(() => call(registerApi, { body: body(`orang.baru.${i}@partner.test`) }));
      expect([a.result.status, b.result.status]).toEqual([201, 201]);
      knownMs.push(a.ms);
      unknownMs.push(b.ms);
    }
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(20);
  });

  it("limits registrations per e-mail address and per client address with 429", async () => {
    const email = "banyak.kali@partner.test";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(registerApi, { body: body(email) })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const headers = { [CLIENT_ADDRESS_HEADER]: "198.51.100.9" };
    const fromOne = [];
    for (let i = 0; i < 11; i++) fromOne.push((await call(registerApi, { body: body(`satu.alamat.${i}@partner.test`), headers })).status);
    expect(fromOne.slice(0, 10).every((s) => s === 201)).toBe(true);
    const last = await call(registerApi, { body: body("satu.alamat.x@partner.test"), headers });
    expect(last.status).toBe(429);
    expect(last.json.message).toMatch(/^Too many registrations for this address or from this connection\. Try again in \d+ minutes?\.$/);
  });

  it("keeps the catalogue's 'This email is already in use.' only on the sandbox mock API (spec section 8)", async () => {
    const res = await call(mockRegister, { body: body(known()[0]) });
    expect(res.json.message).toBe("This email is already in use.");
  });
});

describe("forgot password", () => {
  it("answers known and unknown addresses the same, in the same time, and mails only the known", async () => {
    const emails = known().slice(0, 20);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const a = await timed(() => call(forgotApi, { body: { email: emails[i] } }));
      const b = await timed(() => call(forgotApi, { body: { email: `tidak.ada.${i}@partner.test` } }));
      answers.add(JSON.stringify([a.result.status, a.result.json])).add(JSON.stringify([b.result.status, b.result.json]));
      knownMs.push(a.ms);
      unknownMs.push(b.ms);
    }
    expect([...answers]).toHaveLength(1);
    expect(JSON.parse([...answers][0])[0]).toBe(200);
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(20);
    const resets = (to: string) => mailTo(to).filter((m) => m.subject === "Reset your Digimon password");
    expect(resets(emails[0])).toEqual([]);
    await drainOutbox({ limit: 1000 });
    expect(resets(emails[0])).toHaveLength(1);
    expect(mailTo("tidak.ada.0@partner.test")).toEqual([]);
  });

  it("limits reset requests per e-mail address and per client address with 429, on the API and the page", async () => {
    const email = known()[25];
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(forgotApi, { body: { email } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const headers = { [CLIENT_ADDRESS_HEADER]: "198.51.100.10" };
    for (let i = 0; i < 10; i++) expect((await call(forgotApi, { body: { email: `siapa.${i}@partner.test` }, headers })).status).toBe(200);
    expect((await call(forgotApi, { body: { email: "siapa.x@partner.test" }, headers })).status).toBe(429);
    const request = new Request("http://localhost/forgot-password", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams({ email: "siapa.y@partner.test" }).toString() });
    const { response, json } = await respond(forgotPage, request);
    expect(response.status).toBe(429);
    expect(JSON.stringify(json)).toMatch(/Too many reset requests/);
  });
});

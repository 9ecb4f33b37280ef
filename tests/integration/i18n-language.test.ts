/**
 * Issue 18: the language choice and the language of the account e-mails. A signed-in user's choice is stored in
 * their profile and every later page renders in it; a signed-out visitor's choice lives in a cookie (and their
 * browser's Accept-Language counts when there is none); the sign-in page declares the language it rendered in.
 * Account e-mails are written in the recipient's language, or, for someone without one stored, in the language of
 * the page that caused them.
 */
import type http from "node:http";
import { and, asc, eq, like } from "drizzle-orm";
import { db } from "#db/client.server";
import { users } from "#db/schema";
import * as login from "~/routes/login";
import { action as forgotPage } from "~/routes/forgot-password";
import { action as registerPage } from "~/routes/register";
import { action as languageAction } from "~/routes/resources.language";
import { loader as rootLoader } from "~/root";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { createHttpApp } from "~/services/http-app.server";
import { registerAllEffects } from "~/services/effects.server";
import { defaultLanguage, languageOfUser } from "~/services/i18n.server";
import { listSandboxMail } from "~/services/mail.server";
import { drainOutbox } from "~/services/outbox.server";
import { requestOtp } from "~/services/otp.server";
import { respond } from "../support/api";
import { closeServer, listen, sessionCookie, testBuild } from "../support/http";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());

const activeUsers = () => db().select().from(users).where(and(like(users.id, "usr-gen-%"), eq(users.status, "active"))).orderBy(asc(users.id)).all();
const userRow = (id: string) => db().select().from(users).where(eq(users.id, id)).get()!;
const setLanguage = (id: string, language: "id" | "en" | null) => db().update(users).set({ language }).where(eq(users.id, id)).run();
const mailTo = (to: string) => listSandboxMail(500).filter((m) => m.to.includes(to));

/** Posts the language form (routes/resources.language.tsx) as the browser would, with an optional cookie. */
function postLanguage(fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return respond(languageAction as never, new Request("http://localhost/resources/language", { method: "POST", headers, body: new URLSearchParams(fields).toString() }));
}

/** The root loader's language for a request carrying these headers. */
async function rootLanguage(headers: Record<string, string>) {
  const { json } = await respond(rootLoader as never, new Request("http://localhost/", { headers }));
  return json.language;
}

/** The cookie (name=value) a response sets, to send it back as the browser would. */
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";

/** Posts a signed-out form page (register, forgot password) as a browser whose language is Bahasa Indonesia. */
function postPage(handler: unknown, path: string, fields: Record<string, string>, acceptLanguage: string) {
  const headers = { "content-type": "application/x-www-form-urlencoded", "Accept-Language": acceptLanguage, [CLIENT_ADDRESS_HEADER]: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  return respond(handler as never, new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() }));
}

describe("the language choice (issue 18)", () => {
  it("stores a signed-in user's choice in users.language, and the next root loader renders in it", async () => {
    const user = activeUsers()[0];
    setLanguage(user.id, null);
    const cookie = await sessionCookie(user.id);

    const toId = await postLanguage({ language: "id", redirectTo: "/profile" }, cookie);
    expect(toId.response.status).toBe(302);
    expect(toId.response.headers.get("Location")).toBe("/profile");
    expect(userRow(user.id).language).toBe("id");
    expect(await rootLanguage({ Cookie: cookie })).toBe("id");

    const toEn = await postLanguage({ language: "en" }, cookie);
    expect(toEn.response.status).toBe(302);
    expect(userRow(user.id).language).toBe("en");
    // The stored choice beats the browser's own language.
    expect(await rootLanguage({ Cookie: cookie, "Accept-Language": "id" })).toBe("en");
  });

  it("keeps a signed-out visitor's choice in a cookie, which beats Accept-Language", async () => {
    const chosen = await postLanguage({ language: "en", redirectTo: "/login" });
    expect(chosen.response.status).toBe(302);
    expect(chosen.response.headers.get("Location")).toBe("/login");
    const cookie = cookieOf(chosen.response);
    expect(cookie).toMatch(/^__digimon_lng=/);
    expect(await rootLanguage({ Cookie: cookie, "Accept-Language": "id" })).toBe("en");

    const other = cookieOf((await postLanguage({ language: "id" })).response);
    expect(await rootLanguage({ Cookie: other, "Accept-Language": "en" })).toBe("id");
  });

  it("answers a bad value with 400 and changes nothing", async () => {
    const user = activeUsers()[1];
    setLanguage(user.id, "en");
    const cookie = await sessionCookie(user.id);
    for (const language of ["fr", "", "ID"]) {
      const { response } = await postLanguage({ language }, cookie);
      expect(response.status).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    expect(userRow(user.id).language).toBe("en");
    expect(await rootLanguage({ Cookie: cookie })).toBe("en");
  });

  it("gives a user without a stored language (a new one) the portal's default", async () => {
    const user = activeUsers()[2];
    setLanguage(user.id, null);
    expect(userRow(user.id).language).toBeNull();
    expect(languageOfUser(userRow(user.id))).toBe(defaultLanguage());
    expect(await rootLanguage({ Cookie: await sessionCookie(user.id), "Accept-Language": defaultLanguage() === "id" ? "en" : "id" })).toBe(defaultLanguage());
    expect(languageOfUser({ language: "id" })).toBe("id");
    expect(languageOfUser({ language: "en" })).toBe("en");
  });
});

describe("the sign-in page in the visitor's language (issue 18)", () => {
  let server: http.Server | undefined;
  let origin = "";
  beforeAll(async () => {
    const app = createHttpApp(testBuild({ "routes/login": { path: "login", module: login } }), { TRUSTED_PROXIES: 0, APP_MODE: "production", PUBLIC_URL: "https://portal.digimon.test" });
    ({ server, origin } = await listen(app));
  });
  afterAll(() => (server ? closeServer(server) : undefined));

  const page = async (headers: Record<string, string>) => {
    const response = await fetch(`${origin}/login`, { headers, redirect: "manual" });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("renders Bahasa Indonesia for a browser that asks for it", async () => {
    const html = await page({ "Accept-Language": "id-ID,id;q=0.9,en;q=0.5" });
    expect(html).toMatch(/<html lang="id"/);
    expect(html).toContain("Masuk ke Digimon");
    expect(html).toContain("Kata sandi");
    expect(html).toContain("<title>Masuk · Digimon</title>");
    expect(html).not.toContain("Sign in to Digimon");
    expect(html).not.toContain("⟦");
  });

  it("renders English after the visitor chose it, whatever the browser asks for", async () => {
    const cookie = cookieOf((await postLanguage({ language: "en", redirectTo: "/login" })).response);
    const html = await page({ Cookie: cookie, "Accept-Language": "id" });
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Sign in to Digimon");
    expect(html).toContain("<title>Sign in · Digimon</title>");
    expect(html).not.toContain("Masuk ke Digimon");
  });

  it("renders Bahasa Indonesia from the cookie alone", async () => {
    const cookie = cookieOf((await postLanguage({ language: "id", redirectTo: "/login" })).response);
    const html = await page({ Cookie: cookie, "Accept-Language": "en" });
    expect(html).toMatch(/<html lang="id"/);
    expect(html).toContain("Masuk ke Digimon");
  });
});

describe("account e-mails in the recipient's language (issue 18)", () => {
  it("sends the sign-in code in Bahasa Indonesia to an id user and in English to an en user", async () => {
    const [indonesian, english] = activeUsers().slice(3, 5);
    setLanguage(indonesian.id, "id");
    setLanguage(english.id, "en");
    expect((await requestOtp(indonesian.id)).ok).toBe(true);
    expect((await requestOtp(english.id)).ok).toBe(true);

    const [id] = mailTo(indonesian.email);
    expect(id.subject).toMatch(/^Kode masuk Digimon: \d{6}$/);
    expect(id.text).toContain("Kode masuk Digimon Anda adalah");
    expect(id.text).toContain("berlaku selama 5 menit");
    expect(id.text).not.toMatch(/sign-in code/);

    const [en] = mailTo(english.email);
    expect(en.subject).toMatch(/^Digimon sign-in code: \d{6}$/);
    expect(en.text).toContain(`Hello ${english.fullname ?? ""},`);
    expect(en.text).toContain("It is valid for 5 minutes and can be used once.");
  });

  it("sends the reset link in the account's language, whatever language the page was in", async () => {
    const [indonesian, english] = activeUsers().slice(5, 7);
    setLanguage(indonesian.id, "id");
    setLanguage(english.id, "en");
    expect((await postPage(forgotPage, "/forgot-password", { email: indonesian.email }, "en")).response.status).toBe(200);
    expect((await postPage(forgotPage, "/forgot-password", { email: english.email }, "id")).response.status).toBe(200);
    await drainOutbox({ limit: 1000 });

    const [id] = mailTo(indonesian.email);
    expect(id.subject).toBe("Reset kata sandi Digimon Anda");
    expect(id.text).toContain("Buat kata sandi baru dalam waktu satu jam");
    expect(id.text).toMatch(/\/reset-password\/[^?\s]+\?email=/);

    const [en] = mailTo(english.email);
    expect(en.subject).toBe("Reset your Digimon password");
    expect(en.text).toContain("Set a new password within one hour (the link works once):");
  });

  it("writes to someone without a stored language in the language of the page they used", async () => {
    const none = activeUsers()[7];
    setLanguage(none.id, null);
    await postPage(forgotPage, "/forgot-password", { email: none.email }, "id");
    const fields = { fullname: "Sari Dewi", email: "sari.dewi@partner.test", phoneNumber: "081298765400", password: "Sangat-aman-2026", country: "Indonesia" };
    expect((await postPage(registerPage, "/register", fields, "id-ID,id;q=0.9")).response.status).toBe(200);
    await drainOutbox({ limit: 1000 });

    expect(mailTo(none.email)[0].subject).toBe("Reset kata sandi Digimon Anda");
    const [activation] = mailTo("sari.dewi@partner.test");
    expect(activation.subject).toBe("Aktifkan akun Digimon Anda");
    expect(activation.text).toContain("Halo Sari Dewi,");
    expect(activation.text).toMatch(/\/activation\?token=[^&\s]+&email=sari\.dewi%40partner\.test/);
  });
});

import { loader } from "~/routes/dev.mail";
import { createWebSession } from "~/services/auth-session.server";
import { CLIENT_ADDRESS_HEADER } from "~/services/client-address.server";
import { env } from "~/services/env.server";
import { sendMail } from "~/services/mail.server";
import { respond } from "../support/api";
import { useDemoData } from "../support/seed";

useDemoData();

const SECRET = "Your sign-in code 482913";

beforeAll(async () => {
  await sendMail({ to: "rina@digimon.test", subject: SECRET, text: "Use 482913 within 5 minutes." });
});

async function cookieFor(userId: string) {
  return (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0];
}

/** GET /dev/mail from `address` (as the Express layer reports it), signed in as `userId` or not. */
async function open({ address, userId, headers = {} }: { address: string; userId?: string; headers?: Record<string, string> }) {
  const request = new Request("http://portal.example/dev/mail", { headers: { [CLIENT_ADDRESS_HEADER]: address, ...(userId ? { Cookie: await cookieFor(userId) } : {}), ...headers } });
  const { response, text } = await respond(loader, request);
  return { status: response.status, location: response.headers.get("Location"), text };
}

describe("the sandbox mailbox (/dev/mail)", () => {
  it("shows only one recipient's messages with ?to= (a customer's mail among the seed's hundreds)", async () => {
    await sendMail({ to: "pelanggan@example.test", subject: "Invoice INV-TEST-1", text: "Silakan transfer." });
    const request = (query: string) => new Request(`http://portal.example/dev/mail${query}`, { headers: { [CLIENT_ADDRESS_HEADER]: "127.0.0.1" } });
    const only = (await respond(loader, request("?to=PELANGGAN@example.test"))).json as { messages: { to: string }[] };
    expect(only.messages.map((m) => m.to)).toEqual(["pelanggan@example.test"]);
    const all = (await respond(loader, request(""))).json as { messages: { to: string }[] };
    expect(all.messages.map((m) => m.to)).toEqual(expect.arrayContaining(["pelanggan@example.test", "rina@digimon.test"]));
  });

  it("sends an anonymous visitor from another machine to sign in, and shows no mail", async () => {
    const { status, location, text } = await open({ address: "203.0.113.7" });
    expect(status).toBe(302);
    expect(location).toBe("/login?redirectTo=%2Fdev%2Fmail");
    expect(text).not.toContain("482913");
  });

  it("is served to a request from this machine (IPv4 and IPv6 loopback)", async () => {
    for (const address of ["127.0.0.1", "::1"]) {
      const { status, text } = await open({ address });
      expect(status).toBe(200);
      expect(text).toContain(SECRET);
    }
  });

  it("does not count a loopback request that came through a proxy as local", async () => {
    const { status, text } = await open({ address: "127.0.0.1", headers: { "X-Forwarded-For": "203.0.113.7" } });
    expect(status).toBe(302);
    expect(text).not.toContain("482913");
  });

  it("is served to a signed-in super-admin from another machine", async () => {
    const { status, text } = await open({ address: "203.0.113.7", userId: "usr-super-admin" });
    expect(status).toBe(200);
    expect(text).toContain(SECRET);
  });

  it("refuses a signed-in admin (not super-admin) from another machine with 403", async () => {
    const { status, text } = await open({ address: "203.0.113.7", userId: "usr-admin" });
    expect(status).toBe(403);
    expect(text).not.toContain("482913");
  });

  it("answers 404 in production, even on this machine and to a super-admin", async () => {
    // The configuration is read once per process; the test switches the mode of that one object and back.
    const config = env();
    config.APP_MODE = "production";
    try {
      expect((await open({ address: "127.0.0.1" })).status).toBe(404);
      expect((await open({ address: "203.0.113.7", userId: "usr-super-admin" })).status).toBe(404);
    } finally {
      config.APP_MODE = "sandbox";
    }
  });
});

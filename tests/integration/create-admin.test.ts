import { eq, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { menuItems, orgNodes, products, purchaseOrders, roles, users } from "#db/schema";
import { seedIfEmpty } from "#db/seed/index";
import { action as activationAction, loader as activationLoader } from "~/routes/activation";
import { action as apiActivation } from "~/routes/api.v3.activation";
import { verifyCredentials } from "~/services/sign-in.server";
import { createAdminCommand } from "../../scripts/create-admin";
import { call, respond } from "../support/api";

const count = (table: typeof users | typeof roles | typeof menuItems | typeof orgNodes | typeof products | typeof purchaseOrders) => db().select({ n: sql<number>`count(*)` }).from(table).get()!.n;

/** Runs `npm run create-admin -- ...args` in-process; its printed lines and exit code. */
async function createAdmin(...args: string[]) {
  const lines: string[] = [];
  const code = await createAdminCommand(args, (line) => lines.push(line));
  return { code, output: lines.join("\n"), link: lines.map((l) => l.trim()).find((l) => /^https?:\/\//.test(l)) };
}

/** Opens the printed link (GET) and, with a password, sends the form it shows (POST), as the browser would. */
async function open(link: string) {
  const { response, json } = await respond(activationLoader, new Request(link.replace(/^https?:\/\/[^/]+/, "http://localhost")));
  return { status: response.status, data: json as { choosePassword: boolean; activated: boolean } };
}
async function choose(link: string, password: string) {
  const form = new FormData();
  form.set("password", password);
  form.set("confirm", password);
  const { response } = await respond(activationAction, new Request(link.replace(/^https?:\/\/[^/]+/, "http://localhost"), { method: "POST", body: form }));
  return { status: response.status, location: response.headers.get("Location") };
}

const signIn = (email: string, password: string) => verifyCredentials(new Request("http://localhost/login"), email, password);

describe("a production install", () => {
  it("writes only the reference data on its first start: roles, menu and organisation, no account and no demo data", async () => {
    expect(count(users)).toBe(0);
    const summary = await seedIfEmpty(db(), { mode: "production" });
    expect(summary).toMatchObject({ users: 0 });
    expect(count(users)).toBe(0);
    expect(count(products)).toBe(0);
    expect(count(purchaseOrders)).toBe(0);
    expect(count(roles)).toBeGreaterThan(5);
    expect(count(orgNodes)).toBeGreaterThan(5);
    expect(count(menuItems)).toBeGreaterThan(5);
    // The sandbox control page answers 404 in production, so its menu entry is not written.
    expect(db().select().from(menuItems).where(eq(menuItems.id, "m-sandbox")).get()).toBeUndefined();
    // A second start writes nothing.
    expect(await seedIfEmpty(db(), { mode: "production" })).toBeNull();
  });

  it("gets its first super-admin from create-admin: a link that works once and lets them sign in with the password they chose", async () => {
    const { code, output, link } = await createAdmin("--email", "Ops.Lead@Example.com", "--name", "Ops Lead");
    expect(code).toBe(0);
    expect(output).toContain("ops.lead@example.com");
    expect(link).toMatch(/\/activation\?token=[^&]+&email=ops.lead%40example.com$/);
    const created = db().select().from(users).where(eq(users.email, "ops.lead@example.com")).get()!;
    expect(created).toMatchObject({ status: "pending", passwordHash: null, fullname: "Ops Lead" });
    expect((await signIn("ops.lead@example.com", "anything-at-all-1")).kind).toBe("failed");

    // Opening the link asks for a password and spends nothing yet.
    expect(await open(link!)).toEqual({ status: 200, data: expect.objectContaining({ choosePassword: true }) });
    expect(await open(link!)).toEqual({ status: 200, data: expect.objectContaining({ choosePassword: true }) });
    expect((await choose(link!, "short")).status).toBe(400);

    expect(await choose(link!, "Chosen-by-ops-2026")).toEqual({ status: 302, location: "/login" });
    expect(db().select().from(users).where(eq(users.id, created.id)).get()!.status).toBe("active");
    const outcome = await signIn("ops.lead@example.com", "Chosen-by-ops-2026");
    expect(outcome.kind).not.toBe("failed");
    expect(outcome.kind !== "failed" && outcome.user.roles).toEqual(["super-admin"]);

    // The link works once: neither the form nor the GET does anything with it again.
    expect((await choose(link!, "Another-password-99")).status).toBe(400);
    expect((await open(link!)).data).toMatchObject({ choosePassword: false, activated: false });
    expect((await signIn("ops.lead@example.com", "Another-password-99")).kind).toBe("failed");

    // The address is now in use: the command refuses it.
    const again = await createAdmin("--email", "ops.lead@example.com");
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already exists/);
    expect(again.link).toBeUndefined();
  });

  it("gives a super-admin still pending a fresh link, and the earlier one stops working", async () => {
    const first = await createAdmin("--email", "second.admin@example.com");
    const second = await createAdmin("--email", "second.admin@example.com");
    expect(second.code).toBe(0);
    expect(second.output).toMatch(/fresh link/);
    expect(second.link).not.toBe(first.link);
    expect(db().select().from(users).where(eq(users.email, "second.admin@example.com")).all()).toHaveLength(1);
    expect((await choose(first.link!, "Chosen-by-admin-2026")).status).toBe(400);
    expect((await choose(second.link!, "Chosen-by-admin-2026")).status).toBe(302);
  });

  it("activates through the API only with a password chosen in the same call (POST activation)", async () => {
    const { link } = await createAdmin("--email", "api.admin2026@example.com");
    const path = new URL(link!).pathname + new URL(link!).search;
    const activate = (body?: unknown) => call(apiActivation, { path: path.replace(/^\/activation/, "/api/v3/activation"), body });
    const stored = () => db().select().from(users).where(eq(users.email, "api.admin2026@example.com")).get()!;
    // Without a password, or with one the reset rules refuse, nothing happens and the link stays live.
    expect(await activate()).toMatchObject({ status: 400, json: { field: "password", message: expect.stringMatching(/Choose a password/) } });
    expect(await activate({ password: "short" })).toMatchObject({ status: 400, json: { field: "password" } });
    expect(await activate({ password: "api.admin2026" })).toMatchObject({ status: 400, json: { message: "The password must not be your e-mail address" } });
    expect(stored()).toMatchObject({ status: "pending", passwordHash: null });
    expect(await activate({ password: "Chosen-through-api-2026" })).toMatchObject({ status: 200, json: { data: { message: "Account activated" } } });
    expect(stored().status).toBe("active");
    expect((await signIn("api.admin2026@example.com", "Chosen-through-api-2026")).kind).not.toBe("failed");
    // Single use: a second password is not taken.
    expect((await activate({ password: "Another-password-99" })).status).toBe(400);
    expect((await signIn("api.admin2026@example.com", "Another-password-99")).kind).toBe("failed");
  });

  it("refuses a missing or malformed e-mail", async () => {
    expect((await createAdmin()).code).toBe(2);
    expect((await createAdmin("--email", "not-an-address")).code).toBe(1);
    expect((await createAdmin("--mail", "x@y.test")).code).toBe(2);
  });
});

import { sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { menuItems } from "#db/schema";
import { action } from "~/routes/_portal.admin.menu";
import { createWebSession } from "~/services/auth-session.server";
import { respond } from "../support/api";
import { useDemoData } from "../support/seed";

useDemoData();

async function save(fields: Record<string, string>) {
  const cookie = (await createWebSession(new Request("http://localhost/login"), "usr-super-admin")).get("Set-Cookie")!.split(";")[0];
  const form = new FormData();
  for (const [name, value] of Object.entries({ intent: "save", title: "Somewhere", roles: "member", ...fields })) form.append(name, value);
  const { response, json } = await respond(action, new Request("http://localhost/admin/menu", { method: "POST", body: form, headers: { Cookie: cookie } }));
  return { status: response.status, errors: ((json as { error?: Record<string, string[]> }).error ?? {}) as Record<string, string[]> };
}

const menuCount = () => db().select({ n: sql<number>`count(*)` }).from(menuItems).get()!.n;

describe("the menu editor stores only addresses the side menu may link", () => {
  it.each([
    ["item", "/\\evil.example/phish"],
    ["item", "/\t/evil.example"],
    ["item", "/\n/evil.example"],
    ["item", "//evil.example"],
    ["item", "javascript:alert(1)"],
    ["external", "javascript:alert(document.cookie)"],
    ["external", "JaVaScRiPt:alert(1)//https://x.y"],
    ["external", "data:text/html,<script>alert(1)</script>"],
    ["external", "vbscript:msgbox(1)"],
    ["external", "//evil.example/x"],
  ])("refuses a %s with the address %j, with a field error and nothing written", async (kind, url) => {
    const before = menuCount();
    const { status, errors } = await save({ kind, url });
    expect(status).toBe(400);
    expect(errors.url?.[0]).toBeTruthy();
    expect(menuCount()).toBe(before);
  });

  it.each([
    ["item", "/invoices"],
    ["external", "https://efaktur.pajak.go.id/help"],
  ])("stores a %s with the address %j", async (kind, url) => {
    const before = menuCount();
    const { status, errors } = await save({ kind, url });
    expect(errors).toEqual({});
    expect(status).toBe(302);
    expect(menuCount()).toBe(before + 1);
  });
});

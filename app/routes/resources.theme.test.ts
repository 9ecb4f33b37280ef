import { seedDemoData } from "#db/seed/index";
import { getUserTheme } from "~/models/settings.server";
import { createWebSession } from "~/services/auth-session.server";
import { action } from "./resources.theme";
import { freshLoadContext } from "~/services/request-memo.server";

// Read once at the first env() call: this file runs the portal with the panel switched off.
vi.hoisted(() => {
  process.env.CUSTOMIZER_ENABLED = "false";
});

let cookie = "";
beforeAll(async () => {
  await seedDemoData();
  cookie = (await createWebSession(new Request("http://localhost/login"), "usr-member")).get("Set-Cookie")!.split(";")[0];
});

const post = (fields: Record<string, string>) =>
  action({ request: new Request("http://localhost/resources/theme", { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) }), params: {}, context: freshLoadContext() });

async function status(promise: Promise<Response>) {
  try {
    return (await promise).status;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("theme action with CUSTOMIZER_ENABLED=false", () => {
  it("refuses saves and resets from the switched-off panel", async () => {
    expect(await status(post({ intent: "save", mode: "dark", menuColor: "primary", layout: "vertical", navbarType: "floating", footerType: "static" }))).toBe(403);
    expect(await status(post({ intent: "reset" }))).toBe(403);
    expect(getUserTheme("usr-member")).toBeNull();
  });

  it("still lets the sidebar toggle collapse and expand, and a plain form goes back where it came from", async () => {
    expect(await status(post({ intent: "collapse", collapsed: "off" }))).toBe(200);
    expect(getUserTheme("usr-member")).toMatchObject({ collapsed: false });
    const response = await post({ intent: "collapse", collapsed: "on", redirectTo: "/notification?page=2" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/notification?page=2");
    expect(getUserTheme("usr-member")).toMatchObject({ collapsed: true });
    const outside = await post({ intent: "collapse", collapsed: "on", redirectTo: "https://evil.example" });
    expect(outside.headers.get("Location")).toBe("/");
  });
});

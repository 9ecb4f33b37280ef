/**
 * Issue 18, the portal shell: pinned-page titles from route handles (keys translated, plain titles as written),
 * the role labels, the shell's toasts in the catalogue, and the shell pages' titles from their loaders.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { users } from "#db/schema";
import { PLEASE_LOGIN_AGAIN } from "~/components/session-expiry";
import { translateMessage } from "~/lib/server-message";
import { loader as dashboardLoader } from "~/routes/_portal._index";
import { loader as notificationLoader } from "~/routes/_portal.notification";
import { loader as searchLoader } from "~/routes/_portal.search";
import { handleTitle } from "~/routes/_portal";
import { loader as rootLoader } from "~/root";
import { createWebSession } from "~/services/auth-session.server";
import { translatorFor } from "~/services/i18n.server";
import { respond } from "../support/api";
import { useDemoData } from "../support/seed";

useDemoData();

const inIndonesian = (text: string) => translateMessage(translatorFor("id", "messages") as unknown as (key: string, values?: Record<string, string>) => string, text);

async function asUser(id: string, language: "id" | "en" | null) {
  db().update(users).set({ language }).where(eq(users.id, id)).run();
  return (await createWebSession(new Request("http://localhost/login"), id)).get("Set-Cookie")!.split(";")[0];
}

describe("the shell in Bahasa Indonesia (issue 18)", () => {
  it("translates a handle title that is a key, and shows a plain one as written", () => {
    const t = translatorFor("id") as unknown as (key: string) => string;
    expect(handleTitle(t, "shell:dashboard.title")).toBe("Dasbor");
    expect(handleTitle(translatorFor("en") as unknown as (key: string) => string, "shell:dashboard.title")).toBe("Dashboard");
    expect(handleTitle(t, "Invoices")).toBe("Invoices");
  });

  it("has a label for every role", () => {
    const t = translatorFor("id", "common") as unknown as (key: string) => string;
    expect(t("roles.product-owner")).toBe("Pemilik Produk");
  });

  it("shows the shell's toasts and the session dialog's spec message translated, whatever the count", () => {
    expect(inIndonesian("1 notification marked as read")).toBe("1 notifikasi ditandai sudah dibaca");
    expect(inIndonesian("12 notifications marked as read")).toBe("12 notifikasi ditandai sudah dibaca");
    expect(inIndonesian("Theme saved")).toBe("Tampilan disimpan");
    expect(inIndonesian("Unknown intent frobnicate")).toBe("Permintaan tidak dikenal: frobnicate");
    expect(inIndonesian(PLEASE_LOGIN_AGAIN)).toBe("Silakan masuk kembali!");
    expect(PLEASE_LOGIN_AGAIN).toBe("Please login again!");
  });

  it("gives the shell pages their title in the user's language", async () => {
    const user = "usr-super-admin";
    for (const [language, expected] of [
      ["id", { dashboard: "Dasbor", notifications: "Notifikasi", search: "Cari", description: "Portal tagihan, invoice, dan kemitraan" }],
      ["en", { dashboard: "Dashboard", notifications: "Notifications", search: "Search", description: "Billing, invoicing and partnership portal" }],
    ] as const) {
      const cookie = await asUser(user, language);
      const get = async (handler: unknown, path: string) => (await respond(handler as never, new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }))).json as { pageTitle?: string; description?: string };
      expect((await get(dashboardLoader, "/")).pageTitle).toBe(expected.dashboard);
      expect((await get(notificationLoader, "/notification")).pageTitle).toBe(expected.notifications);
      expect((await get(searchLoader, "/search?q=ab")).pageTitle).toBe(expected.search);
      expect((await get(rootLoader, "/")).description).toBe(expected.description);
    }
  });
});

import { seedDemoData } from "#db/seed/index";
import { MENU_SEED, type MenuSeed } from "#db/seed/menu";
import { DEMO_USERS } from "#db/seed/users";
import { createNotification } from "~/models/notification.server";
import { createWebSession } from "./auth-session.server";
import { requireUser, requireUserWithPermission } from "./auth.server";
import { notificationFeed, requireFetchUser, toApiNotification, toFeedItem } from "./shell.server";
import { freshLoadContext } from "./request-memo.server";

const cookies = new Map<string, string>();

beforeAll(async () => {
  await seedDemoData();
  for (const u of DEMO_USERS) {
    const headers = await createWebSession(new Request("http://localhost/login"), u.id);
    cookies.set(u.id, headers.get("Set-Cookie")!.split(";")[0]);
  }
});

const request = (userId: string | null, path: string, method = "GET") => new Request(`http://localhost${path}`, { method, headers: userId ? { Cookie: cookies.get(userId)! } : {} });
async function outcome(promise: Promise<unknown>) {
  try {
    await promise;
    return "allowed";
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return error.status === 302 ? `redirect ${error.headers.get("Location")}` : `status ${error.status}`;
  }
}

const pages = (items: MenuSeed[]): MenuSeed[] => items.flatMap((i) => [...(i.kind === "item" ? [i] : []), ...pages(i.children ?? [])]);

describe("role x route matrix (spec section 2: direct navigation to a disallowed item)", () => {
  const cases = DEMO_USERS.flatMap((u) => pages(MENU_SEED).map((item) => ({ user: u, item, allowed: item.roles.some((r) => u.roles.includes(r)) })));

  it.each(cases.map((c) => [c.user.email, c.item.url!, c.allowed] as const))("%s opening %s: allowed %s", async (email, url, allowed) => {
    const user = DEMO_USERS.find((u) => u.email === email)!;
    // A page below a menu url is governed by it as well.
    for (const path of [url, url === "/" ? "/" : `${url}/some-id`]) {
      expect(await outcome(requireUser(request(user.id, path), freshLoadContext()))).toBe(allowed ? "allowed" : "redirect /misc/not-authorized");
      expect(await outcome(requireUser(request(user.id, path, "POST"), freshLoadContext()))).toBe(allowed ? "allowed" : "status 403");
    }
  });

  it("lets every signed-in person open the pages no menu item governs, and sends strangers to sign in", async () => {
    for (const u of DEMO_USERS) for (const path of ["/profile", "/change-password", "/search"]) expect(await outcome(requireUser(request(u.id, path), freshLoadContext()))).toBe("allowed");
    expect(await outcome(requireUser(request(null, "/notification"), freshLoadContext()))).toBe("redirect /login?redirectTo=%2Fnotification");
  });

  it("asks for manage:menu on the menu editor beyond the menu's roles", async () => {
    expect(await outcome(requireUserWithPermission(request("usr-super-admin", "/admin/menu"), freshLoadContext(), "manage:menu"))).toBe("allowed");
    expect(await outcome(requireUserWithPermission(request("usr-admin", "/admin/menu"), freshLoadContext(), "manage:menu"))).toBe("redirect /misc/not-authorized");
  });
});

describe("background fetches", () => {
  it("answer an ended session with 401 'Unauthorized' instead of a redirect", async () => {
    const error = await requireFetchUser(request(null, "/resources/notifications"), freshLoadContext()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(401);
    expect(await (error as Response).text()).toBe("Unauthorized");
    expect((await requireFetchUser(request("usr-partner", "/resources/notifications"), freshLoadContext())).id).toBe("usr-partner");
  });

  it("give the feed newest first with created.at in the wire format", () => {
    createNotification({ recipientUserId: "usr-partner", title: "Fresh", text: "Just now", url: "/profile", sourceKey: "shell-test-1" });
    const feed = notificationFeed("usr-partner");
    expect(feed.items[0]).toMatchObject({ title: "Fresh", url: "/profile", readAt: null });
    expect(feed.items[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(feed.unreadCount).toBeGreaterThanOrEqual(1);
  });

  it("shape API notifications as spec section 3 has them", () => {
    const row = { id: "n1", recipientUserId: "u", recipientReferenceId: "880003", application: "Digimon", title: "T", text: "X", url: null, sourceKey: null, readAt: null, createdAt: "2026-08-17T06:05:00.000Z" };
    expect(toApiNotification(row)).toEqual({ _id: "n1", content: { title: "T", text: "X", url: null }, created: { at: "2026-08-17 13:05:00" }, recipient: { referenceId: "880003" }, application: "Digimon" });
    expect(toFeedItem(row).createdAt).toBe("2026-08-17 13:05:00");
  });
});

import { loader } from "~/routes/$";
import { createWebSession } from "~/services/auth-session.server";
import { useDemoData } from "../support/seed";
import { freshLoadContext } from "~/services/request-memo.server";

useDemoData();

async function visit(path: string, userId?: string): Promise<Response> {
  const headers = new Headers();
  if (userId) headers.set("Cookie", (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0]);
  try {
    await loader({ request: new Request(`http://localhost${path}`, { headers }), params: { "*": path.slice(1) }, context: freshLoadContext() });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("the loader answered without throwing");
}

describe("an unknown address", () => {
  it("is a 404 for a role the governing menu item admits, and for anyone outside the menu's areas", async () => {
    expect((await visit("/admin/roles/nowhere", "usr-super-admin")).status).toBe(404);
    expect((await visit("/no-such-page", "usr-partner")).status).toBe(404);
    expect((await visit("/admin/roles/nowhere")).status).toBe(404);
  });

  it("sends a role the governing menu item leaves out to /misc/not-authorized", async () => {
    const res = await visit("/admin/roles/nowhere", "usr-partner");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/misc/not-authorized");
  });
});

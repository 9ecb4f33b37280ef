import { seedDemoData } from "#db/seed/index";
import { createNotification, listNotifications } from "~/models/notification.server";
import { loadAccessUser } from "~/models/user.server";
import { issueAccessToken } from "~/services/tokens.server";
import { action as readOne } from "./api.v3.notifications.$id.read";
import { loader as list } from "./api.v3.notifications._index";
import { loader as count } from "./api.v3.notifications.count";
import { action as readAll } from "./api.v3.notifications.read";
import { freshLoadContext } from "~/services/request-memo.server";

let token = "";
const BASE = "http://localhost/api/v3/notifications";
const get = (url: string, auth = token) => new Request(url, { headers: auth ? { Authorization: `Bearer ${auth}` } : {} });
const post = (url: string, body?: unknown) => new Request(url, { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
const call = async (response: Response | Promise<Response>) => {
  const r = await response;
  return { status: r.status, body: (await r.json()) as { status: boolean; message?: string; data: Record<string, unknown> & { data: Record<string, unknown>[]; count: number } } };
};

beforeAll(async () => {
  await seedDemoData();
  // Owner of the seeded products (the demo seed may already hold notifications: start from a clean count).
  const owner = loadAccessUser("usr-owner")!;
  for (let i = 1; i <= 3; i++) createNotification({ recipientUserId: owner.id, title: `PO ${i} billed`, text: `Purchase order ${i} was billed.`, url: `/purchase-orders/${i}`, sourceKey: `test-${i}` });
  createNotification({ recipientUserId: "usr-member", title: "Not yours", text: "x", sourceKey: "test-other" });
  token = (await issueAccessToken(owner)).access_token;
});

describe("notifications API", () => {
  it("lists the caller's notifications in the spec's shape with data.data as the list", async () => {
    const { status, body } = await call(list({ request: get(`${BASE}?filter-application=Digimon&filter-recipient.referenceId=880003&perpage=100`), params: {}, context: freshLoadContext() }));
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    const first = body.data.data[0];
    expect(first).toMatchObject({ content: { title: expect.any(String), text: expect.any(String) }, recipient: { referenceId: "880003" }, application: "Digimon" });
    expect((first.created as { at: string }).at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first).not.toHaveProperty("readAt");
    expect(body.data.data.every((n) => (n.recipient as { referenceId: string }).referenceId === "880003")).toBe(true);
  });

  it("pages with perpage and currpage, refuses other recipients and other applications", async () => {
    const page = await call(list({ request: get(`${BASE}?perpage=2&currpage=1`), params: {}, context: freshLoadContext() }));
    expect(page.body.data.data.length).toBeLessThanOrEqual(2);
    expect(page.body.data.meta).toMatchObject({ perpage: 2, currpage: 1 });
    expect((await call(list({ request: get(`${BASE}?filter-recipient.referenceId=920005`), params: {}, context: freshLoadContext() }))).status).toBe(403);
    expect((await call(list({ request: get(`${BASE}?filter-application=Other`), params: {}, context: freshLoadContext() }))).body.data.data).toEqual([]);
    expect((await call(list({ request: get(`${BASE}?perpage=101`), params: {}, context: freshLoadContext() }))).status).toBe(400);
  });

  it("answers 401 with the catalogue's message without a valid token", async () => {
    const { status, body } = await call(list({ request: get(BASE, ""), params: {}, context: freshLoadContext() }));
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: false, message: "Invalid access token" });
    expect((await call(list({ request: get(BASE, "nonsense"), params: {}, context: freshLoadContext() }))).status).toBe(401);
  });

  it("counts unread, marks one read, then all", async () => {
    const unread = listNotifications("usr-owner", { unreadOnly: true }).total;
    const before = await call(count({ request: get(`${BASE}/count?userId=usr-owner&application=Digimon`), params: {}, context: freshLoadContext() }));
    expect(before.body.data.count).toBe(unread);
    expect((await call(count({ request: get(`${BASE}/count?userId=usr-member`), params: {}, context: freshLoadContext() }))).status).toBe(403);

    const id = listNotifications("usr-owner", { unreadOnly: true }).rows[0].id;
    const one = await call(readOne({ request: post(`${BASE}/${id}/read`), params: { id }, context: freshLoadContext() }));
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ _id: id, readAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    expect((await call(count({ request: get(`${BASE}/count`), params: {}, context: freshLoadContext() }))).body.data.count).toBe(unread - 1);

    const others = listNotifications("usr-member").rows[0].id;
    expect((await call(readOne({ request: post(`${BASE}/${others}/read`), params: { id: others }, context: freshLoadContext() }))).status).toBe(404);

    const all = await call(readAll({ request: post(`${BASE}/read`, { userId: "usr-owner", application: "Digimon" }), params: {}, context: freshLoadContext() }));
    expect(all.body.data.count).toBe(unread - 1);
    expect((await call(count({ request: get(`${BASE}/count`), params: {}, context: freshLoadContext() }))).body.data.count).toBe(0);
    expect((await call(readAll({ request: post(`${BASE}/read`, { userId: "usr-member" }), params: {}, context: freshLoadContext() }))).status).toBe(403);
  });
});

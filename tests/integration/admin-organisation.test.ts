import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { orgNodes } from "#db/schema";
import { loader as traversal } from "~/routes/api.v3.buffers.traversal";
import { loader as positions } from "~/routes/api.v3.buffers.generate.positions";
import { action as nodeAction, loader as nodeLoader } from "~/routes/api.v3.organization-structures.$id._index";
import { loader as childs } from "~/routes/api.v3.organization-structures.$id.get-childs";
import { loader as divisions } from "~/routes/api.v3.organization-structures.$id.get-divisions";
import { loader as level } from "~/routes/api.v3.organization-structures.$id.get-level";
import { loader as revenue } from "~/routes/api.v3.organization-structures.$id.get-revenue-settings";
import { loader as sortable } from "~/routes/api.v3.organization-structures.$id.sortable";
import { action as createNode, loader as listNodes } from "~/routes/api.v3.organization-structures._index";
import { loader as divisionParent } from "~/routes/api.v3.productchannel.division.$id.parent";
import { call } from "../support/api";
import { useDemoData as withDemoData } from "../support/seed";
import { DEMO, type DemoRole, tokenFor } from "../support/tokens";

withDemoData();

type Node = { _id: string; code: string; name: string; level: number; kind: string; value: string; label: string; parentId: string | null };
let admin: string;
let member: string;
beforeAll(async () => {
  admin = await tokenFor(DEMO.admin);
  member = await tokenFor(DEMO.member);
});
const get = (handler: Parameters<typeof call>[0], path: string, params: Record<string, string> = {}, token = member) => call(handler, { method: "GET", path, params, token });
const dataOf = <T>(res: { json: { data?: unknown } }) => res.json.data as T;

describe("GET organization-structures (flat list)", () => {
  it("pages, filters by level and kind, searches and sorts", async () => {
    const all = dataOf<{ data: Node[]; meta: { total: number } }>(await get(listNodes, "/api/v3/organization-structures?perpage=500"));
    expect(all.meta.total).toBe(db().select().from(orgNodes).all().length);
    const divs = dataOf<{ data: Node[] }>(await get(listNodes, "/api/v3/organization-structures?filter-level=3&sort-code=1")).data;
    expect(divs.map((d) => d.code)).toEqual(["DIT-DDB", "DIT-DES", "DIT-DGS", "DIT-FIN", "DIT-IT"]);
    expect(divs[0]).toMatchObject({ value: "DIT-DDB", label: "DIGITAL BUSINESS", kind: "division" });
    expect(dataOf<{ data: Node[] }>(await get(listNodes, "/api/v3/organization-structures?filter-kind=unit&likeor-name=enterprise")).data.map((n) => n.code)).toEqual(["DES10000000", "DES20000000"]);
    const desc = dataOf<{ data: Node[] }>(await get(listNodes, "/api/v3/organization-structures?filter-level=3&sort-name=-1")).data.map((n) => n.name);
    expect(desc).toEqual([...desc].sort().reverse());
    expect(dataOf<{ data: Node[] }>(await get(listNodes, "/api/v3/organization-structures?filter-parentId=org-DIT-DES")).data).toHaveLength(2);
    const second = dataOf<{ data: Node[]; meta: { currpage: number } }>(await get(listNodes, "/api/v3/organization-structures?perpage=5&currpage=1"));
    expect(second.data).toHaveLength(5);
    expect(second.meta.currpage).toBe(1);
  });

  it.each(["filter-level=9", "filter-kind=team", "sort-secret=1", "perpage=501", "currpage=x", "likeor-parentId=1", "filter-name=x"])("refuses %s with 400", async (q) => {
    expect((await get(listNodes, `/api/v3/organization-structures?${q}`)).status).toBe(400);
  });
});

describe("lookups", () => {
  it("reads a node by id or code, with its path and children", async () => {
    const byCode = dataOf<Node & { path: Node[]; children: Node[] }>(await get(nodeLoader, "/", { id: "DIT-DES" }));
    expect(byCode).toMatchObject({ _id: "org-DIT-DES", level: 3, kind: "division" });
    expect(byCode.path.map((n) => n.code)).toEqual(["TLKM", "DIR-ENT", "DIT-DES"]);
    expect(byCode.children.map((n) => n.code)).toEqual(["DES10000000", "DES20000000"]);
    expect(dataOf<Node>(await get(nodeLoader, "/", { id: "org-DIT-DES" }))._id).toBe("org-DIT-DES");
    expect((await get(nodeLoader, "/", { id: "nope" })).status).toBe(404);
  });

  it("gives children by level: the top company's level 3 are the divisions loaded after sign-in", async () => {
    const res = dataOf<{ data: Node[] }>(await get(childs, "/x?level=3", { id: "org-TLKM" }));
    expect(res.data.map((d) => ({ value: d.value, label: d.label }))).toEqual(expect.arrayContaining([{ value: "DIT-DDB", label: "DIGITAL BUSINESS" }]));
    expect(res.data).toHaveLength(5);
    expect(dataOf<{ data: Node[] }>(await get(childs, "/x", { id: "TLKM" })).data.map((n) => n.level)).toEqual([2, 2, 2]);
    expect(dataOf<{ data: Node[] }>(await get(childs, "/x?level=5", { id: "DIT-DDB" })).data).toHaveLength(5);
    for (const bad of ["level=1", "level=6", "level=abc", "level=3.5", "level=-3"]) expect((await get(childs, `/x?${bad}`, { id: "TLKM" })).status, bad).toBe(400);
    expect((await get(childs, "/x?level=3", { id: "nope" })).status).toBe(404);
  });

  it("gives the sortable tree, with the users mapped to each node on request", async () => {
    type T = Node & { children: T[]; positionMapping?: { _id: string }[] };
    const plain = dataOf<T>(await get(sortable, "/x", { id: "DIT-DDB" }));
    expect(plain.children.map((c) => c.code)).toEqual(["DDB10000000", "DDB20000000"]);
    expect(plain).not.toHaveProperty("positionMapping");
    // People are read:user data: a member gets the tree, but not who sits in it.
    expect((await get(sortable, "/x?positionMapping=true", { id: "DIT-DDB" })).status).toBe(403);
    const withUsers = dataOf<T>(await get(sortable, "/x?positionMapping=true", { id: "DIT-DDB" }, admin));
    const vp = withUsers.children[0].children.find((p) => p.code === "DDB10000000-P01")!;
    expect(vp.positionMapping!.map((u) => u._id)).toEqual(expect.arrayContaining(["usr-super-admin", "usr-signer"]));
    expect((await get(sortable, "/x?positionMapping=yes", { id: "DIT-DDB" }, admin)).status).toBe(400);
  });

  it("gives divisions of a node, its level, its division's parent", async () => {
    expect(dataOf<{ data: Node[] }>(await get(divisions, "/", { id: "DIR-ENT" })).data.map((n) => n.code)).toEqual(["DIT-DES", "DIT-DGS"]);
    expect(dataOf<{ data: Node[] }>(await get(divisions, "/", { id: "DES10000000-P01" })).data.map((n) => n.code)).toEqual(["DIT-DES"]);
    expect(dataOf<{ data: Node[] }>(await get(divisions, "/", { id: "DIT-FIN" })).data.map((n) => n.code)).toEqual(["DIT-FIN"]);
    expect(dataOf(await get(level, "/", { id: "DDB10000000" }))).toEqual({ _id: "org-DDB10000000", code: "DDB10000000", level: 4, kind: "unit" });
    const parent = dataOf<{ parent: Node; company: Node; path: Node[] }>(await get(divisionParent, "/", { id: "org-DIT-DDB" }));
    expect(parent.parent.code).toBe("DIR-DBT");
    expect(parent.company.code).toBe("TLKM");
    expect((await get(divisionParent, "/", { id: "DDB10000000" })).status).toBe(400);
    expect((await get(level, "/", { id: "nope" })).status).toBe(404);
  });

  it("traverses by division code or loker, and refuses what does not add up", async () => {
    const byCode = dataOf<{ company: Node; directorate: Node; division: Node; units: (Node & { positions: Node[] })[] }>(await get(traversal, "/x?division=DIT-DES"));
    expect(byCode.directorate.code).toBe("DIR-ENT");
    expect(byCode.units.map((u) => [u.code, u.positions.length])).toEqual([["DES10000000", 2], ["DES20000000", 1]]);
    expect(dataOf<{ division: Node }>(await get(traversal, "/x?loker=DES")).division.code).toBe("DIT-DES");
    expect((await get(traversal, "/x?division=DIT-DES&loker=DES")).status).toBe(200);
    expect((await get(traversal, "/x?division=DIT-DES&loker=DDB")).status).toBe(400);
    expect((await get(traversal, "/x")).status).toBe(400);
    expect((await get(traversal, "/x?division=NOPE")).status).toBe(404);
    expect((await get(traversal, "/x?loker=ZZZ")).status).toBe(404);
  });

  it("generates a division's positions ready for a position mapping", async () => {
    const rows = dataOf<{ data: { value: string; unitId: string; divisionId: string; companyId: string }[] }>(await get(positions, "/x?division=DIT-DDB")).data;
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ divisionId: "org-DIT-DDB", companyId: "org-TLKM" });
    expect((await get(positions, "/x")).status).toBe(400);
    expect((await get(positions, "/x?division=TLKM")).status).toBe(400);
  });

  it("inherits revenue settings from the nearest node up the tree", async () => {
    expect(dataOf(await get(revenue, "/", { id: "DIT-DDB" }))).toMatchObject({ settings: {}, inheritedFrom: null });
    expect((await call(nodeAction, { method: "PUT", token: admin, params: { id: "DIR-DBT" }, body: { revenueSettings: { target: 12_000_000_000, currency: "IDR" } } })).status).toBe(200);
    expect(dataOf(await get(revenue, "/", { id: "DDB10000000-P01" }))).toMatchObject({ settings: { target: 12_000_000_000 }, inheritedFrom: { code: "DIR-DBT" } });
  });
});

describe("divisions after sign-in", () => {
  it("hands out the top company's level-3 divisions as value=code, label=name with the tokens", async () => {
    const { signedInPayload } = await import("~/services/api-auth.server");
    const { loadAccessUser } = await import("~/models/user.server");
    const payload = await signedInPayload(loadAccessUser(DEMO.member)!);
    expect(payload.divisions).toEqual([
      { value: "DIT-DDB", label: "DIGITAL BUSINESS" },
      { value: "DIT-IT", label: "INFORMATION TECHNOLOGY" },
      { value: "DIT-DES", label: "DIVISI ENTERPRISE SERVICE" },
      { value: "DIT-DGS", label: "DIVISI GOVERNMENT SERVICE" },
      { value: "DIT-FIN", label: "FINANCE CENTER" },
    ]);
  });
});

describe("changing the tree", () => {
  it("creates a node one level below its parent; refuses used codes, positions as parents and bad bodies", async () => {
    const res = await call(createNode, { token: admin, body: { parentId: "org-DIT-IT", code: "its20000000", name: "IT OPERATIONS" } });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ code: "ITS20000000", level: 4, kind: "unit", parentId: "org-DIT-IT" });
    expect((await call(createNode, { token: admin, body: { parentId: "org-DIT-IT", code: "ITS20000000", name: "Again" } })).status).toBe(409);
    expect((await call(createNode, { token: admin, body: { parentId: "org-DDB10000000-P01", code: "X-1", name: "Under a position" } })).status).toBe(400);
    expect((await call(createNode, { token: admin, body: { parentId: "org-nope", code: "X-2", name: "Nowhere" } })).status).toBe(400);
    const bad = await call(createNode, { token: admin, body: { parentId: "org-DIT-IT", code: "bad code!", name: "" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors as object).sort()).toEqual(["code", "name"]);
  });

  it("renames and moves within the levels, never across them", async () => {
    expect((await call(nodeAction, { method: "PUT", token: admin, params: { id: "ITS20000000" }, body: { name: "IT SERVICE OPERATIONS" } })).json.data).toMatchObject({ name: "IT SERVICE OPERATIONS", changed: ["name"] });
    const moved = await call(nodeAction, { method: "PUT", token: admin, params: { id: "ITS20000000" }, body: { parentId: "org-DIT-DDB" } });
    expect(moved.json.data).toMatchObject({ parentId: "org-DIT-DDB", level: 4 });
    const across = await call(nodeAction, { method: "PUT", token: admin, params: { id: "ITS20000000" }, body: { parentId: "org-DIR-DBT" } });
    expect(across.status).toBe(400);
    expect(String(across.json.message)).toMatch(/can only hang under a level 3 division/);
    expect((await call(nodeAction, { method: "PUT", token: admin, params: { id: "TLKM" }, body: { parentId: "org-DIR-DBT" } })).status).toBe(409);
    expect((await call(nodeAction, { method: "PUT", token: admin, params: { id: "ITS20000000" }, body: { code: "DIT-DDB" } })).status).toBe(409);
    expect((await call(nodeAction, { method: "PUT", token: admin, params: { id: "nope" }, body: { name: "Nope" } })).status).toBe(404);
  });

  it("refuses to delete a node while anything hangs on it (409 naming what), deletes an empty one", async () => {
    const busy = await call(nodeAction, { method: "DELETE", token: admin, params: { id: "DIT-DES" } });
    expect(busy.status).toBe(409);
    expect(String(busy.json.message)).toMatch(/DIVISI ENTERPRISE SERVICE cannot be deleted: 2 child nodes, \d+ users and \d+ products hang on it\. Move or remove them first\./);
    const withUsers = await call(nodeAction, { method: "DELETE", token: admin, params: { id: "DDB10000000-P01" } });
    expect(withUsers.status).toBe(409);
    expect(String(withUsers.json.message)).toMatch(/users? hangs? on it/);
    expect((await call(nodeAction, { method: "DELETE", token: admin, params: { id: "ITS20000000" } })).json.data).toMatchObject({ code: "ITS20000000", deleted: true });
    expect(db().select().from(orgNodes).where(eq(orgNodes.code, "ITS20000000")).get()).toBeUndefined();
    expect((await call(nodeAction, { method: "DELETE", token: admin, params: { id: "ITS20000000" } })).status).toBe(404);
  });
});

describe("authorisation of every organisation call", () => {
  const roles = Object.keys(DEMO) as DemoRole[];
  it.each(roles)("%s: reads for everyone signed in, changes only with manage:organisation", async (role) => {
    const token = await tokenFor(DEMO[role]);
    const may = role === "admin" || role === "super-admin";
    for (const [handler, path, params] of [
      [listNodes, "/x", {}], [nodeLoader, "/x", { id: "TLKM" }], [childs, "/x?level=3", { id: "TLKM" }], [sortable, "/x", { id: "TLKM" }], [divisions, "/x", { id: "TLKM" }],
      [level, "/x", { id: "TLKM" }], [revenue, "/x", { id: "TLKM" }], [divisionParent, "/x", { id: "DIT-DDB" }], [traversal, "/x?division=DIT-DDB", {}], [positions, "/x?division=DIT-DDB", {}],
    ] as const) {
      expect((await call(handler, { method: "GET", path, params, token })).status, `${role} GET ${path}`).toBe(200);
    }
    expect((await call(createNode, { token, body: { parentId: "org-DIT-FIN", code: `FCT-${role.toUpperCase()}`, name: "Temp" } })).status).toBe(may ? 201 : 403);
    expect((await call(nodeAction, { method: "PUT", token, params: { id: may ? `FCT-${role.toUpperCase()}` : "FCT10000000" }, body: { name: "Temp 2" } })).status).toBe(may ? 200 : 403);
    expect((await call(nodeAction, { method: "DELETE", token, params: { id: `FCT-${role.toUpperCase()}` } })).status).toBe(may ? 200 : 403);
  });

  it("answers 401 without a valid token", async () => {
    for (const token of [undefined, "garbage"]) {
      expect((await call(listNodes, { method: "GET", token })).status).toBe(401);
      expect((await call(nodeLoader, { method: "GET", token, params: { id: "TLKM" } })).status).toBe(401);
      expect((await call(createNode, { token, body: {} })).status).toBe(401);
      expect((await call(nodeAction, { method: "DELETE", token, params: { id: "TLKM" } })).status).toBe(401);
      expect((await call(childs, { method: "GET", token, params: { id: "TLKM" } })).status).toBe(401);
      expect((await call(traversal, { method: "GET", token, path: "/x?division=DIT-DDB" })).status).toBe(401);
    }
  });
});

import { and, eq, ne } from "drizzle-orm";
import { db } from "#db/client.server";
import { companyPics, permissions, rolePermissions, roles, users } from "#db/schema";
import { loader as organisationPage } from "~/routes/_portal.admin.organisation";
import { loader as generateUsers } from "~/routes/api.v3.buffers.generate.users";
import { loader as sortable } from "~/routes/api.v3.organization-structures.$id.sortable";
import { loader as referral } from "~/routes/api.v3.users.referral.$code";
import { loader as userSearch } from "~/routes/api.v3.users.search";
import { loader as amPerformance } from "~/routes/mock.billings.am_performance";
import { loader as companyPartnerships } from "~/routes/mock.companies.$id.partnerships";
import { loader as mockCompanies } from "~/routes/mock.companies._index";
import { loader as mockSortable } from "~/routes/mock.organization-structures.sortable";
import { loader as mockPartnerships } from "~/routes/mock.partnerships";
import { loader as mockTickets } from "~/routes/mock.tickets._index";
import { createWebSession } from "~/services/auth-session.server";
import type * as EnvModule from "~/services/env.server";
import { call, respond } from "../support/api";
import { useDemoData } from "../support/seed";
import { DEMO, tokenFor } from "../support/tokens";

const mode = vi.hoisted(() => ({ sandbox: true }));
vi.mock("~/services/env.server", async (original) => ({ ...(await original<typeof EnvModule>()), isSandbox: () => mode.sandbox }));

useDemoData();

type MappedNode = { positionMapping?: { _id: string; email: string }[]; children: MappedNode[] };
const peopleIn = (node: MappedNode): { _id: string; email: string }[] => [...(node.positionMapping ?? []), ...node.children.flatMap(peopleIn)];

/** Every person the seed knows: portal users (names and e-mails) and partner companies' PICs. */
function everyPerson() {
  const fromUsers = db().select({ fullname: users.fullname, email: users.email }).from(users).all().flatMap((u) => [u.fullname, u.email]);
  const fromPics = db().select({ fullname: companyPics.fullname, email: companyPics.email }).from(companyPics).all().flatMap((p) => [p.fullname, p.email]);
  return [...new Set([...fromUsers, ...fromPics].filter((v): v is string => Boolean(v && v.length > 3)))];
}

/** A refusal, or an answer that names nobody. */
function expectNoPeople(res: { status: number; text: string }) {
  if (res.status === 403) return;
  expect(res.status).toBe(200);
  const named = everyPerson().filter((p) => res.text.includes(p));
  expect(named).toEqual([]);
}

const PEOPLELESS = ["partner", "member"] as const;

describe("organization-structures/{id}/sortable?positionMapping=true", () => {
  it.each(PEOPLELESS)("refuses the people to a %s (403), and still gives the tree without them", async (role) => {
    const token = await tokenFor(DEMO[role]);
    const res = await call(sortable, { method: "GET", token, path: "/api/v3/organization-structures/org-TLKM/sortable?positionMapping=true", params: { id: "org-TLKM" } });
    expect(res.status).toBe(403);
    const tree = await call(sortable, { method: "GET", token, path: "/api/v3/organization-structures/org-TLKM/sortable", params: { id: "org-TLKM" } });
    expect(tree.status).toBe(200);
    expectNoPeople(tree);
  });

  it("gives an admin every mapped user", async () => {
    const res = await call(sortable, { method: "GET", token: await tokenFor(DEMO.admin), path: "/api/v3/organization-structures/org-TLKM/sortable?positionMapping=true", params: { id: "org-TLKM" } });
    expect(res.status).toBe(200);
    const listed = peopleIn(res.json.data as unknown as MappedNode).map((p) => p._id);
    expect(listed).toEqual(expect.arrayContaining(["usr-member", "usr-companion", "usr-settlement"]));
  });

  it("gives a division-scoped reader (read:user:division) only the people of their division", async () => {
    const role = db().select().from(roles).where(eq(roles.name, "companion")).get()!;
    const permission = db().select().from(permissions).where(eq(permissions.name, "read:user:division")).get()!;
    db().insert(rolePermissions).values({ roleId: role.id, permissionId: permission.id }).onConflictDoNothing().run();
    try {
      const token = await tokenFor(DEMO.companion);
      const res = await call(sortable, { method: "GET", token, path: "/api/v3/organization-structures/org-TLKM/sortable?positionMapping=true", params: { id: "org-TLKM" } });
      expect(res.status).toBe(200);
      const listed = peopleIn(res.json.data as unknown as MappedNode).map((p) => p._id);
      const ownDivision = db().select({ id: users.id }).from(users).where(and(eq(users.positionDivisionId, "org-DIT-DES"), ne(users.status, "deleted"))).all().map((u) => u.id);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.sort()).toEqual(ownDivision.sort());
      expect(listed).not.toContain("usr-settlement");
      // The mock tree answers the same people.
      const mock = await call(mockSortable, { method: "GET", token, path: "/mock/organization-structures/sortable" });
      expect(peopleIn(mock.json.data as unknown as MappedNode).map((p) => p._id).sort()).toEqual(ownDivision.sort());
    } finally {
      db().delete(rolePermissions).where(and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.permissionId, permission.id))).run();
    }
  });
});

describe("every other call that returns people", () => {
  it.each(PEOPLELESS)("a %s gets 403 or no people from the pickers, the referral lookup and the mocks", async (role) => {
    const token = await tokenFor(DEMO[role]);
    const get = (handler: Parameters<typeof call>[0], path: string, params: Record<string, string> = {}) => call(handler, { method: "GET", token, path, params });
    expect((await get(userSearch, "/api/v3/users/search?filter=a")).status).toBe(403);
    expect((await get(generateUsers, "/api/v3/buffers/generate/users?division=DIT-DES")).status).toBe(403);
    const ref = await get(referral, "/api/v3/users/referral/REF850001", { code: "REF850001" });
    expect(ref.status).toBe(200);
    expectNoPeople(ref);
    expect((await get(mockSortable, "/mock/organization-structures/sortable")).status).toBe(403);
    expectNoPeople(await get(mockCompanies, "/mock/companies?perpage=100"));
    expectNoPeople(await get(mockCompanies, "/mock/companies?currpage=1"));
    expectNoPeople(await get(mockPartnerships, "/mock/partnerships?perpage=100"));
    expectNoPeople(await get(companyPartnerships, "/mock/companies/1/partnerships", { id: "1" }));
    expectNoPeople(await get(mockTickets, "/mock/tickets?perpage=100"));
    expectNoPeople(await get(amPerformance, "/mock/billings/am_performance"));
  });

  it("an admin still gets the people of those calls", async () => {
    const token = await tokenFor(DEMO.admin);
    const get = (handler: Parameters<typeof call>[0], path: string, params: Record<string, string> = {}) => call(handler, { method: "GET", token, path, params });
    expect((await get(userSearch, "/api/v3/users/search?filter=dewi")).text).toContain("member@digimon.test");
    expect((await get(mockCompanies, "/mock/companies")).json.data).toEqual(expect.arrayContaining([expect.objectContaining({ pic: expect.arrayContaining([expect.objectContaining({ fullname: expect.any(String) })]) })]));
    expect((await get(mockTickets, "/mock/tickets")).json.data).toEqual(expect.arrayContaining([expect.objectContaining({ customerInfo: expect.objectContaining({ email: expect.any(String) }) })]));
    const am = (await get(amPerformance, "/mock/billings/am_performance")).json.data as unknown as { userId: string | null; email: string | null }[];
    expect(am.every((r) => typeof r.userId === "string" && typeof r.email === "string")).toBe(true);
    expect((await get(referral, "/api/v3/users/referral/REF850001", { code: "REF850001" })).json.data).toMatchObject({ email: "super.admin@digimon.test" });
  });

  it("the organisation page still lists a node's people to a reader of users", async () => {
    const page = async (userId: string) => {
      const cookie = (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0];
      return respond(organisationPage as never, new Request("http://localhost/admin/organisation?node=org-DES10000000-P02", { headers: { Cookie: cookie } }));
    };
    const admin = await page(DEMO.admin);
    expect(admin.response.status).toBe(200);
    expect(admin.text).toContain("member@digimon.test");
  });
});

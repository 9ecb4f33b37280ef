import { and, eq, isNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { db } from "#db/client.server";
import { otpCodes, rolePermissions, users, workflowTransitions } from "#db/schema";
import { action as resetAttempt } from "~/routes/api.v3.auth.otp_.reset_attempt";
import { loader as generateUsers } from "~/routes/api.v3.buffers.generate.users";
import { loader as history } from "~/routes/api.v3.log-activity.$id.history";
import { action as block } from "~/routes/api.v3.users.$id.block";
import { action as userAction, loader as userLoader } from "~/routes/api.v3.users.$id._index";
import { action as loginAttempt } from "~/routes/api.v3.users.$id.login-attempt";
import { action as mapping } from "~/routes/api.v3.users.$id.position-mapping";
import { action as unblock } from "~/routes/api.v3.users.$id.unblock";
import { action as createUser, loader as listUsers } from "~/routes/api.v3.users._index";
import { loader as statistic } from "~/routes/api.v3.users.data.statistic";
import { loader as referral } from "~/routes/api.v3.users.referral.$code";
import { loader as search } from "~/routes/api.v3.users.search";
import { verifyPassword } from "~/services/password.server";
import { call } from "../support/api";
import { useDemoData as withDemoData } from "../support/seed";
import { DEMO, type DemoRole, tokenFor } from "../support/tokens";

withDemoData();

type ApiUser = { _id: string; fullname: string | null; email: string; nik: string | null; phoneNumber: string | null; status: string; roles: string[]; fail_login_attempt: number; createdAt: string; positionMapping: { division: { _id: string; name: string } | null; unit: { _id: string; name: string } | null; position: { _id: string } | null; company: { _id: string } | null } };
type Page = { data: ApiUser[]; meta: { currpage: number; perpage: number; total: number; totalpage: number } };

let admin: string;
let superAdmin: string;
beforeAll(async () => {
  admin = await tokenFor(DEMO.admin);
  superAdmin = await tokenFor(DEMO["super-admin"]);
});

const list = async (query: string, token = admin) => call(listUsers, { method: "GET", path: `/api/v3/users?${query}`, token });
const page = async (query: string, token = admin) => {
  const res = await list(query, token);
  expect(res.status, res.text).toBe(200);
  return res.json.data as unknown as Page;
};
const liveCount = () => db().select().from(users).all().filter((u) => u.status !== "deleted").length;

describe("GET users: paging", () => {
  it("answers the wrapper with data and meta, zero-based pages of 10 by default", async () => {
    const res = await list("");
    expect(res.json.status).toBe(true);
    const { data, meta } = res.json.data as unknown as Page;
    expect(data).toHaveLength(10);
    expect(meta).toEqual({ currpage: 0, perpage: 10, total: liveCount(), totalpage: Math.ceil(liveCount() / 10) });
    expect(data[0]).not.toHaveProperty("passwordHash");
  });

  it("serves the last page short and pages past the end empty, with the same total", async () => {
    const total = liveCount();
    const last = Math.ceil(total / 10) - 1;
    expect((await page(`currpage=${last}`)).data).toHaveLength(total - last * 10);
    const beyond = await page(`currpage=${last + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(total);
  });

  it("pages without gaps or repeats in a stable order", async () => {
    const all = (await page("perpage=100&sort-status=1")).data.map((u) => u._id);
    const pieces: string[] = [];
    for (let p = 0; p < Math.ceil(all.length / 7); p++) pieces.push(...(await page(`perpage=7&currpage=${p}&sort-status=1`)).data.map((u) => u._id));
    expect(pieces).toEqual(all);
  });

  it.each(["currpage=-1", "currpage=abc", "currpage=1.5", "perpage=0", "perpage=101", "perpage=", "perpage=1e3"])("refuses %s with a clear 400", async (q) => {
    const res = await list(q);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: false });
    expect(String(res.json.message)).toMatch(/currpage|perpage/);
  });
});

describe("GET users: search, filters and sorting", () => {
  it("searches fullname, phone, e-mail and NIK with likeor-, any of them matching", async () => {
    expect((await page("likeor-fullname=rina")).data.map((u) => u.email)).toContain("super.admin@digimon.test");
    expect((await page("likeor-phoneNumber=081210000003")).data.map((u) => u.email)).toEqual(["owner@digimon.test"]);
    expect((await page("likeor-email=signer%40digimon")).data.map((u) => u.email)).toEqual(["signer@digimon.test"]);
    expect((await page("likeor-nik=3174014501850001")).data.map((u) => u.email)).toEqual(["super.admin@digimon.test"]);
    const either = (await page("likeor-fullname=budi&likeor-email=budi&likeor-nik=budi&likeor-phoneNumber=budi")).data.map((u) => u.email);
    expect(either).toEqual(["admin@digimon.test"]);
  });

  it("treats % and _ in a search term as plain characters", async () => {
    expect((await page("likeor-fullname=%25")).data).toEqual([]);
    expect((await page("likeor-email=_")).data).toEqual([]);
  });

  it("filters by division, unit, role and status, and the nested code path", async () => {
    const des = await page("perpage=100&filter-positionMapping.division._id=org-DIT-DES");
    expect(des.data.length).toBeGreaterThan(0);
    expect(des.data.every((u) => u.positionMapping.division?._id === "org-DIT-DES")).toBe(true);
    expect(des.meta.total).toBe(db().select().from(users).where(eq(users.positionDivisionId, "org-DIT-DES")).all().filter((u) => u.status !== "deleted").length);
    expect((await page("perpage=100&filter-positionMapping.division.code=DIT-DES")).meta.total).toBe(des.meta.total);
    const unit = await page("perpage=100&filter-positionMapping.unit._id=org-DDB10000000");
    expect(unit.data.every((u) => u.positionMapping.unit?._id === "org-DDB10000000")).toBe(true);
    expect((await page("filter-roles=admin")).data.map((u) => u.email)).toEqual(["admin@digimon.test"]);
    const many = await page("perpage=100&filter-roles=approver,invoice-signer");
    expect(many.data.every((u) => u.roles.some((r) => ["approver", "invoice-signer"].includes(r)))).toBe(true);
    const blocked = await page("perpage=100&filter-status=blocked");
    expect(blocked.data.every((u) => u.status === "blocked")).toBe(true);
    expect(blocked.meta.total).toBe(db().select().from(users).where(eq(users.status, "blocked")).all().length);
    expect((await page("perpage=100&filter-status=pending,blocked")).meta.total).toBe(blocked.meta.total + db().select().from(users).where(eq(users.status, "pending")).all().length);
    const combined = await page("perpage=100&filter-status=active&filter-positionMapping.division._id=org-DIT-DDB&likeor-fullname=a");
    expect(combined.data.every((u) => u.status === "active" && u.positionMapping.division?._id === "org-DIT-DDB" && /a/i.test(u.fullname ?? ""))).toBe(true);
  });

  it.each([
    ["filter-status=sleeping", /filter-status/],
    ["filter-password=x", /Unknown filter/],
    ["filter-positionMapping.division=org-DIT-DES", /Unknown filter/],
    ["likeor-password=x", /Unknown search field/],
    ["sort-password=1", /Unknown sort column/],
    ["sort-fullname=2", /1 \(ascending\) or -1/],
    ["sort-fullname=asc", /1 \(ascending\) or -1/],
    [`likeor-fullname=${"x".repeat(101)}`, /longer than/],
    ["filter-roles=DROP TABLE users", /filter-roles/],
  ])("refuses %s with a 400 naming the problem", async (q, message) => {
    const res = await list(q);
    expect(res.status).toBe(400);
    expect(String(res.json.message)).toMatch(message);
  });

  const collator = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  it.each([
    ["fullname", (u: ApiUser) => (u.fullname ?? "").toLowerCase()],
    ["email", (u: ApiUser) => u.email],
    ["nik", (u: ApiUser) => u.nik ?? ""],
    ["status", (u: ApiUser) => u.status],
    ["createdAt", (u: ApiUser) => u.createdAt],
    ["positionMapping.division.name", (u: ApiUser) => u.positionMapping.division?.name ?? "\uffff"],
  ] as const)("sorts on %s both ways", async (column, key) => {
    const up = (await page(`perpage=100&sort-${column}=1`)).data.map(key);
    expect([...up].sort(collator)).toEqual(up);
    const down = (await page(`perpage=100&sort-${column}=-1`)).data.map(key);
    if (column === "positionMapping.division.name") expect(down.filter((k) => k !== "\uffff")).toEqual([...down.filter((k) => k !== "\uffff")].sort(collator).reverse());
    else expect(down).toEqual([...down].sort(collator).reverse());
  });

  it("accepts every sort column the spec's lists use, in both directions", async () => {
    const columns = ["fullname", "email", "phoneNumber", "nik", "referenceId", "status", "type", "jobPosition", "country", "roles", "fail_login_attempt", "levelAccess", "positionMapping.division.name", "positionMapping.unit.name", "positionMapping.position.name", "createdAt", "updatedAt"];
    for (const c of columns) for (const d of ["1", "-1"]) expect((await list(`sort-${c}=${d}`)).status, `${c} ${d}`).toBe(200);
    const byAttempts = (await page("perpage=100&sort-fail_login_attempt=-1&sort-fullname=1")).data.map((u) => u.fail_login_attempt);
    expect([...byAttempts].sort((a, b) => b - a)).toEqual(byAttempts);
  });
});

describe("authorisation of every users call", () => {
  const roles = Object.keys(DEMO) as DemoRole[];
  const admins = new Set<DemoRole>(["super-admin", "admin"]);
  const target = "usr-gen-0012";

  it.each(roles)("%s: read calls are for user admins only", async (role) => {
    const token = await tokenFor(DEMO[role]);
    const expected = admins.has(role) ? 200 : 403;
    expect((await list("", token)).status).toBe(expected);
    expect((await call(userLoader, { method: "GET", token, params: { id: target } })).status).toBe(expected);
    expect((await call(statistic, { method: "GET", token })).status).toBe(expected);
    expect((await call(history, { method: "GET", token, params: { id: target } })).status).toBe(expected);
  });

  it.each(roles)("%s: changes are for user admins only", async (role) => {
    const token = await tokenFor(DEMO[role]);
    if (admins.has(role)) return;
    expect((await call(userAction, { method: "PUT", token, params: { id: target }, body: { fullname: "X Y" } })).status).toBe(403);
    expect((await call(userAction, { method: "DELETE", token, params: { id: target } })).status).toBe(403);
    expect((await call(createUser, { method: "POST", token, body: {} })).status).toBe(403);
    expect((await call(mapping, { method: "POST", token, params: { id: target }, body: { positionId: "org-FCT10000000-P01" } })).status).toBe(403);
    expect((await call(mapping, { method: "DELETE", token, params: { id: target } })).status).toBe(403);
    expect((await call(block, { token, params: { id: target } })).status).toBe(403);
    expect((await call(unblock, { token, params: { id: target } })).status).toBe(403);
    expect((await call(loginAttempt, { token, params: { id: target }, body: { fail_login_attempt: 0 } })).status).toBe(403);
    expect((await call(resetAttempt, { token, body: { _id: target } })).status).toBe(403);
  });

  it.each(roles)("%s: pickers list people, so they are for user admins (read:user) only", async (role) => {
    const token = await tokenFor(DEMO[role]);
    const expected = admins.has(role) ? 200 : 403;
    expect((await call(search, { method: "GET", path: "/api/v3/users/search?filter=a", token })).status).toBe(expected);
    expect((await call(generateUsers, { method: "GET", path: "/api/v3/buffers/generate/users?division=DIT-DDB", token })).status).toBe(expected);
    expect((await call(referral, { method: "GET", token, params: { code: "REF850001" } })).status).toBe(200);
  });

  it("answers 401 without a token or with a bad one, on every call", async () => {
    for (const token of [undefined, "not-a-jwt"]) {
      expect((await call(listUsers, { method: "GET", path: "/api/v3/users", token })).status).toBe(401);
      expect((await call(userLoader, { method: "GET", token, params: { id: target } })).status).toBe(401);
      expect((await call(userAction, { method: "DELETE", token, params: { id: target } })).status).toBe(401);
      expect((await call(createUser, { method: "POST", token, body: {} })).status).toBe(401);
      expect((await call(statistic, { method: "GET", token })).status).toBe(401);
      expect((await call(search, { method: "GET", token })).status).toBe(401);
      expect((await call(referral, { method: "GET", token, params: { code: "REF850001" } })).status).toBe(401);
      expect((await call(history, { method: "GET", token, params: { id: target } })).status).toBe(401);
      expect((await call(mapping, { method: "POST", token, params: { id: target }, body: {} })).status).toBe(401);
      expect((await call(generateUsers, { method: "GET", path: "/api/v3/buffers/generate/users?division=DIT-DDB", token })).status).toBe(401);
    }
  });
});

describe("POST, GET, PUT and DELETE users", () => {
  const fresh = { fullname: "Nur Aini", email: "nur.aini@digimon.test", phoneNumber: "081377700011", nik: "3174015003900011", roles: ["member"], jobPosition: "Officer Invoice", password: "Selamat2026pagi" };

  it("creates a user who can sign in with the given password, and mails them", async () => {
    const res = await call(createUser, { body: fresh, token: admin });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ fullname: "Nur Aini", email: "nur.aini@digimon.test", roles: ["member"], status: "active", type: "telkom", fail_login_attempt: 0 });
    const row = db().select().from(users).where(eq(users.email, fresh.email)).get()!;
    expect(await verifyPassword(row.passwordHash, fresh.password)).toBe(true);
    const { listSandboxMail } = await import("~/services/mail.server");
    expect(listSandboxMail(20).some((m) => m.to.includes(fresh.email) && !m.text.includes(fresh.password))).toBe(true);
  });

  it("refuses a used e-mail with 409 and a bad body with 400 and field errors", async () => {
    expect(await call(createUser, { body: fresh, token: admin })).toMatchObject({ status: 409, json: { message: "This email is already in use." } });
    const bad = await call(createUser, { body: { ...fresh, email: "not-an-email", roles: [], nik: "12", password: "short" }, token: admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors as object).sort()).toEqual(["email", "nik", "password", "roles"]);
    expect((await call(createUser, { body: "{oops", token: admin })).status).toBe(400);
    expect((await call(createUser, { body: { ...fresh, email: "x1@digimon.test", roles: ["wizard"] }, token: admin })).status).toBe(400);
  });

  it("lets only a super-admin hand out the super-admin role", async () => {
    const body = { ...fresh, email: "ketua@digimon.test", roles: ["super-admin"] };
    expect((await call(createUser, { body, token: admin })).status).toBe(403);
    expect((await call(createUser, { body, token: superAdmin })).status).toBe(201);
  });

  it("reads one user, 404 for an unknown id", async () => {
    const res = await call(userLoader, { method: "GET", token: admin, params: { id: "usr-owner" } });
    expect(res.json.data).toMatchObject({ _id: "usr-owner", roles: ["product-owner", "member"], positionMapping: { division: { _id: "org-DIT-DDB", name: "DIGITAL BUSINESS" }, unit: { _id: "org-DDB10000000" }, position: { _id: "org-DDB10000000-P02" }, company: { _id: "org-TLKM" } } });
    expect((await call(userLoader, { method: "GET", token: admin, params: { id: "nobody" } })).status).toBe(404);
  });

  it("changes what is sent and says what changed; refuses own roles, taken e-mails and unknown roles", async () => {
    const res = await call(userAction, { method: "PUT", token: admin, params: { id: "usr-gen-0010" }, body: { fullname: "Andi Saputra Jr", jobPosition: "Senior Officer" } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ fullname: "Andi Saputra Jr", changed: ["fullname", "jobPosition"] });
    expect((await call(userAction, { method: "PUT", token: admin, params: { id: "usr-gen-0010" }, body: { fullname: "Andi Saputra Jr" } })).json.data).toMatchObject({ changed: [] });
    expect((await call(userAction, { method: "PUT", token: admin, params: { id: "usr-admin" }, body: { roles: ["member"] } })).status).toBe(409);
    expect((await call(userAction, { method: "PUT", token: admin, params: { id: "usr-gen-0010" }, body: { email: "owner@digimon.test" } })).status).toBe(409);
    expect((await call(userAction, { method: "PUT", token: admin, params: { id: "usr-gen-0010" }, body: { roles: ["wizard"] } })).status).toBe(400);
    expect((await call(userAction, { method: "PUT", token: admin, params: { id: "usr-gen-0010" }, body: { levelAccess: 9 } })).status).toBe(400);
    expect((await call(userAction, { method: "PUT", token: admin, params: { id: "usr-gen-0010" }, body: { grantAccess: ["NOPE"] } })).status).toBe(400);
    expect((await call(userAction, { method: "PUT", token: admin, params: { id: "nobody" }, body: { fullname: "No Body" } })).status).toBe(404);
    expect((await call(userAction, { method: "POST", token: admin, params: { id: "usr-gen-0010" }, body: {} })).status).toBe(405);
  });

  it("soft-deletes: status deleted, deleted_at, hidden from the list, history kept, token refused", async () => {
    const victimToken = await tokenFor("usr-gen-0011");
    const res = await call(userAction, { method: "DELETE", token: admin, params: { id: "usr-gen-0011" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ _id: "usr-gen-0011", status: "deleted" });
    expect(typeof (res.json.data as { deletedAt: string }).deletedAt).toBe("string");
    expect((await page("perpage=100")).data.some((u) => u._id === "usr-gen-0011")).toBe(false);
    expect((await page("perpage=100&filter-status=deleted")).data.map((u) => u._id)).toContain("usr-gen-0011");
    expect((await call(userLoader, { method: "GET", token: admin, params: { id: "usr-gen-0011" } })).json.data).toMatchObject({ status: "deleted" });
    expect((await call(userAction, { method: "DELETE", token: admin, params: { id: "usr-gen-0011" } })).status).toBe(404);
    expect((await list("", victimToken)).status).toBe(401);
    expect((await call(userAction, { method: "DELETE", token: admin, params: { id: "usr-admin" } })).status).toBe(409);
  });
});

describe("block, unblock, failed-login counter and OTP attempts", () => {
  it("blocks (the token stops working), refuses twice, unblocks and resets the counter", async () => {
    const id = "usr-gen-0013";
    const userToken = await tokenFor("usr-settlement");
    db().update(users).set({ failLoginAttempt: 3 }).where(eq(users.id, id)).run();
    expect((await call(block, { token: admin, params: { id: "usr-settlement" } })).status).toBe(200);
    expect((await call(statistic, { method: "GET", token: userToken })).status).toBe(401);
    expect((await call(block, { token: admin, params: { id: "usr-settlement" } })).status).toBe(409);
    expect((await call(unblock, { token: admin, params: { id: "usr-settlement" } })).status).toBe(200);
    expect((await call(unblock, { token: admin, params: { id: "usr-settlement" } })).status).toBe(409);
    expect((await call(block, { token: admin, params: { id: "usr-admin" } })).status).toBe(409);
    expect((await call(loginAttempt, { token: admin, params: { id }, body: { fail_login_attempt: 0 } })).status).toBe(200);
    expect((await call(userLoader, { method: "GET", token: admin, params: { id } })).json.data).toMatchObject({ fail_login_attempt: 0 });
    expect((await call(loginAttempt, { token: admin, params: { id }, body: { fail_login_attempt: -1 } })).status).toBe(400);
    expect((await call(block, { token: admin, params: { id: "nobody" } })).status).toBe(404);
  });

  it("resets the OTP attempts of the user's current code", async () => {
    const id = "usr-gen-0014";
    db().insert(otpCodes).values({ id: randomUUID(), userId: id, codeHash: "x", expiresAt: new Date(Date.now() + 60_000).toISOString(), attempts: 4 }).run();
    const res = await call(resetAttempt, { token: admin, body: { _id: id } });
    expect(res.json.data).toMatchObject({ _id: id, reset: 1 });
    expect(db().select().from(otpCodes).where(and(eq(otpCodes.userId, id), isNull(otpCodes.usedAt))).get()!.attempts).toBe(0);
    expect((await call(resetAttempt, { token: admin, body: { _id: "nobody" } })).status).toBe(404);
    expect((await call(resetAttempt, { token: admin, body: {} })).status).toBe(400);
  });
});

describe("position mapping", () => {
  const id = "usr-gen-0015";
  it("maps to a position, deriving unit, division and company; checks ids sent along", async () => {
    const res = await call(mapping, { token: admin, params: { id }, body: { positionId: "org-FCT10000000-P02" } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ company: { _id: "org-TLKM" }, division: { _id: "org-DIT-FIN", name: "FINANCE CENTER" }, unit: { _id: "org-FCT10000000" }, position: { _id: "org-FCT10000000-P02" } });
    const agreeing = await call(mapping, { token: admin, params: { id }, body: { positionId: "org-DES20000000-P01", unitId: "org-DES20000000", divisionId: "org-DIT-DES", companyId: "org-TLKM" } });
    expect(agreeing.status).toBe(200);
    const clash = await call(mapping, { token: admin, params: { id }, body: { positionId: "org-DES20000000-P01", divisionId: "org-DIT-DDB" } });
    expect(clash.status).toBe(400);
    expect(String(clash.json.message)).toMatch(/is not under DIGITAL BUSINESS/);
    expect((await call(mapping, { token: admin, params: { id }, body: { positionId: "org-DIT-DES" } })).status).toBe(400);
    expect((await call(mapping, { token: admin, params: { id }, body: { positionId: "org-nothing" } })).status).toBe(400);
    expect((await call(mapping, { token: admin, params: { id }, body: {} })).status).toBe(400);
    const unitOnly = await call(mapping, { token: admin, params: { id }, body: { unitId: "org-ITS10000000" } });
    expect(unitOnly.json.data).toMatchObject({ division: { _id: "org-DIT-IT" }, position: null });
  });

  it("removes the mapping; a second removal is a 409", async () => {
    expect((await call(mapping, { method: "DELETE", token: admin, params: { id } })).json.data).toMatchObject({ positionMapping: null });
    expect((await call(userLoader, { method: "GET", token: admin, params: { id } })).json.data).toMatchObject({ positionMapping: { company: null, division: null, unit: null, position: null } });
    expect((await call(mapping, { method: "DELETE", token: admin, params: { id } })).status).toBe(409);
    expect((await call(mapping, { method: "DELETE", token: admin, params: { id: "nobody" } })).status).toBe(404);
  });
});

describe("lookups, statistics and history", () => {
  it("searches for pickers, with the spec's owner/member entry fields", async () => {
    const res = await call(search, { method: "GET", path: "/api/v3/users/search?filter=siti", token: admin });
    expect((res.json.data as { data: unknown[] }).data).toEqual([expect.objectContaining({ label: "Siti Nurhaliza", email: "owner@digimon.test", value: "880003", userId: "usr-owner" })]);
    expect((await call(search, { method: "GET", path: `/api/v3/users/search?filter=${"x".repeat(101)}`, token: admin })).status).toBe(400);
  });

  it("generates a division's users and refuses a missing or unknown division", async () => {
    const res = await call(generateUsers, { method: "GET", path: "/api/v3/buffers/generate/users?division=DIT-FIN", token: admin });
    const rows = (res.json.data as { data: { userId: string }[] }).data;
    expect(rows.map((r) => r.userId)).toContain("usr-settlement");
    expect((await call(generateUsers, { method: "GET", path: "/api/v3/buffers/generate/users", token: admin })).status).toBe(400);
    expect((await call(generateUsers, { method: "GET", path: "/api/v3/buffers/generate/users?division=DDB10000000", token: admin })).status).toBe(400);
  });

  it("finds a referral code's owner: the whole user for admins, only whether the code is live for others (no person)", async () => {
    expect((await call(referral, { method: "GET", token: admin, params: { code: "ref850001" } })).json.data).toMatchObject({ _id: "usr-super-admin", email: "super.admin@digimon.test" });
    const member = await call(referral, { method: "GET", token: await tokenFor(DEMO.member), params: { code: "REF850001" } });
    expect(member.json.data).toEqual({ referralCode: "REF850001", valid: true });
    expect((await call(referral, { method: "GET", token: admin, params: { code: "REF000000" } })).status).toBe(404);
    expect((await call(referral, { method: "GET", token: admin, params: { code: "!!" } })).status).toBe(400);
  });

  it("counts users by status, role and division", async () => {
    const data = (await call(statistic, { method: "GET", token: admin })).json.data as { total: number; byStatus: Record<string, number>; byRole: { role: string; count: number }[]; byDivision: { _id: string | null; count: number }[] };
    const rows = db().select().from(users).all();
    expect(data.total).toBe(rows.length);
    expect(data.byStatus.blocked).toBe(rows.filter((u) => u.status === "blocked").length);
    expect(data.byRole.find((r) => r.role === "admin")?.count).toBe(1);
    expect(data.byDivision.reduce((a, d) => a + d.count, 0)).toBe(rows.filter((u) => u.status !== "deleted").length);
  });

  it("lists what a person did, sign-ins, changes and workflow actions, newest first and paged", async () => {
    db().insert(workflowTransitions).values({ kind: "invoice", entityId: "inv-x", machineId: "invoice", machineVersion: 1, event: "invoice.approve", fromState: "invoiced", toState: "approved", actorId: "usr-admin", actorName: "Budi Santoso", at: "2099-01-01T00:00:00.000Z" }).run();
    const res = await call(history, { method: "GET", path: "/api/v3/log-activity/usr-admin/history?perpage=5", token: admin, params: { id: "usr-admin" } });
    const { data, meta } = res.json.data as { data: { source: string; action: string }[]; meta: { total: number } };
    expect(data[0]).toMatchObject({ source: "workflow", action: "invoice.invoice.approve" });
    expect(data).toHaveLength(5);
    expect(meta.total).toBeGreaterThan(5);
    const everything = await call(history, { method: "GET", path: "/api/v3/log-activity/usr-admin/history?perpage=100", token: admin, params: { id: "usr-admin" } });
    const actions = (everything.json.data as { data: { action: string; at: string }[] }).data;
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["user.blocked", "user.unblocked", "user.created", "user.deleted", "user.position-mapped"]));
    expect(actions.map((a) => a.at)).toEqual([...actions.map((a) => a.at)].sort().reverse());
    const second = await call(history, { method: "GET", path: "/api/v3/log-activity/usr-admin/history?perpage=5&currpage=1", token: admin, params: { id: "usr-admin" } });
    expect((second.json.data as { data: unknown[] }).data).toEqual(actions.slice(5, 10));
    expect((await call(history, { method: "GET", path: "/api/v3/log-activity/x/history?currpage=-2", token: admin, params: { id: "usr-admin" } })).status).toBe(400);
    expect((await call(history, { method: "GET", token: admin, params: { id: "nobody" } })).status).toBe(404);
  });
});

describe("division scope (read:user:division with levelAccess and grantAccess)", () => {
  afterAll(() => {
    db().insert(rolePermissions).values({ roleId: "role-admin", permissionId: "perm-read:user" }).onConflictDoNothing().run();
    db().update(users).set({ levelAccess: 1, grantAccess: [] }).where(eq(users.id, "usr-admin")).run();
  });

  it("shows a division-level admin only their division, widening with the level and grants", async () => {
    db().delete(rolePermissions).where(and(eq(rolePermissions.roleId, "role-admin"), eq(rolePermissions.permissionId, "perm-read:user"))).run();
    db().update(users).set({ levelAccess: 3 }).where(eq(users.id, "usr-admin")).run();
    const token = await tokenFor(DEMO.admin);
    const own = await page("perpage=100", token);
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((u) => u.positionMapping.division?._id === "org-DIT-DDB")).toBe(true);
    expect((await page("perpage=100&filter-positionMapping.division._id=org-DIT-DES", token)).data).toEqual([]);
    expect((await call(userLoader, { method: "GET", token, params: { id: "usr-member" } })).status).toBe(404);
    expect((await call(block, { token, params: { id: "usr-member" } })).status).toBe(404);
    expect((await call(mapping, { token, params: { id: "usr-owner" }, body: { positionId: "org-DES10000000-P01" } })).status).toBe(403);
    const stats = (await call(statistic, { method: "GET", token })).json.data as { byDivision: { _id: string }[] };
    expect(stats.byDivision.map((d) => d._id)).toEqual(["org-DIT-DDB"]);

    db().update(users).set({ levelAccess: 2 }).where(eq(users.id, "usr-admin")).run();
    const directorate = await page("perpage=100", token);
    expect(new Set(directorate.data.map((u) => u.positionMapping.division?._id))).toEqual(new Set(["org-DIT-DDB", "org-DIT-IT"]));

    db().update(users).set({ levelAccess: 3, grantAccess: ["DIT-FIN"] }).where(eq(users.id, "usr-admin")).run();
    const granted = await page("perpage=100", token);
    expect(new Set(granted.data.map((u) => u.positionMapping.division?._id))).toEqual(new Set(["org-DIT-DDB", "org-DIT-FIN"]));
    // A division-scoped admin cannot widen anyone's reach.
    expect((await call(userAction, { method: "PUT", token, params: { id: "usr-owner" }, body: { levelAccess: 1 } })).status).toBe(403);
  });
});

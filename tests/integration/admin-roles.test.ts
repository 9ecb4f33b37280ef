import { loader as permissionsCatalogue } from "~/routes/api.v3.permissions";
import { loader as roleLoader } from "~/routes/api.v3.roles.$role";
import { action as setPermissions } from "~/routes/api.v3.roles.$role.permissions";
import { loader as listRoles } from "~/routes/api.v3.roles._index";
import { loader as listUsers } from "~/routes/api.v3.users._index";
import { PERMISSIONS } from "~/lib/permissions";
import { call } from "../support/api";
import { useDemoData as withDemoData } from "../support/seed";
import { DEMO, type DemoRole, tokenFor } from "../support/tokens";

withDemoData();

type Role = { _id: string; name: string; label: string; permissions: string[]; users: number };

describe("roles and permissions API", () => {
  it("lists the thirteen roles with their permissions and holders", async () => {
    const res = await call(listRoles, { method: "GET", token: await tokenFor(DEMO.admin) });
    const roles = (res.json.data as { data: Role[] }).data;
    expect(roles.map((r) => r.name)).toEqual(["super-admin", "admin", "product-owner", "member", "approver", "invoice-signer", "settlement", "finance-manager", "companion", "partner", "legal", "spa", "system"]);
    expect(roles.find((r) => r.name === "super-admin")!.permissions).toHaveLength(Object.keys(PERMISSIONS).length);
    expect(roles.find((r) => r.name === "admin")!.permissions).not.toContain("manage:role");
    expect(roles.find((r) => r.name === "admin")!.users).toBe(1);
  });

  it("serves the permission catalogue to anyone signed in", async () => {
    const res = await call(permissionsCatalogue, { method: "GET", token: await tokenFor(DEMO.partner) });
    expect((res.json.data as { data: { name: string }[] }).data.map((p) => p.name)).toEqual(Object.keys(PERMISSIONS));
    expect((await call(permissionsCatalogue, { method: "GET" })).status).toBe(401);
  });

  it("lets a super-admin change a role's permissions, which reach the holders' tokens at once", async () => {
    const superAdmin = await tokenFor(DEMO["super-admin"]);
    const member = await tokenFor(DEMO.member);
    expect((await call(listUsers, { method: "GET", token: member })).status).toBe(403);
    const before = ((await call(roleLoader, { method: "GET", token: member, params: { role: "member" } })).json.data as { permissions: string[] }).permissions;
    const res = await call(setPermissions, { method: "PUT", token: superAdmin, params: { role: "member" }, body: { permissions: [...before, "read:user:division"] } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ role: "member", added: ["read:user:division"], removed: [] });
    // The same token now passes: permissions are loaded per request, not frozen in the token.
    const scoped = await call(listUsers, { method: "GET", path: "/api/v3/users?perpage=100", token: member });
    expect(scoped.status).toBe(200);
    const rows = (scoped.json.data as { data: { positionMapping: { division: { _id: string } | null } }[] }).data;
    expect(rows.every((u) => u.positionMapping.division?._id === "org-DIT-DES")).toBe(true);
    expect((await call(setPermissions, { method: "PUT", token: superAdmin, params: { role: "member" }, body: { permissions: before } })).json.data).toMatchObject({ removed: ["read:user:division"] });
    expect((await call(listUsers, { method: "GET", token: member })).status).toBe(403);
  });

  it("refuses unknown permissions (400), unknown roles (404), and super-admin without manage:role (409)", async () => {
    const superAdmin = await tokenFor(DEMO["super-admin"]);
    expect((await call(setPermissions, { method: "PUT", token: superAdmin, params: { role: "member" }, body: { permissions: ["fly:plane"] } })).status).toBe(400);
    expect((await call(setPermissions, { method: "PUT", token: superAdmin, params: { role: "wizard" }, body: { permissions: [] } })).status).toBe(404);
    const locked = await call(setPermissions, { method: "PUT", token: superAdmin, params: { role: "super-admin" }, body: { permissions: ["read:user"] } });
    expect(locked.status).toBe(409);
    expect(String(locked.json.message)).toMatch(/must keep manage:role/);
    expect((await call(setPermissions, { method: "PUT", token: superAdmin, params: { role: "member" }, body: { permissions: "read:dashboard" } })).status).toBe(200);
    expect((await call(setPermissions, { method: "PUT", token: superAdmin, params: { role: "member" }, body: { permissions: 42 } })).status).toBe(400);
    expect((await call(setPermissions, { method: "PUT", token: superAdmin, params: { role: "member" }, body: "[]" })).status).toBe(400);
    expect((await call(setPermissions, { method: "GET", token: superAdmin, params: { role: "member" } })).status).toBe(405);
  });

  it.each(Object.keys(DEMO) as DemoRole[])("%s: may list roles only with read:user or manage:role, and change them only with manage:role", async (role) => {
    const token = await tokenFor(DEMO[role]);
    const reads = role === "admin" || role === "super-admin";
    expect((await call(listRoles, { method: "GET", token })).status).toBe(reads ? 200 : 403);
    expect((await call(setPermissions, { method: "PUT", token, params: { role: "legal" }, body: { permissions: ["read:dashboard", "read:report"] } })).status).toBe(role === "super-admin" ? 200 : 403);
  });
});

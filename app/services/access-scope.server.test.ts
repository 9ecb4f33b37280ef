import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { users } from "#db/schema";
import { loadAccessUser } from "~/models/user.server";
import { useDemoData } from "../../tests/support/seed";
import { listScope } from "./access-scope.server";

useDemoData();
const as = (id: string) => loadAccessUser(id)!;

describe("list scope", () => {
  it("gives admins everything", () => {
    expect(listScope(as("usr-admin"), "invoice")).toEqual({ all: true });
  });

  it("gives members the products they belong to, and nothing by division", () => {
    expect(listScope(as("usr-owner"), "invoice")).toEqual({ all: false, divisionIds: [], productIds: expect.arrayContaining(["prd-st", "prd-dr"]) });
    expect((listScope(as("usr-member"), "invoice") as { productIds: string[] }).productIds.sort()).toEqual(["prd-ac", "prd-mp", "prd-sa"]);
  });

  it("gives a division-level companion their own division, plus granted divisions, and widens with the level", () => {
    expect(listScope(as("usr-companion"), "invoice")).toEqual({ all: false, divisionIds: ["org-DIT-DES"], productIds: [] });
    db().update(users).set({ grantAccess: ["DIT-FIN"] }).where(eq(users.id, "usr-companion")).run();
    expect((listScope(as("usr-companion"), "invoice") as { divisionIds: string[] }).divisionIds.sort()).toEqual(["org-DIT-DES", "org-DIT-FIN"]);
    db().update(users).set({ grantAccess: [], levelAccess: 2 }).where(eq(users.id, "usr-companion")).run();
    expect((listScope(as("usr-companion"), "invoice") as { divisionIds: string[] }).divisionIds.sort()).toEqual(["org-DIT-DES", "org-DIT-DGS"]);
    db().update(users).set({ levelAccess: 1 }).where(eq(users.id, "usr-companion")).run();
    expect((listScope(as("usr-companion"), "invoice") as { divisionIds: string[] }).divisionIds).toHaveLength(5);
  });

  it("gives a role without any read permission nothing", () => {
    expect(listScope(as("usr-partner"), "invoice")).toEqual({ all: false, divisionIds: [], productIds: [] });
  });
});

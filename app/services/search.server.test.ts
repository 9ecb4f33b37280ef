import { seedDemoData } from "#db/seed/index";
import { loadAccessUser } from "~/models/user.server";
import { globalSearch, registerSearchProvider } from "./search.server";

beforeAll(async () => {
  await seedDemoData();
});

const user = (id: string) => loadAccessUser(id)!;

describe("global search", () => {
  it("finds products by name or code, only those a member may open", async () => {
    const admin = await globalSearch(user("usr-super-admin"), "ar");
    expect(admin.find((g) => g.kind === "products")?.hits.map((h) => h.title)).toEqual(["Antares Cloud", "Digital Reward", "Smart Tenant"]);
    const owner = await globalSearch(user("usr-owner"), "ar");
    expect((await globalSearch(user("usr-member"), "ar")).find((g) => g.kind === "products")?.hits.map((h) => h.title)).toEqual(["Antares Cloud"]);
    expect(owner.find((g) => g.kind === "products")?.hits.map((h) => h.title)).toEqual(["Digital Reward", "Smart Tenant"]);
    const byCode = await globalSearch(user("usr-member"), "AC");
    expect(byCode.find((g) => g.kind === "products")?.hits[0]).toMatchObject({ title: "Antares Cloud", subtitle: "AC", url: "/products/prd-ac" });
  });

  it("finds users by name, e-mail or NIK only for those who may read users", async () => {
    const groups = await globalSearch(user("usr-admin"), "Siti");
    expect(groups.find((g) => g.kind === "users")?.hits[0]).toMatchObject({ title: "Siti Nurhaliza", subtitle: "owner@digimon.test" });
    expect((await globalSearch(user("usr-admin"), "3273015607880003")).find((g) => g.kind === "users")?.hits).toHaveLength(1);
    expect(await globalSearch(user("usr-partner"), "Siti")).toEqual([]);
  });

  it("treats LIKE wildcards literally and ignores terms shorter than two characters", async () => {
    expect(await globalSearch(user("usr-super-admin"), "%%")).toEqual([]);
    expect(await globalSearch(user("usr-super-admin"), "a")).toEqual([]);
  });

  it("groups hits of registered providers in their order", async () => {
    registerSearchProvider("invoices", { label: "Invoices", order: 40, search: (term) => [{ id: "i1", title: `INV-ST-${term}`, url: "/invoices/i1" }] });
    const groups = await globalSearch(user("usr-super-admin"), "Sinergi");
    expect(groups.map((g) => g.kind)).toEqual(["products", "invoices"]);
  });
});

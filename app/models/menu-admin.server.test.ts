import { sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { seedDemoData } from "#db/seed/index";
import { menuFor, menuAllowsPath } from "~/services/menu.server";
import { createMenuItem, deleteMenuItem, findMenuItem, listAssignableRoles, listMenuForEditor, menuStructureProblem, moveMenuItem, updateMenuItem } from "./menu-admin.server";

beforeAll(async () => {
  await seedDemoData();
});

const base = { url: null, icon: null, badge: null, badgeColor: null, newTab: false, parentId: null };

describe("menu editing", () => {
  it("lists the seeded menu with children after their group", () => {
    const rows = listMenuForEditor();
    const group = rows.findIndex((r) => r.id === "m-documents");
    expect(rows[group + 1]).toMatchObject({ parentId: "m-documents", depth: 1 });
    expect(listAssignableRoles().map((r) => r.name)).not.toContain("system");
  });

  it("adds an item at the end of its level, and the side menu and access check see it at once", () => {
    // A page no seeded entry names (the seeded menu lists /reports since issue 22).
    const id = createMenuItem({ ...base, kind: "item", title: "Analytics", url: "/analytics", icon: "img:report-transaction", roles: ["settlement"] });
    const top = listMenuForEditor().filter((r) => r.depth === 0);
    expect(top.at(-1)?.id).toBe(id);
    expect(menuFor(["settlement"]).some((n) => n.id === id)).toBe(true);
    expect(menuAllowsPath("/analytics", ["partner"])).toBe(false);
    expect(menuAllowsPath("/analytics/2026", ["settlement"])).toBe(true);
    deleteMenuItem(id);
    expect(menuAllowsPath("/analytics", ["partner"])).toBe(true);
  });

  it("sees an edit made by another process (another web worker) on the next read", () => {
    menuFor(["settlement"]);
    // Straight to the table, as another process would: this process's copy is not told.
    db().run(sql`update menu_items set title = 'Notices', updated_at = '2099-01-01T00:00:00.000Z' where id = 'm-notifications'`);
    expect(menuFor(["settlement"]).find((n) => n.id === "m-notifications")?.title).toBe("Notices");
    db().run(sql`update menu_items set title = 'Notifications' where id = 'm-notifications'`);
    db().run(sql`delete from menu_items where id = 'm-efaktur'`);
    expect(menuFor(["settlement"]).some((n) => n.id === "m-efaktur")).toBe(false);
  });

  it("moves entries among their siblings and stops at the ends", () => {
    const ids = () => listMenuForEditor().filter((r) => r.parentId === "m-documents").map((r) => r.id);
    expect(ids()).toEqual(["m-po", "m-billings", "m-invoices"]);
    expect(moveMenuItem("m-invoices", "up")).toBe(true);
    expect(ids()).toEqual(["m-po", "m-invoices", "m-billings"]);
    expect(moveMenuItem("m-po", "up")).toBe(false);
    expect(moveMenuItem("m-invoices", "down")).toBe(true);
    expect(ids()).toEqual(["m-po", "m-billings", "m-invoices"]);
  });

  it("updates title, badge, roles and parent, and clears what a kind does not use", () => {
    updateMenuItem("m-inbox", { ...base, kind: "item", title: "Approvals", url: "/invoices/inbox", icon: "color:inbox:warning", badge: "3", badgeColor: "danger", roles: ["invoice-signer"], parentId: "m-documents" });
    const row = findMenuItem("m-inbox");
    expect(row).toMatchObject({ title: "Approvals", parentId: "m-documents", badge: "3", badgeColor: "danger", roles: ["invoice-signer"] });
    updateMenuItem("m-inbox", { ...base, kind: "group", title: "Approvals", url: "/ignored", icon: null, roles: ["invoice-signer"] });
    expect(findMenuItem("m-inbox")).toMatchObject({ kind: "group", url: null, parentId: null });
  });

  it("refuses structures the side menu cannot draw", () => {
    expect(menuStructureProblem({ kind: "group", parentId: "m-documents" })).toMatchObject({ field: "parentId" });
    expect(menuStructureProblem({ kind: "item", parentId: "m-dashboard" })).toMatchObject({ field: "parentId" });
    expect(menuStructureProblem({ kind: "item", parentId: "m-documents" })).toBeNull();
    expect(menuStructureProblem({ kind: "item", parentId: null }, "m-documents")).toMatchObject({ field: "kind" });
  });

  it("deletes a group with its children", () => {
    const group = createMenuItem({ ...base, kind: "group", title: "Temp", icon: "bi:folder", roles: ["admin"] });
    createMenuItem({ ...base, kind: "external", title: "Site", url: "https://example.com", roles: ["admin"], parentId: group, newTab: true });
    expect(deleteMenuItem(group)?.id).toBe(group);
    expect(listMenuForEditor().some((r) => r.parentId === group)).toBe(false);
  });
});

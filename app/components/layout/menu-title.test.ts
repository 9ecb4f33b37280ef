import { describe, expect, it } from "vitest";
import enShell from "~/locales/en/shell";
import { translatorFor } from "~/services/i18n.server";
import { menuKey, seededMenuTitles, translateMenu } from "./menu-title";
import type { ShellMenuNode } from "./shell-types";

const node = (over: Partial<ShellMenuNode> & Pick<ShellMenuNode, "id" | "title">): ShellMenuNode => ({ kind: "item", url: null, icon: null, badge: null, badgeColor: null, newTab: false, children: [], ...over });
const inIndonesian = (nodes: ShellMenuNode[]) => translateMenu(translatorFor("id", "shell") as unknown as (key: string) => string, nodes);
const inEnglish = (nodes: ShellMenuNode[]) => translateMenu(translatorFor("en", "shell") as unknown as (key: string) => string, nodes);

describe("the menu's seeded titles (issue 18)", () => {
  it("has an English entry equal to the seeded title for every seeded entry, and one per seeded badge", () => {
    const menu = enShell.menu as Record<string, string>;
    const badges = enShell.menuBadge as Record<string, string>;
    for (const seeded of seededMenuTitles()) {
      expect(menu[seeded.key], seeded.id).toBe(seeded.title);
      if (seeded.badge) expect(badges[seeded.key], seeded.id).toBe(seeded.badge);
    }
    // No entry without a seeded item behind it.
    expect(Object.keys(menu).sort()).toEqual(seededMenuTitles().map((s) => s.key).sort());
  });

  it("keys an entry by its seeded id", () => {
    expect(menuKey("m-po")).toBe("po");
    expect(menuKey("m-some-thing")).toBe("someThing");
  });

  it("shows seeded entries in Bahasa Indonesia, nested ones too, and the seeded badge", () => {
    const [documents, inbox] = inIndonesian([
      node({ id: "m-documents", kind: "group", title: "Documents", children: [node({ id: "m-invoices", title: "Invoices", url: "/invoices" }), node({ id: "m-billings", title: "Billings", url: "/billings" })] }),
      node({ id: "m-inbox", title: "Approval inbox", url: "/invoices/inbox", badge: "New", badgeColor: "success" }),
    ]);
    expect(documents.title).toBe("Dokumen");
    expect(documents.children.map((c) => c.title)).toEqual(["Invoice", "Tagihan"]);
    expect(inbox).toMatchObject({ title: "Kotak persetujuan", badge: "Baru", url: "/invoices/inbox", badgeColor: "success" });
  });

  it("keeps what an administrator wrote: a renamed seeded entry, a changed badge, an entry they made", () => {
    const [renamed, rebadged, made] = inIndonesian([
      node({ id: "m-invoices", title: "Customer invoices", url: "/invoices" }),
      node({ id: "m-inbox", title: "Approval inbox", badge: "5" }),
      node({ id: "mnu-0192", title: "Quarterly report", url: "/reports" }),
    ]);
    expect(renamed.title).toBe("Customer invoices");
    expect(rebadged).toMatchObject({ title: "Kotak persetujuan", badge: "5" });
    expect(made.title).toBe("Quarterly report");
  });

  it("leaves the English menu exactly as stored", () => {
    const stored = [node({ id: "m-o2c", kind: "header", title: "Order to cash" }), node({ id: "m-inbox", title: "Approval inbox", badge: "New" })];
    expect(inEnglish(stored)).toEqual(stored);
  });
});

import { describe, expect, it } from "vitest";
import type { ShellMenuNode } from "./shell-types";
import { horizontalMenuMarkup, verticalMenuMarkup } from "./side-menu";

const node = (over: Partial<ShellMenuNode> & Pick<ShellMenuNode, "id" | "title">): ShellMenuNode => ({ kind: "item", url: null, icon: null, badge: null, badgeColor: null, newTab: false, children: [], ...over });

const MENU: ShellMenuNode[] = [
  node({ id: "h", kind: "header", title: "Order to cash" }),
  node({
    id: "docs",
    kind: "group",
    title: "Documents",
    icon: "color:file-text:primary",
    children: [node({ id: "inv", title: "Invoices", url: "/invoices", badge: "3", badgeColor: "danger" }), node({ id: "po", title: "Purchase orders", url: "/purchase-orders" })],
  }),
  node({ id: "help", kind: "external", title: `Help & "FAQ"`, url: "https://help.example/?a=1&b=2", newTab: true, icon: "ri:question-line" }),
];

/** The opening tags of the links in some markup, attributes as written. */
const links = (markup: string) => [...markup.matchAll(/<a ([^>]*)>/g)].map((m) => m[1]);

describe("the side menu's markup", () => {
  it("marks the active item, opens the group that holds it and links in-app pages for the body's click handler", () => {
    const markup = verticalMenuMarkup(MENU, "inv").markup;
    const active = links(markup).filter((a) => a.includes('aria-current="page"'));
    expect(active).toHaveLength(1);
    expect(active[0]).toMatch(/^href="\/invoices" data-nav="" data-discover="true" class="[^"]*bg-sidebar-primary[^"]*" aria-current="page" title="Invoices"$/);
    expect(markup).toContain('<details open="" class="group/details">');
    expect(verticalMenuMarkup(MENU, null).markup).toContain('<details class="group/details">');
    expect(verticalMenuMarkup(MENU, null).markup).not.toContain("aria-current");
  });

  it("opens external links in a new tab, says so, and keeps their text as text", () => {
    const vertical = verticalMenuMarkup(MENU, null).markup;
    const external = links(vertical).find((a) => a.includes("_blank"))!;
    expect(external).toBe(
      'href="https://help.example/?a=1&amp;b=2" class="' +
        external.match(/class="([^"]*)"/)![1] +
        '" target="_blank" rel="noopener noreferrer" title="Help &amp; &quot;FAQ&quot;" aria-label="Help &amp; &quot;FAQ&quot; (opens in a new tab)"',
    );
    expect(vertical).toContain(">Help &amp; &quot;FAQ&quot;</span>");
    expect(links(horizontalMenuMarkup(MENU, null).markup).find((a) => a.includes("_blank"))).not.toContain("data-nav");
  });

  it("draws headers as separators and groups as menus that open by CSS in the horizontal layout", () => {
    const markup = horizontalMenuMarkup(MENU, "po").markup;
    expect(markup).toContain('<li aria-hidden="true" class="mx-1 h-5 w-px bg-border first:hidden"></li>');
    expect(markup).toMatch(/<button type="button" class="[^"]*bg-sidebar-primary[^"]*" aria-haspopup="true">/);
    expect(links(markup).filter((a) => a.includes("aria-current"))).toEqual([expect.stringMatching(/^href="\/purchase-orders" /)]);
  });

  it.each(["javascript:alert(document.cookie)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "//evil.example", "/\\evil.example", "/\t/evil.example"])(
    "shows an entry whose address is %j as text, not as a link",
    (url) => {
      const menu = [node({ id: "bad-ext", kind: "external", title: "Outside", url, newTab: true }), node({ id: "bad-item", title: "Inside", url }), node({ id: "ok", title: "Invoices", url: "/invoices" })];
      for (const markup of [verticalMenuMarkup(menu, "bad-item").markup, horizontalMenuMarkup(menu, "bad-item").markup]) {
        expect(links(markup).map((a) => a.match(/href="([^"]*)"/)![1])).toEqual(["/invoices"]);
        expect(markup).toContain(">Outside</span>");
        expect(markup).toContain(">Inside</span>");
      }
    },
  );
});

import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/services/i18n.server";
import { activeMenuId, type ShellMenuNode } from "./shell-types";
import { choicesAfterNavigation, choicesAfterToggle, groupIsOpen, HorizontalMenu, VerticalMenu } from "./side-menu";

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
  node({ id: "inbox", title: "Approval inbox", url: "/invoices/inbox", icon: "ri:inbox-line" }),
  node({ id: "admin", kind: "group", title: "Administration", icon: "bi:gear", children: [node({ id: "users", title: "Users", url: "/admin/users" })] }),
  node({ id: "help", kind: "external", title: `Help & "FAQ"`, url: "https://help.example/?a=1&b=2", newTab: true, icon: "img:catalog" }),
];

/** A menu rendered on the server at `path`, as the shell renders it (inside the router, active item picked from the path). */
async function render(path: string, menu: (activeId: string | null) => ReactElement, nodes = MENU) {
  const routes = [{ path: "*", element: menu(activeMenuId(nodes, path)) }];
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw context;
  return renderToString(
    <I18nextProvider i18n={i18nFor("en")}>
      <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}
const vertical = (path: string, nodes = MENU) => render(path, (activeId) => <VerticalMenu nodes={nodes} activeId={activeId} />, nodes);
const horizontal = (path: string, nodes = MENU) => render(path, (activeId) => <HorizontalMenu nodes={nodes} activeId={activeId} />, nodes);

/** The opening tags of the links in some markup, attributes as written. */
const links = (markup: string) => [...markup.matchAll(/<a ([^>]*)>/g)].map((m) => m[1]);
const hrefOf = (tag: string) => tag.match(/href="([^"]*)"/)![1];
const current = (markup: string) => links(markup).filter((a) => a.includes('aria-current="page"')).map(hrefOf);

describe("the side menu", () => {
  it("marks the active item, and renders its group open on the server (no JavaScript needed)", async () => {
    const markup = await vertical("/invoices/INV-2026-0001");
    expect(markup).toMatch(/^<nav aria-label="Main menu"/);
    expect(current(markup)).toEqual(["/invoices"]);
    expect(links(markup).find((a) => a.includes('aria-current="page"'))).toMatch(/class="[^"]*bg-sidebar-primary[^"]*"/);
    expect(markup).toMatch(/<details open="" class="group\/details"><summary[^>]*>.*?Documents/);
    // The group that does not hold it stays closed.
    expect(markup).toMatch(/<details class="group\/details"><summary[^>]*>.*?Administration/);
    const nowhere = await vertical("/somewhere-else");
    expect(nowhere).not.toContain('aria-current="page"');
    expect(nowhere).not.toContain("<details open");
  });

  it("marks only the longest matching entry, not a parent address that has an entry of its own", async () => {
    const markup = await vertical("/invoices/inbox");
    expect(current(markup)).toEqual(["/invoices/inbox"]);
    expect(links(markup).find((a) => hrefOf(a) === "/invoices")).not.toContain('aria-current="page"');
    expect(markup).not.toContain("<details open");
  });

  it("opens external links in a new tab, says so, and keeps their text as text", async () => {
    const markup = await vertical("/");
    const external = links(markup).find((a) => a.includes("_blank"))!;
    expect(hrefOf(external)).toBe("https://help.example/?a=1&amp;b=2");
    expect(external).toContain('rel="noopener noreferrer"');
    expect(external).toContain('aria-label="Help &amp; &quot;FAQ&quot; (opens in a new tab)"');
    expect(external).not.toContain("aria-current");
    expect(markup).toContain(">Help &amp; &quot;FAQ&quot;</span>");
  });

  it("draws every icon family and the badge", async () => {
    const markup = await vertical("/");
    expect(markup).toContain('class="inline-flex size-5 shrink-0 items-center justify-center ri-inbox-line');
    expect(markup).toContain('class="inline-flex size-5 shrink-0 items-center justify-center bi bi-gear');
    expect(markup).toContain('src="/images/menu/catalog.svg"');
    expect(markup).toMatch(/<span aria-hidden="true" class="[^"]*bg-primary\/15 text-primary"><svg[^>]*class="lucide lucide-file-text size-3\.5"/);
    expect(markup).toMatch(/bg-destructive text-destructive-foreground[^"]*">3<\/span>/);
  });

  it.each(["javascript:alert(document.cookie)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "//evil.example", "/\\evil.example", "/\t/evil.example"])(
    "shows an entry whose address is %j as text, not as a link",
    async (url) => {
      const menu = [node({ id: "bad-ext", kind: "external", title: "Outside", url, newTab: true }), node({ id: "bad-item", title: "Inside", url }), node({ id: "ok", title: "Invoices", url: "/invoices" })];
      for (const markup of [await vertical("/", menu), await horizontal("/", menu)]) {
        expect(links(markup).map(hrefOf)).toEqual(["/invoices"]);
        expect(markup).toContain(">Outside</span>");
        expect(markup).toContain(">Inside</span>");
      }
    },
  );
});

describe("the horizontal menu", () => {
  it("draws headers as separators and groups as menus that open by CSS, the active item's group highlighted", async () => {
    const markup = await horizontal("/purchase-orders");
    expect(markup).toContain('<li aria-hidden="true" class="mx-1 h-5 w-px bg-border first:hidden"></li>');
    expect(markup).toMatch(/<button type="button" class="[^"]*bg-sidebar-primary[^"]*" aria-haspopup="true">.*?Documents/);
    expect(markup).toMatch(/<button type="button" class="[^"]*text-foreground\/80[^"]*" aria-haspopup="true">.*?Administration/);
    expect(current(markup)).toEqual(["/purchase-orders"]);
  });
});

describe("menu groups opened by hand", () => {
  const [docs, admin] = [MENU[1], MENU[3]];

  it("stay open after a navigation to a page outside them, while the group of the page left closes", () => {
    // On /invoices: Documents is open by itself; the person opens Administration.
    let choices = choicesAfterToggle({}, admin, "inv", true);
    expect(groupIsOpen(choices, admin, "inv")).toBe(true);
    expect(groupIsOpen(choices, docs, "inv")).toBe(true);
    // Then goes to the approval inbox, outside both groups.
    choices = choicesAfterNavigation(choices, MENU, "inbox");
    expect(groupIsOpen(choices, admin, "inbox")).toBe(true);
    expect(groupIsOpen(choices, docs, "inbox")).toBe(false);
  });

  it("remember nothing for a toggle that only shows what the menu already shows (the server's open group, React's own update)", () => {
    expect(choicesAfterToggle({}, docs, "inv", true)).toEqual({});
    expect(choicesAfterToggle({}, admin, "inv", false)).toEqual({});
  });

  it("stay closed when closed by hand, until a navigation goes to a page inside", () => {
    let choices = choicesAfterToggle({}, docs, "inv", false);
    expect(groupIsOpen(choices, docs, "inv")).toBe(false);
    choices = choicesAfterNavigation(choices, MENU, "inbox");
    expect(groupIsOpen(choices, docs, "inbox")).toBe(false);
    choices = choicesAfterNavigation(choices, MENU, "po");
    expect(groupIsOpen(choices, docs, "po")).toBe(true);
  });
});

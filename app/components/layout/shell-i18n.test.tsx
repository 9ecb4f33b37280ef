import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SessionProvider } from "~/components/session-expiry";
import { DEFAULT_THEME } from "~/lib/theme";
import type { Language } from "~/locales";
import { i18nFor } from "~/services/i18n.server";
import { FlashToast } from "./flash-toast";
import { PortalShell } from "./portal-shell";
import type { ShellMenuNode } from "./shell-types";

/** Renders an element on the server in a language, inside a router at `path` (a loader may throw to reach the boundary). */
async function render(language: Language, element: ReactElement, { path = "/", thrown }: { path?: string; thrown?: Response } = {}) {
  const routes = [{ id: "page", path: "*", element, errorElement: <GeneralErrorBoundary />, loader: () => { if (thrown) throw thrown; return null; } }];
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw context;
  return renderToString(
    <I18nextProvider i18n={i18nFor(language)}>
      <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const node = (over: Partial<ShellMenuNode> & Pick<ShellMenuNode, "id" | "title">): ShellMenuNode => ({ kind: "item", url: null, icon: null, badge: null, badgeColor: null, newTab: false, children: [], ...over });
const MENU = [
  node({ id: "m-home", kind: "header", title: "Home" }),
  node({ id: "m-dashboard", title: "Dashboard", url: "/", icon: "img:dashboard-management" }),
  node({ id: "m-inbox", title: "Approval inbox", url: "/invoices/inbox", badge: "New", badgeColor: "success" }),
  node({ id: "mnu-made", title: "Quarterly report", url: "/reports" }),
];

function shell(toast: Parameters<typeof FlashToast>[0]["toast"] = null) {
  return (
    <SessionProvider>
      <PortalShell
        user={{ id: "u1", email: "rina@digimon.test", displayName: "Rina", role: "approver", roles: ["approver"], avatarPath: null }}
        theme={DEFAULT_THEME}
        menu={MENU}
        feed={{ unreadCount: 2, items: [] }}
        bookmarks={{ shown: [], waiting: [] }}
        customizerEnabled
        appMode="sandbox"
        toast={toast}
        pageTitle={null}
      >
        <p>page</p>
      </PortalShell>
    </SessionProvider>
  );
}

describe("the portal shell in the reader's language (issue 18)", () => {
  it("renders the frame, the menus and the seeded menu entries in Bahasa Indonesia, an admin's own entry as written", async () => {
    const html = await render("id", shell(), { path: "/invoices/inbox" });
    expect(html).toContain('aria-label="Menu samping"');
    expect(html).toContain('aria-label="Menu utama"');
    expect(html).toContain(">Dasbor</span>");
    expect(html).toContain(">Kotak persetujuan</span>");
    expect(html).toContain(">Baru</span>");
    expect(html).toContain(">Quarterly report</span>");
    expect(html).toContain('aria-label="Notifikasi, 2 belum dibaca"');
    expect(html).toContain('aria-label="Menu akun Rina"');
    expect(html).toContain("Pemberi Persetujuan");
    expect(html).toContain("Waktu dalam WIB (Asia/Jakarta)");
    // The pin's title is the menu entry's, in the page's language.
    expect(html).toContain('name="title" value="Kotak persetujuan"');
    expect(html).not.toContain("⟦");
  });

  it("keeps today's English text in English", async () => {
    const html = await render("en", shell(), { path: "/invoices/inbox" });
    for (const text of ['aria-label="Side menu"', ">Dashboard</span>", ">Approval inbox</span>", ">New</span>", 'aria-label="Notifications, 2 unread"', 'aria-label="Account menu for Rina"', "Times in WIB (Asia/Jakarta)", "Internal use only."]) {
      expect(html).toContain(text);
    }
  });

  it("shows the toast an action left in English in the reader's language", async () => {
    const toast = { kind: "info", title: "Page pinned and waiting", description: "10 pins are shown; this one shows when you remove one." } as const;
    const id = await render("id", <FlashToast toast={toast} />);
    expect(id).toContain("Halaman disematkan dan menunggu");
    expect(id).toContain("10 sematan ditampilkan; sematan ini tampil setelah Anda menghapus salah satunya.");
    const en = await render("en", <FlashToast toast={toast} />);
    expect(en).toContain("Page pinned and waiting");
    // A toast the catalogue does not know is shown as it came.
    expect(await render("id", <FlashToast toast={{ kind: "success", title: "INV-2026-0001" }} />)).toContain("INV-2026-0001");
  });

  it("translates the error page's title and the server's message", async () => {
    // A Response's body is read once: each render gets its own.
    const thrown = () => new Response("The page you asked for does not exist or has moved.", { status: 404 });
    const id = await render("id", <p>never</p>, { thrown: thrown() });
    expect(id).toContain("Halaman tidak ditemukan");
    expect(id).toContain("Halaman yang Anda minta tidak ada atau sudah dipindahkan.");
    expect(id).toContain("Kembali ke dasbor");
    const en = await render("en", <p>never</p>, { thrown: thrown() });
    expect(en).toContain("Page not found");
    expect(en).toContain("The page you asked for does not exist or has moved.");
    // A status without a title of its own reads as the 500 one; an unknown message comes through as it was.
    const other = await render("id", <p>never</p>, { thrown: new Response("Nomor 42 sudah dipakai", { status: 422 }) });
    expect(other).toContain("Terjadi kesalahan");
    expect(other).toContain("Nomor 42 sudah dipakai");
  });
});

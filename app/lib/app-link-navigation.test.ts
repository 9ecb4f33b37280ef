import { appLinkTarget } from "./app-link-navigation";

/** A click on an anchor with these attributes (closest() stands in for the selector match the browser does). */
function clickOn(attributes: Record<string, string>, over: Partial<Parameters<typeof appLinkTarget>[0]> = {}) {
  const anchor = { getAttribute: (name: string) => attributes[name] ?? null, hasAttribute: (name: string) => name in attributes };
  const target = { closest: () => anchor } as unknown as EventTarget;
  return appLinkTarget({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target, ...over });
}

describe("appLinkTarget", () => {
  it("opens an in-app link client-side, keeping the scroll when the link asks", () => {
    expect(clickOn({ href: "/invoices?sort=amount", "data-nav": "" })).toEqual({ href: "/invoices?sort=amount", preventScrollReset: false });
    expect(clickOn({ href: "/invoices?page=2", "data-nav": "keep-scroll" })).toEqual({ href: "/invoices?page=2", preventScrollReset: true });
  });

  it("leaves to the browser what is not a plain click on an in-app path", () => {
    expect(clickOn({ href: "/invoices" }, { ctrlKey: true })).toBeNull();
    expect(clickOn({ href: "/invoices" }, { metaKey: true })).toBeNull();
    expect(clickOn({ href: "/invoices" }, { shiftKey: true })).toBeNull();
    expect(clickOn({ href: "/invoices" }, { button: 1 })).toBeNull();
    expect(clickOn({ href: "/invoices" }, { defaultPrevented: true })).toBeNull();
    expect(clickOn({ href: "https://efaktur.pajak.go.id" })).toBeNull();
    expect(clickOn({ href: "//elsewhere.example/x" })).toBeNull();
    expect(clickOn({ href: "/resources/export/invoices", download: "" })).toBeNull();
    expect(clickOn({ href: "/invoices", target: "_blank" })).toBeNull();
  });

  it("ignores clicks outside any in-app link", () => {
    const target = { closest: () => null } as unknown as EventTarget;
    expect(appLinkTarget({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target })).toBeNull();
  });
});

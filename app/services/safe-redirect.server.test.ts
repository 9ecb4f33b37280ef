import { safeRedirect } from "./auth-session.server";

/** What a browser would do with the answer: the Location resolved against our own page. */
const landsOn = (location: string) => new URL(location, "https://portal.example/login").host;

describe("safeRedirect", () => {
  it.each([
    ["//evil.com"],
    ["/\\evil.com"],
    ["\\\\evil.com"],
    ["/\t/evil.com"],
    ["/\n/evil.com"],
    ["/\r\n/evil.com"],
    [" //evil.com"],
    ["https:evil.com"],
    ["https://evil.com"],
    ["http:/\\evil.com"],
    ["javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["\x00"],
    ["/\x00/evil.com"],
    ["/..//evil.com"],
    ["/.//evil.com"],
    ["/./\\evil.com"],
    ["evil.com"],
    [""],
  ])("refuses %j", (value) => {
    expect(safeRedirect(value, "/fallback")).toBe("/fallback");
  });

  it.each([["/%09/evil.com"], ["/%5Cevil.com"], ["/ /evil"], ["/%0d%0aSet-Cookie:x=1"], ["/%2F%2Fevil.com"]])("keeps %j on our origin", (value) => {
    const location = safeRedirect(value, "/fallback");
    expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
    expect(location).not.toMatch(/[\s\\]/);
    expect(landsOn(location)).toBe("portal.example");
  });

  it.each([
    ["/invoices", "/invoices"],
    ["/invoices?status=open&page=2", "/invoices?status=open&page=2"],
    ["/invoices/inv-1#timeline", "/invoices/inv-1#timeline"],
    ["/a/b/../c?x=1#y", "/a/c?x=1#y"],
    ["/search?q=%2F%2Fevil.com", "/search?q=%2F%2Fevil.com"],
  ])("follows %j as %j", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it("answers the fallback for anything that is not text", () => {
    expect(safeRedirect(null, "/x")).toBe("/x");
    expect(safeRedirect(undefined)).toBe("/");
  });
});

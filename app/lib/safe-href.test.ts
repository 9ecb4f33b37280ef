import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href";

describe("safeHref", () => {
  it.each([
    ["http://efaktur.pajak.go.id/qr?x=1", "http://efaktur.pajak.go.id/qr?x=1"],
    ["https://efaktur.pajak.go.id/file/010.pdf", "https://efaktur.pajak.go.id/file/010.pdf"],
    ["HTTPS://Example.test/A", "HTTPS://Example.test/A"],
    ["https://efaktur.pajak.go.id", "https://efaktur.pajak.go.id"],
    ["  https://example.test/  ", "https://example.test/"],
    ["/invoices", "/invoices"],
    ["/invoices/inv-1?tab=tax#file", "/invoices/inv-1?tab=tax#file"],
    ["/", "/"],
  ])("links %j as %j", (input, href) => {
    expect(safeHref(input)).toBe(href);
  });

  it.each([
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    [" javascript:alert(1)"],
    ["\u0000javascript:alert(1)"],
    ["\u0001\u001fjavascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["java\nscript:alert(1)"],
    ["java\r\nscript:alert(1)"],
    ["jav&#x09;ascript:alert(1)"],
    ["vbscript:msgbox(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["DATA:text/html;base64,PHNjcmlwdD4="],
    ["file:///etc/passwd"],
    ["//evil.test/path"],
    ["/\\evil.test/path"],
    ["/\t/evil.test"],
    ["/\n\\evil.test"],
    ["\\\\evil.test"],
    ["invoices/1"],
    ["./invoices"],
    ["?x=1"],
    ["#top"],
    ["http://"],
    [""],
    ["   "],
    [null],
    [undefined],
  ])("refuses %j", (input) => {
    expect(safeHref(input)).toBeNull();
  });
});

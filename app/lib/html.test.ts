import { describe, expect, it } from "vitest";
import { escapeHtml, html, SafeHtml } from "./html";

describe("html", () => {
  it("escapes every interpolated text, in text and in attributes", () => {
    const name = `PT "Maju" & <Jaya>'s`;
    expect(html`<a title="${name}">${name}</a>`.markup).toBe(
      "<a title=\"PT &quot;Maju&quot; &amp; &lt;Jaya&gt;&#39;s\">PT &quot;Maju&quot; &amp; &lt;Jaya&gt;&#39;s</a>",
    );
  });

  it("keeps nested templates as markup, joins lists and renders nothing for null, undefined and false", () => {
    const cells = ["a<", "b"].map((t) => html`<td>${t}</td>`);
    expect(html`<tr>${cells}${null}${undefined}${false}${0}</tr>`.markup).toBe("<tr><td>a&lt;</td><td>b</td>0</tr>");
  });

  it("leaves clean text as it is and never treats a plain string as markup", () => {
    expect(escapeHtml("INV-ST-261122-0001")).toBe("INV-ST-261122-0001");
    expect(html`${"<b>bold</b>"}`.markup).toBe("&lt;b&gt;bold&lt;/b&gt;");
    expect(html`${new SafeHtml("<b>bold</b>")}`.markup).toBe("<b>bold</b>");
  });
});

import { describe, expect, it } from "vitest";
import { CUSTOMER_SLOT, customerCell, documentLink, emptyRow, productCell, shortDate, status } from "./document-cells";
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

describe("document list cells", () => {
  it("a customer's name is text and their id is encoded into the list link", () => {
    const cell = customerCell("<img src=x onerror=alert(1)>", "c/1&2", `/invoices?q=a&customer=${CUSTOMER_SLOT}`).markup;
    expect(cell).toBe('<a href="/invoices?q=a&amp;customer=c%2F1%262" title="&lt;img src=x onerror=alert(1)&gt;" class="plain">&lt;img src=x onerror=alert(1)&gt;</a>');
    expect(customerCell("PT A", null, "/invoices").markup).toBe('<span class="plain">PT A</span>');
  });

  it("document links, products, statuses, dates and the empty row", () => {
    expect(documentLink("/invoices/1", "not numbered yet", { muted: true }).markup).toBe('<a href="/invoices/1" class="muted">not numbered yet</a>');
    expect(documentLink("/billings/1", "BL-ST-261100-0001").markup).toBe('<a href="/billings/1">BL-ST-261100-0001</a>');
    expect(html`${productCell({ id: "p", name: "Sales & Trade", productCode: "ST" })}`.markup).toBe('<span title="Sales &amp; Trade" class="p">ST</span>');
    expect(productCell(undefined)).toBe("–");
    expect(html`${status("not yet")}`.markup).toBe('<span class="b !border-border text-foreground">not yet</span>');
    expect(status(null)).toBe("–");
    expect(shortDate("2025-08-07")).toBe("7 Agu 2025");
    expect(shortDate("2025-08-06T17:30:00.000Z")).toBe("7 Agu 2025");
    expect(shortDate(null)).toBe("–");
    expect(emptyRow(9, "No billings match these filters.").markup).toBe('<tr><td colspan="9" class="empty">No billings match these filters.</td></tr>');
  });
});

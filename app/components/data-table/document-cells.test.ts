import { describe, expect, it } from "vitest";
import { html } from "~/lib/html";
import { CUSTOMER_SLOT, customerCell, documentLink, emptyRow, productCell, shortDate, status } from "./document-cells";

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

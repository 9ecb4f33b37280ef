import { describe, expect, it } from "vitest";
import { amountFilter, filterFormMarkup, productFilter, rangeFilter, selectFilter } from "./filter-markup";

describe("the filter form's markup", () => {
  it("carries the sort and the kept values, shows the search as typed (escaped) and links reset and export", () => {
    const markup = filterFormMarkup({ sort: "amount", dir: "desc", keep: { customer: "c&1", empty: "" }, searchLabel: "Search", searchPlaceholder: "INV-…", q: `a"b<c`, resetHref: "/invoices", exportHref: "/resources/export/invoices?q=a&b=1" }).markup;
    expect(markup).toContain('<input type="hidden" name="sort" value="amount"/><input type="hidden" name="dir" value="desc"/><input type="hidden" name="customer" value="c&amp;1"/><div');
    expect(markup).not.toContain('name="empty"');
    expect(markup).toMatch(/<input type="search" class="[^"]*" id="list-q" name="q" value="a&quot;b&lt;c" placeholder="INV-&#8230;" maxlength="100"\/>/);
    expect(markup).toMatch(/<a href="\/invoices" data-nav="" data-discover="true" class="[^"]*">Reset<\/a>/);
    expect(markup).toMatch(/<a href="\/resources\/export\/invoices\?q=a&amp;b=1" download="" class="[^"]*">.*Export Excel<\/a>/);
    expect(filterFormMarkup({ sort: "created", dir: "desc", searchLabel: "S", searchPlaceholder: "", q: "", resetHref: "/x" }).markup).not.toContain("Export Excel");
  });

  it("selects the URL's choice, All when there is none", () => {
    const options = [{ value: "approved", label: "approved" }, { value: "rejected", label: "rejected" }];
    expect(selectFilter({ name: "status", label: "Status", value: "rejected", options }).markup).toMatch(
      /<label class="[^"]*" for="filter-status">Status<\/label><select class="[^"]*" id="filter-status" name="status"><option value="">All<\/option><option value="approved">approved<\/option><option value="rejected" selected="">rejected<\/option><\/select>/,
    );
    expect(selectFilter({ name: "status", label: "Status", value: "", options }).markup).toContain('<option value="" selected="">All</option>');
    expect(productFilter([{ id: "prd-st", name: "Smart & Tenant", productCode: "ST" }], "prd-st").markup).toContain('<option value="prd-st" selected="">ST · Smart &amp; Tenant</option>');
  });

  it("draws ranges as two labelled inputs, amounts the Indonesian way", () => {
    const dates = rangeFilter({ label: "Billing date", type: "date", from: { name: "from", value: "2025-03-01" }, to: { name: "to", value: "" } }).markup;
    expect(dates).toContain('<input type="date" name="from" value="2025-03-01" aria-label="Billing date from"');
    expect(dates).toContain('<input type="date" name="to" value="" aria-label="Billing date to"');
    const amounts = amountFilter("Amount (Rp)", 1_500_000, null).markup;
    expect(amounts).toContain('<input type="text" inputmode="numeric" placeholder="Rp" autocomplete="off" name="min" value="1.500.000" aria-label="Amount (Rp) from"');
    expect(amounts).toContain('name="max" value=""');
  });
});

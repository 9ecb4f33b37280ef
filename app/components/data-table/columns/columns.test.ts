import { BILLING_SORTS, INVOICE_SORTS, PO_SORTS } from "~/domain/lists";
import type { ListColumn } from "../column";
import { BILLING_COLUMNS } from "./billings";
import { INBOX_COLUMNS, INVOICE_COLUMNS } from "./invoices";
import { PRODUCT_COLUMNS } from "./products";
import { PURCHASE_ORDER_COLUMNS } from "./purchase-orders";

const LISTS: [string, ListColumn<never, never, never>[], readonly string[]][] = [
  ["invoices", INVOICE_COLUMNS as never, INVOICE_SORTS],
  ["inbox", INBOX_COLUMNS as never, INVOICE_SORTS],
  ["billings", BILLING_COLUMNS as never, BILLING_SORTS],
  ["purchase orders", PURCHASE_ORDER_COLUMNS as never, PO_SORTS],
  ["products", PRODUCT_COLUMNS as never, ["name", "code", "fee", "terms", "updated"]],
];

describe("list columns", () => {
  it.each(LISTS)("%s: ids and headers are unique, and every sort key is one the list's query sorts by", (_name, columns, sorts) => {
    expect(new Set(columns.map((c) => c.id)).size).toBe(columns.length);
    expect(new Set(columns.map((c) => c.header)).size).toBe(columns.length);
    for (const c of columns) if (c.sort) expect(sorts).toContain(c.sort);
  });

  it("the document lists total their money column, and only it", () => {
    for (const columns of [INVOICE_COLUMNS, BILLING_COLUMNS, PURCHASE_ORDER_COLUMNS] as ListColumn<never>[][]) {
      const totalled = columns.filter((c) => c.excel.total);
      expect(totalled.map((c) => c.id)).toEqual(["amount"]);
      expect(totalled[0].align).toBe("end");
    }
  });

  it("the inbox is the invoice list without the statuses (everything there waits for approval)", () => {
    expect(INBOX_COLUMNS.map((c) => c.header)).toEqual(INVOICE_COLUMNS.map((c) => c.header).filter((h) => h !== "columns.status" && h !== "columns.faktur"));
  });
});

import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInJakarta } from "~/domain/dates";
import { PRODUCT_COLUMNS, type ProductExcelContext, productColumnKey, productRowView } from "~/components/data-table/columns/products";
import { ProductListQuerySchema } from "~/lib/schemas/product";
import { listProducts, organisationOptions } from "~/models/product.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { addListSheet, loadExcelJS, xlsxResponse } from "~/services/excel.server";
import { requestTranslator } from "~/services/i18n.server";

/** The catalogue is small; the export is still capped so a mistake cannot build a huge file. */
const MAX_ROWS = 5_000;

/** A column's Excel format; the terms' unit ("d", "hr") is a word of the reader's language, so it is written into the format here. */
function numberFormat(id: string, numFmt: string | undefined, t: ProductExcelContext) {
  if (id === "terms") return { numFmt: `0 "${t("columns.termsUnit")}"` };
  return numFmt ? { numFmt } : undefined;
}

/** The catalogue list as an Excel file: the same scope, filters, search, sort and columns as the screen (its URL), without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:product");
  const query = ProductListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows } = listProducts(listScope(user, "product"), { ...query, page: 1, perpage: MAX_ROWS });
  const t = await requestTranslator(request, context, "products");
  const divisions = new Map(organisationOptions().divisions.map((d) => [d.id, d.code]));

  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  // The screen's columns (columns/products.tsx): the same headers, in the reader's language, in the same order.
  const sheet = addListSheet(
    workbook,
    t("list.tableLabel"),
    PRODUCT_COLUMNS.map((c) => ({ header: t(productColumnKey(c.id)), key: c.id, width: c.excel.width, style: numberFormat(c.id, c.excel.numFmt, t) })),
  );
  // The cells' words (payment, PO numbering, signer) are in the reader's language too; numbers and dates stay typed.
  for (const r of rows) {
    const view = productRowView(r, divisions);
    sheet.addRow(Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c.id, c.excel.value(view, t)])));
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `products-${todayInJakarta(new Date())}.xlsx`);
}

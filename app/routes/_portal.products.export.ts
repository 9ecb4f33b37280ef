import type { LoaderFunctionArgs } from "@remix-run/node";
import ExcelJS from "exceljs";
import { todayInJakarta } from "~/domain/dates";
import { LABELS, ProductListQuerySchema } from "~/lib/schemas/product";
import { listProducts, organisationOptions } from "~/models/product.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { addListSheet, DATE_TIME_FORMAT, excelDateTime, RUPIAH_FORMAT, xlsxResponse } from "~/services/excel.server";

/** The catalogue is small; the export is still capped so a mistake cannot build a huge file. */
const MAX_ROWS = 5_000;

/** The catalogue list as an Excel file: the same scope, filters, search and sort as the screen (its URL), without paging. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:product");
  const query = ProductListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows } = listProducts(listScope(user, "product"), { ...query, page: 1, perpage: MAX_ROWS });
  const divisions = new Map(organisationOptions().divisions.map((d) => [d.id, d.code]));

  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(workbook, "Products", [
    { header: "Code", key: "code", width: 7 },
    { header: "Product", key: "name", width: 28 },
    { header: "Payment", key: "payment", width: 18 },
    { header: "Administration fee", key: "fee", width: 18, style: { numFmt: RUPIAH_FORMAT } },
    { header: "Payment terms (days)", key: "terms", width: 12 },
    { header: "PO number period", key: "periode", width: 12 },
    { header: "Unique code", key: "unique", width: 12 },
    { header: "Invoice approval", key: "approval", width: 16 },
    { header: "Invoice signer", key: "signer", width: 24 },
    { header: "People", key: "people", width: 8 },
    { header: "Division", key: "division", width: 12 },
    { header: "Gateway app id", key: "app", width: 16 },
    { header: "Updated (WIB)", key: "updated", width: 17, style: { numFmt: DATE_TIME_FORMAT } },
  ]);
  for (const r of rows) {
    const mps = r.paymentSystem.payment_type === "mps";
    sheet.addRow({
      code: r.productCode,
      name: r.name,
      payment: mps ? `MPS (${LABELS.mps_mode[r.paymentSystem.mps_mode ?? "sandbox"]})` : "Internal transfer",
      fee: r.config.administration_fee,
      terms: r.config.payment_terms_days,
      periode: LABELS.po_number_periode[r.config.po_number_periode].split(" ")[0],
      unique: LABELS.unique_code_type[r.config.unique_code_type].split(" ")[0],
      approval: r.config.bypass_invoice_approval === "yes" ? "Bypassed" : "Signer approves",
      signer: r.signerName ?? "",
      people: r.people,
      division: r.companion.division_id ? divisions.get(r.companion.division_id) ?? "" : "",
      app: r.gatewayAppId ?? "",
      updated: excelDateTime(r.updatedAt),
    });
  }
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `products-${todayInJakarta(new Date())}.xlsx`);
}

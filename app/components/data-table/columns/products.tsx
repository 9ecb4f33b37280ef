import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ProductLogo } from "~/components/product/product-image";
import { Badge } from "~/components/ui/badge";
import { formatDateShortId } from "~/domain/dates";
import { PO_NUMBER_PERIODES } from "~/lib/schemas/product";
import type { listProducts } from "~/models/product.server";
import { defineColumns } from "../column";
import { DATE_TIME_FORMAT, excelDateTime, INTEGER_FORMAT } from "../excel-format";
import { rupiahColumn } from "./common";

type ProductListRow = ReturnType<typeof listProducts>["rows"][number];

/** A row of the catalogue, as the loader sends it and the export reads it. */
export type ProductRowView = {
  id: string;
  name: string;
  code: string;
  description: string | null;
  logo: string | null;
  paymentType: "internal" | "mps";
  mpsMode: "sandbox" | "production" | null;
  fee: number;
  terms: number;
  periode: string;
  bypass: boolean;
  signer: string | null;
  people: number;
  division: string | null;
  divisionCode: string | null;
  updatedAt: string;
};

/** The catalogue's row from the model's (`divisionCode` names a division id by its code). */
export function productRowView(r: ProductListRow, divisionCode: Map<string, string>): ProductRowView {
  return {
    id: r.id,
    name: r.name,
    code: r.productCode,
    description: r.description,
    logo: r.imageLogo,
    paymentType: r.paymentSystem.payment_type,
    mpsMode: r.paymentSystem.mps_mode ?? null,
    fee: r.config.administration_fee,
    terms: r.config.payment_terms_days,
    periode: r.config.po_number_periode,
    bypass: r.config.bypass_invoice_approval === "yes",
    signer: r.signerName,
    people: r.people,
    division: r.companion.division_name ?? null,
    divisionCode: r.companion.division_id ? (divisionCode.get(r.companion.division_id) ?? null) : null,
    updatedAt: r.updatedAt,
  };
}

/** The export's translator: the file is written in its reader's language, like the screen. */
export type ProductExcelContext = TFunction<"products">;

const isPeriode = (v: string): v is (typeof PO_NUMBER_PERIODES)[number] => (PO_NUMBER_PERIODES as readonly string[]).includes(v);

// The Excel file's texts, in the reader's language (the same keys as the screen's cells below).
const paymentText = (r: ProductRowView, t: ProductExcelContext) => (r.paymentType === "mps" ? t("columns.mps", { mode: t(`options.mps_mode.${r.mpsMode ?? "sandbox"}`) }) : t("columns.internal"));
const signerText = (r: ProductRowView, t: ProductExcelContext) => (r.bypass ? t("columns.systemBypass") : (r.signer ?? t("columns.noSigner")));
const periodeText = (r: ProductRowView, t: ProductExcelContext) => (isPeriode(r.periode) ? t(`options.periode.${r.periode}`) : r.periode);

/** The catalogue's column ids: each header is `products:columns.<id>` on the screen and in the export. */
export type ProductColumnId = "name" | "code" | "payment" | "fee" | "terms" | "periode" | "signer" | "people" | "division" | "updated";
export const productColumnKey = (id: string) => `columns.${id as ProductColumnId}` as const;

function PaymentText({ r }: { r: ProductRowView }) {
  const { t } = useTranslation("products");
  return <>{r.paymentType === "mps" ? t("columns.mps", { mode: t(`options.mps_mode.${r.mpsMode ?? "sandbox"}`) }) : t("columns.internal")}</>;
}

function SignerText({ r }: { r: ProductRowView }) {
  const { t } = useTranslation("products");
  return <>{r.bypass ? t("columns.systemBypass") : (r.signer ?? t("columns.noSigner"))}</>;
}

function PeriodeText({ r }: { r: ProductRowView }) {
  const { t } = useTranslation("products");
  return <>{isPeriode(r.periode) ? t(`options.periode.${r.periode}`) : r.periode}</>;
}

function TermsText({ r }: { r: ProductRowView }) {
  const { t } = useTranslation("products");
  return <>{t("columns.termsDays", { days: r.terms })}</>;
}

/** The catalogue (the screen and its Excel export): product, code, payment, fee, terms, PO numbering, signer, people, division, last change. */
export const PRODUCT_COLUMNS = defineColumns<ProductRowView, null, ProductExcelContext>([
  {
    id: "name",
    header: "Product",
    sort: "name",
    cellClassName: "max-w-[15rem]",
    cell: (r) => (
      <div className="flex items-center gap-2.5">
        <ProductLogo src={r.logo} code={r.code} name={r.name} className="size-8" />
        <div className="min-w-0">
          <Link to={`/products/${r.id}`} prefetch="intent" className="font-medium text-primary hover:underline">
            {r.name}
          </Link>
          {r.description ? <p className="truncate text-xs text-muted-foreground">{r.description}</p> : null}
        </div>
      </div>
    ),
    excel: { value: (r) => r.name, width: 28 },
  },
  {
    id: "code",
    header: "Code",
    sort: "code",
    cell: (r) => <span className="font-mono font-semibold tracking-widest">{r.code}</span>,
    excel: { value: (r) => r.code, width: 7 },
  },
  {
    id: "payment",
    header: "Payment",
    cell: (r) => <Badge variant={r.paymentType === "mps" ? "info" : "secondary"}><PaymentText r={r} /></Badge>,
    excel: { value: paymentText, width: 18 },
  },
  rupiahColumn({ id: "fee", header: "Admin fee", sort: "fee", cellClassName: "tabular-nums", get: (r) => r.fee }),
  {
    id: "terms",
    header: "Terms",
    sort: "terms",
    align: "end",
    cellClassName: "tabular-nums",
    cell: (r) => <TermsText r={r} />,
    // The unit after the number is the reader's word (products:columns.termsUnit): the export puts it into the format.
    excel: { value: (r) => r.terms, numFmt: '0 "d"', width: 9 },
  },
  { id: "periode", header: "PO numbering", cell: (r) => <PeriodeText r={r} />, excel: { value: periodeText, width: 12 } },
  {
    id: "signer",
    header: "Invoice signer",
    cell: (r) =>
      r.bypass ? (
        <span className="text-muted-foreground">
          <SignerText r={r} />
        </span>
      ) : r.signer ? (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <PenLine aria-hidden="true" className="size-3.5 text-muted-foreground" />
          {r.signer}
        </span>
      ) : (
        <span className="text-destructive">
          <SignerText r={r} />
        </span>
      ),
    excel: { value: signerText, width: 24 },
  },
  { id: "people", header: "People", align: "end", cellClassName: "tabular-nums", cell: (r) => r.people, excel: { value: (r) => r.people, numFmt: INTEGER_FORMAT, width: 8 } },
  {
    id: "division",
    header: "Division",
    cellClassName: "whitespace-nowrap text-xs",
    cell: (r) =>
      r.divisionCode ? (
        <abbr title={r.division ?? undefined} className="no-underline">
          {r.divisionCode}
        </abbr>
      ) : (
        "—"
      ),
    excel: { value: (r) => r.divisionCode, width: 12 },
  },
  {
    id: "updated",
    header: "Updated",
    sort: "updated",
    cellClassName: "whitespace-nowrap text-xs text-muted-foreground",
    cell: (r) => formatDateShortId(r.updatedAt),
    excel: { value: (r) => excelDateTime(r.updatedAt), numFmt: DATE_TIME_FORMAT, width: 17 },
  },
]);

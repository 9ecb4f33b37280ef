import { statusText } from "~/components/documents/status-badge";
import { formatRupiah } from "~/domain/money";
import { CustomerCell, DocumentLink, ProductCode, shortDate, Status } from "../cells";
import type { ListColumn, ListTranslator } from "../column";
import { DATE_FORMAT, DATE_TIME_FORMAT, excelDate, excelDateTime, RUPIAH_FORMAT } from "../excel-format";

/**
 * The columns several lists share (customer, product, a day, creation, money, a status, a linked document),
 * made once so that the lists show them alike on the screen and in the Excel export. A list module picks
 * them in its own order; what only one list has stays in its module.
 *
 * A column that needs no context is typed with `unknown` contexts: it fits a list of any context.
 */

/** The placeholder of a document that has no number yet (an invoice before approval), in the list's language. */
export const notNumbered = (t: ListTranslator) => t("cells.notNumbered");

/** The placeholder of a billing that is still a draft (it has no number yet). */
export const draftPlaceholder = (t: ListTranslator) => t("cells.draft");

/** A status in the list's language (the screen's badge and the file's cell say the same). */
const statusLabel = (t: ListTranslator, value: string) => statusText(t as never, value);

type Heading = { id: string; header: string; sort?: string; firstDir?: "asc" | "desc"; cellClassName?: string };

/** The column's header part, each optional field only when given (a column without `sort` does not sort). */
const heading = ({ id, header, sort, firstDir, cellClassName }: Heading) => ({
  id,
  header,
  ...(sort ? { sort } : {}),
  ...(firstDir ? { firstDir } : {}),
  ...(cellClassName ? { cellClassName } : {}),
});

/** The customer's name narrowing the list to that customer (plain text for a customer without a record). */
export function customerColumn<Row>({ sort, name, customerId }: { sort?: string; name: (r: Row) => string; customerId: (r: Row) => string | null }): ListColumn<Row> {
  return {
    ...heading({ id: "customer", header: "columns.customer", sort }),
    cell: (r, c) => {
      const id = customerId(r);
      return <CustomerCell name={name(r)} href={id ? c.customerHref(id) : null} />;
    },
    excel: { value: name, width: 36 },
  };
}

/** The product's code (its name as the title); the file holds the code. */
export function productColumn<Row>(productId: (r: Row) => string): ListColumn<Row> {
  return {
    id: "product",
    header: "columns.product",
    cell: (r, c) => <ProductCode product={c.product(productId(r))} />,
    excel: { value: (r, c) => c.product(productId(r))?.productCode ?? null, width: 9 },
  };
}

/** A calendar day (yyyy-mm-dd), newest first on the first click; the file holds an Excel date. */
export function dateColumn<Row>({ id, header, sort, get }: { id: string; header: string; sort: string; get: (r: Row) => string | null }): ListColumn<Row, unknown, unknown> {
  return {
    ...heading({ id, header, sort, firstDir: "desc" }),
    cell: (r) => shortDate(get(r)),
    excel: { value: (r) => excelDate(get(r)), numFmt: DATE_FORMAT, width: 12 },
  };
}

/** When the row was created: the screen shows the WIB day; the file keeps the time too (the same instant, more precisely). */
export function createdColumn<Row>(createdAt: (r: Row) => string): ListColumn<Row, unknown, unknown> {
  return {
    ...heading({ id: "created", header: "columns.created", sort: "created", firstDir: "desc" }),
    cell: (r) => shortDate(createdAt(r)),
    excel: { value: (r) => excelDateTime(createdAt(r)), numFmt: DATE_TIME_FORMAT, width: 17 },
  };
}

/** Rupiah, right-aligned; `total` sums it in the file's last row (a document list's money column). */
export function rupiahColumn<Row>({ get, total, ...head }: Heading & { get: (r: Row) => number; total?: boolean }): ListColumn<Row, unknown, unknown> {
  return {
    ...heading(head),
    align: "end",
    cell: (r) => formatRupiah(get(r)),
    excel: { value: get, numFmt: RUPIAH_FORMAT, width: 18, ...(total ? { total } : {}) },
  };
}

/** A status badge (a dash for none); the file holds the status's name. Both in the reader's language. */
export function statusColumn<Row>({ get, width, ...head }: Heading & { get: (r: Row) => string | null; width: number }): ListColumn<Row> {
  return {
    ...heading(head),
    cell: (r, c) => {
      const value = get(r);
      return <Status value={value} label={value ? statusLabel(c.t, value) : ""} />;
    },
    excel: {
      value: (r, c) => {
        const value = get(r);
        return value ? statusLabel(c.t, value) : null;
      },
      width,
    },
  };
}

/**
 * A related document the row may have led to (its billing, its invoice): a link by its number, or the
 * placeholder muted while it has none; a dash, and an empty cell in the file, where there is no document.
 */
export function relatedDocumentColumn<Row>({
  id,
  header,
  document,
  placeholder,
}: {
  id: string;
  header: string;
  document: (r: Row) => { href: string; number: string | null } | null;
  /** What a document without a number yet shows, in the list's language. */
  placeholder: (t: ListTranslator) => string;
}): ListColumn<Row> {
  return {
    ...heading({ id, header, cellClassName: "text-xs leading-tight" }),
    cell: (r, c) => {
      const d = document(r);
      return d ? (
        <DocumentLink to={d.href} muted={!d.number}>
          {d.number ?? placeholder(c.t)}
        </DocumentLink>
      ) : (
        "–"
      );
    },
    excel: {
      value: (r, c) => {
        const d = document(r);
        return d ? (d.number ?? placeholder(c.t)) : null;
      },
      width: 22,
    },
  };
}

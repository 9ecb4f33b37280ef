import { Link } from "@remix-run/react";
import type { Key, ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/utils";

/**
 * The table of the list screens (companies, partnerships, quotations, contracts, agreements, BAST, cash-outs,
 * redemptions): each screen says what its columns are, this one place says how a list table looks. Beside it the
 * list controls (list-controls.tsx) give the header, filters and pager.
 */

/** One column of a list table. */
export type ListTableColumn<Row> = {
  /** Stable within the table: the React key of its header and cells. */
  key: string;
  /** The header text, already translated. */
  header: ReactNode;
  /** Amounts and counts: aligned to the end with tabular figures, header and cells alike. */
  numeric?: boolean;
  /** Extra classes of the body cell (whitespace-nowrap for a date, tabular-nums for an identifier). */
  className?: string;
  cell: (row: Row) => ReactNode;
};

// Every cell but the last keeps a gap before the next column.
const spacing = (isLast: boolean) => (isLast ? "py-2" : "py-2 pr-3");

/**
 * A list's rows as a table. `testId` names the table for the Playwright specs; `label`, where given, names it for
 * screen readers. Two looks, one column model: "plain" (the record lists: ruled rows on the card, the empty message
 * instead of the table) and "dense" (the shadcn table of the cash-out and redemption lists: a shaded header that
 * stays, with the empty message as its one row).
 */
export function ListTable<Row extends { id: Key }>(props: ListTableProps<Row>) {
  return props.variant === "dense" ? <DenseListTable {...props} /> : <PlainListTable {...props} />;
}

type ListTableProps<Row> = { columns: ReadonlyArray<ListTableColumn<Row>>; rows: ReadonlyArray<Row>; empty: string; testId?: string; label?: string; variant?: "plain" | "dense" };

function PlainListTable<Row extends { id: Key }>({ columns, rows, empty, testId, label }: ListTableProps<Row>) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const last = columns.length - 1;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId} aria-label={label}>
        <thead>
          <tr className="border-b text-left">
            {columns.map((c, i) => (
              <th key={c.key} scope="col" className={cn(spacing(i === last), c.numeric && "text-end")}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b last:border-0">
              {columns.map((c, i) => (
                <td key={c.key} className={cn(spacing(i === last), c.numeric && "text-end tabular-nums", c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DenseListTable<Row extends { id: Key }>({ columns, rows, empty, testId, label }: ListTableProps<Row>) {
  return (
    <Table data-testid={testId} aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.key} className={c.numeric ? "text-end" : undefined}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length ? (
          rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((c) => (
                <TableCell key={c.key} className={cn(c.numeric && "text-end tabular-nums", c.className)}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-6 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** The first cell of a list row: the link to the record and, under it, a muted line (its e-mail, its title). */
export function ListRowLink({ to, children, detail }: { to: string; children: ReactNode; detail?: ReactNode }) {
  return (
    <>
      <Link to={to} className="font-medium text-primary hover:underline">
        {children}
      </Link>
      {detail ? <div className="text-xs text-muted-foreground">{detail}</div> : null}
    </>
  );
}

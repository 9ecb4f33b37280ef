import { useTranslation } from "react-i18next";
import type { DetailLine } from "~/domain/documents";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatNumberId, formatRupiah } from "~/domain/money";

/** The detail lines of a PO or billing: total = quantity x price, in whole rupiah. */
export function LinesTable({ lines, total, label }: { lines: DetailLine[]; total: number; label?: string }) {
  const { t } = useTranslation("documents");
  return (
    <Table aria-label={label ?? t("lines.label")}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">#</TableHead>
          <TableHead>{t("lines.item")}</TableHead>
          <TableHead className="text-end">{t("lines.quantity")}</TableHead>
          <TableHead className="text-end">{t("lines.unitPrice")}</TableHead>
          <TableHead className="text-end">{t("lines.total")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line, i) => (
          <TableRow key={line._id}>
            <TableCell className="text-muted-foreground">{i + 1}</TableCell>
            <TableCell>
              <div className="font-medium">{line.item}</div>
              {line.description ? <div className="text-xs text-muted-foreground">{line.description}</div> : null}
            </TableCell>
            <TableCell className="text-end tabular-nums">{formatNumberId(line.quantity)}</TableCell>
            <TableCell className="text-end tabular-nums">{formatRupiah(line.price)}</TableCell>
            <TableCell className="text-end tabular-nums">{formatRupiah(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4} className="text-end font-medium">
            {t("lines.totalPrice")}
          </TableCell>
          <TableCell className="text-end font-semibold tabular-nums">{formatRupiah(total)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { CashOutStateName } from "~/domain/cash-outs";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { CashOutStateBadge } from "./cash-out-state";

export type CashOutTableRow = {
  id: string; number: string; productName: string; amount: number; state: CashOutStateName; bankName: string; accountNumber: string; accountHolder: string; makerName: string; checkerName: string | null; createdAt: string;
};

/** The cash-outs list and the approval inbox: one table, a link per request. */
export function CashOutTable({ rows, empty }: { rows: CashOutTableRow[]; empty: string }) {
  const { t } = useTranslation("cashOuts");
  return (
    <Table data-testid="cash-out-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t("col.number")}</TableHead>
          <TableHead>{t("col.product")}</TableHead>
          <TableHead className="text-right">{t("col.amount")}</TableHead>
          <TableHead>{t("col.destination")}</TableHead>
          <TableHead>{t("col.maker")}</TableHead>
          <TableHead>{t("col.checker")}</TableHead>
          <TableHead>{t("col.requestedAt")}</TableHead>
          <TableHead>{t("col.state")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length ? (
          rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                <Link to={`/cash-outs/${r.id}`} className="font-medium text-primary hover:underline">
                  {r.number}
                </Link>
              </TableCell>
              <TableCell>{r.productName}</TableCell>
              <TableCell className="text-right tabular-nums">{formatRupiah(r.amount)}</TableCell>
              <TableCell>{`${r.bankName} ${r.accountNumber} · ${r.accountHolder}`}</TableCell>
              <TableCell>{r.makerName}</TableCell>
              <TableCell>{r.checkerName ?? "—"}</TableCell>
              <TableCell>{formatDateTimeId(r.createdAt)}</TableCell>
              <TableCell>
                <CashOutStateBadge state={r.state} />
              </TableCell>
            </TableRow>
          ))
        ) : (
          <TableRow>
            <TableCell colSpan={8} className="py-6 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

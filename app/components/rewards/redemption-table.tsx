import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "~/components/documents/status-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";

export type RedemptionListRow = { id: string; number: string; itemName: string; userName: string; points: number; state: string; deciderName: string | null; createdAt: string };

/** The redemptions list's table (one column set for the list and its Excel export's headings). */
export function RedemptionTable({ rows }: { rows: RedemptionListRow[] }) {
  const { t } = useTranslation("rewards");
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("col.number")}</TableHead>
          <TableHead>{t("col.item")}</TableHead>
          <TableHead>{t("col.requester")}</TableHead>
          <TableHead className="text-end">{t("col.points")}</TableHead>
          <TableHead>{t("col.state")}</TableHead>
          <TableHead>{t("col.decider")}</TableHead>
          <TableHead>{t("col.requestedAt")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length ? (
          rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                <Link to={`/rewards/redemptions/${r.id}`} className="font-medium text-primary hover:underline">
                  {r.number}
                </Link>
              </TableCell>
              <TableCell>{r.itemName}</TableCell>
              <TableCell>{r.userName}</TableCell>
              <TableCell className="text-end tabular-nums">{formatNumberId(r.points)}</TableCell>
              <TableCell>
                <StatusBadge value={r.state} />
              </TableCell>
              <TableCell>{r.deciderName ?? ""}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTimeId(r.createdAt)}</TableCell>
            </TableRow>
          ))
        ) : (
          <TableRow>
            <TableCell colSpan={7} className="text-center text-muted-foreground">
              {t("redemptions.empty")}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

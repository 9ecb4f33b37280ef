import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/components/data-table/url-state";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "~/components/documents/status-badge";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { formatDateShortId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";

type Waiting = {
  id: string;
  transactionDate: string;
  referenceNo: string;
  description: string;
  amount: number;
  allocatedAmount: number;
  statusMatch: string;
};

/** The payments waiting in the queue, oldest first, each with what is left of it and a link that chooses it. */
export function WaitingTable({
  waiting,
  chosenId,
}: {
  waiting: Waiting[];
  chosenId: string | null;
}) {
  const { t } = useTranslation("payments");
  // Choosing a payment keeps the queue's page (a new choice starts a new billing search).
  const { pathname, search } = useLocation();
  const chosen = chosenId ? { id: chosenId } : null;
  return waiting.length ? (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("columns.date")}</TableHead>
          <TableHead>{t("columns.reference")}</TableHead>
          <TableHead className="text-end">{t("columns.amount")}</TableHead>
          <TableHead>{t("columns.statusMatch")}</TableHead>
          <TableHead>
            <span className="sr-only">{t("queue.choose")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {waiting.map((p) => (
          <TableRow
            key={p.id}
            data-testid="waiting-payment"
            aria-current={chosen?.id === p.id ? "true" : undefined}
          >
            <TableCell className="whitespace-nowrap">
              {formatDateShortId(p.transactionDate)}
            </TableCell>
            <TableCell>
              <Link
                to={`/payments/${p.id}`}
                className="font-medium text-primary hover:underline"
              >
                {p.referenceNo || p.id.slice(0, 8)}
              </Link>
              <div
                className="max-w-[16rem] truncate text-xs text-muted-foreground"
                title={p.description}
              >
                {p.description}
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap text-end">
              {formatRupiah(p.amount - p.allocatedAmount)}
            </TableCell>
            <TableCell>
<StatusBadge value={p.statusMatch} />
            </TableCell>
            <TableCell>
              <Button
                size="sm"
                variant={chosen?.id === p.id ? "default" : "outline"}
                asChild
              >
                <Link
                  to={hrefWith(pathname, search, { payment: p.id }, ["amount", "text"])}
                  preventScrollReset
                  aria-label={`${t("queue.choose")} ${
                    p.referenceNo || p.id.slice(0, 8)
                  }`}
                >
                  {t("queue.choose")}
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ) : (
    <p className="text-sm text-muted-foreground">{t("queue.empty")}</p>
  );
}

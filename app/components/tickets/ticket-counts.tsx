import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TICKET_GROUPS } from "~/domain/tickets";
import { cn } from "~/lib/utils";
import type { TicketCounts as Counts } from "~/models/ticket.server";

const COUNT_KEYS = { new: "newCount", inProgress: "inProgressCount", onHold: "onHoldCount", solved: "solvedCount", closed: "closedCount" } as const;

/**
 * The spec's six ticket counts (total, new, in progress, on hold, solved, closed), each a link to the ticket list with
 * that status: on /tickets (the other filters kept, `hrefFor`) and on the management dashboard.
 */
export function TicketCounts({ counts, current, hrefFor }: { counts: Counts; current?: string; hrefFor: (status: string) => string }) {
  const { t } = useTranslation("tickets");
  const items = [{ key: "", label: t("counts.total"), n: counts.totalCount }, ...TICKET_GROUPS.map((g) => ({ key: g, label: t(`counts.${g}`), n: counts[COUNT_KEYS[g]] }))];
  return (
    <nav aria-label={t("counts.label")}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((c) => {
          const here = current === c.key;
          return (
            <li key={c.key || "total"}>
              <Link
                to={hrefFor(c.key)}
                preventScrollReset
                aria-current={here ? "page" : undefined}
                data-testid={`ticket-count-${c.key || "total"}`}
                className={cn("block rounded-lg border bg-card p-3 shadow-sm hover:border-primary", here && "border-primary ring-1 ring-primary")}
              >
                <span className="block text-xs text-muted-foreground">{c.label}</span>
                <span className="text-2xl font-semibold tabular-nums">{c.n}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import type { ReactNode } from "react";
import { TableCell, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/utils";

/** The one row of a table with nothing to list: a muted, centred message across all `colSpan` columns. */
export function TableEmptyRow({ colSpan, className = "py-4", children }: { colSpan: number; className?: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className={cn(className, "text-center text-muted-foreground")}>
        {children}
      </TableCell>
    </TableRow>
  );
}

import * as React from "react";
import { useTranslation } from "react-i18next";

import { cn } from "~/lib/utils";

// Dense by default, with tabular figures so amounts line up. Align money columns with `text-end`.

/**
 * Whether the box scrolls sideways, followed as it resizes. A table wider than its box (a narrow window, the
 * vertical menu) scrolls; a keyboard user reaches that scroll only if the box takes focus (WCAG 2.1.1, axe's
 * scrollable-region-focusable), and a box that does not scroll should not be a tab stop of its own.
 */
function useScrollsSideways(box: React.RefObject<HTMLDivElement>) {
  const [scrolls, setScrolls] = React.useState(false);
  React.useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

const Table = React.forwardRef<HTMLTableElement, React.HTMLAttributes<HTMLTableElement>>(({ className, ...props }, ref) => {
  const { t } = useTranslation("common");
  const box = React.useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    <div ref={box} className="relative w-full overflow-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": props["aria-label"] ?? t("scrollableTable") } : {})}>
      <table ref={ref} className={cn("w-full caption-bottom text-sm tabular-nums", className)} {...props} />
    </div>
  );
});
Table.displayName = "Table";

/** The classes of a TableHeader, TableRow and TableHead. */
export const tableHeaderClasses = (className?: string) => cn("bg-muted/60 [&_tr:hover]:bg-transparent [&_tr]:border-b", className);
export const tableRowClasses = (className?: string) =>
  cn("border-b transition-colors hover:bg-muted/50 aria-selected:bg-muted data-[state=selected]:bg-muted", className);
export const tableHeadClasses = (className?: string) =>
  cn(
    "h-9 whitespace-nowrap px-3 text-start align-middle text-xs font-semibold text-muted-foreground [&:has(input[type=checkbox])]:w-px [&:has(input[type=checkbox])]:pe-0",
    className,
  );

const TableHeader = React.forwardRef<HTMLTableSectionElement, React.HTMLAttributes<HTMLTableSectionElement>>(
  ({ className, ...props }, ref) => (
    <thead ref={ref} className={tableHeaderClasses(className)} {...props} />
  ),
);
TableHeader.displayName = "TableHeader";

const TableBody = React.forwardRef<HTMLTableSectionElement, React.HTMLAttributes<HTMLTableSectionElement>>(
  ({ className, ...props }, ref) => (
    <tbody ref={ref} className={cn("[&_tr:last-child]:border-0", className)} {...props} />
  ),
);
TableBody.displayName = "TableBody";

const TableFooter = React.forwardRef<HTMLTableSectionElement, React.HTMLAttributes<HTMLTableSectionElement>>(
  ({ className, ...props }, ref) => (
    <tfoot ref={ref} className={cn("border-t bg-muted/50 font-medium [&>tr]:last:border-b-0", className)} {...props} />
  ),
);
TableFooter.displayName = "TableFooter";

const TableRow = React.forwardRef<HTMLTableRowElement, React.HTMLAttributes<HTMLTableRowElement>>(
  ({ className, ...props }, ref) => (
    <tr
      ref={ref}
      className={tableRowClasses(className)}
      {...props}
    />
  ),
);
TableRow.displayName = "TableRow";

const TableHead = React.forwardRef<HTMLTableCellElement, React.ThHTMLAttributes<HTMLTableCellElement>>(
  ({ className, ...props }, ref) => (
    <th
      ref={ref}
      // A header cell names its column unless the caller says otherwise (a row header passes scope="row").
      scope="col"
      className={tableHeadClasses(className)}
      {...props}
    />
  ),
);
TableHead.displayName = "TableHead";

const TableCell = React.forwardRef<HTMLTableCellElement, React.TdHTMLAttributes<HTMLTableCellElement>>(
  ({ className, ...props }, ref) => (
    <td ref={ref} className={cn("px-3 py-1.5 align-middle [&:has(input[type=checkbox])]:pe-0", className)} {...props} />
  ),
);
TableCell.displayName = "TableCell";

const TableCaption = React.forwardRef<HTMLTableCaptionElement, React.HTMLAttributes<HTMLTableCaptionElement>>(
  ({ className, ...props }, ref) => (
    <caption ref={ref} className={cn("mt-3 text-sm text-muted-foreground", className)} {...props} />
  ),
);
TableCaption.displayName = "TableCaption";

export { Table, TableHeader, TableBody, TableFooter, TableHead, TableRow, TableCell, TableCaption };

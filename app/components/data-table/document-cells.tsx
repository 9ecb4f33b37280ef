import { useNavigate } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useCallback } from "react";
import { formatDateShortId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";

/**
 * Cells the document lists share, built for 50 rows x 11 columns rendered on every request. The
 * server's render time follows the size of the HTML, so the styling lives once on the <tbody>
 * (descendant selectors) and a cell carries at most a short class: no per-cell class merging
 * (tailwind-merge costs tens of microseconds a call), plain anchors instead of one <Link> each.
 * `TableBody` turns clicks on those anchors into client-side navigations, so the page stays a
 * Remix page with JavaScript and a plain HTML page without.
 *
 * Classes inside the body: `plain` (a link that reads as text), `muted` (a placeholder link such
 * as "not numbered yet"), `p` (product code), `b` (a status badge, coloured by the status's own
 * class), `s` (a second, smaller line in a cell), `e` (end-aligned cell).
 */

export type ProductOption = { id: string; name: string; productCode: string };

const BODY = [
  "text-[13px] [&_tr]:border-b [&_tr:last-child]:border-0 [&_tr:hover]:bg-muted/50",
  "[&_td]:whitespace-nowrap [&_td]:px-2 [&_td]:py-1.5 [&_td]:align-middle [&_td.e]:text-end",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-2 [&_a:hover]:underline",
  "[&_a.muted]:font-normal [&_a.muted]:italic [&_a.muted]:text-muted-foreground",
  "[&_.plain]:block [&_.plain]:max-w-[10.5rem] [&_.plain]:truncate [&_.plain]:font-normal [&_.plain]:text-foreground 2xl:[&_.plain]:max-w-[16rem] [&_a.plain:hover]:text-primary",
  "[&_.s]:block [&_.s]:text-[11px] [&_.s_a]:font-normal [&_td.x]:text-xs [&_td.x]:leading-tight",
  "[&_.p]:rounded [&_.p]:border [&_.p]:px-1.5 [&_.p]:py-px [&_.p]:font-mono [&_.p]:text-[11px] [&_.p]:font-semibold",
  "[&_.b]:inline-flex [&_.b]:rounded-md [&_.b]:border [&_.b]:border-transparent [&_.b]:px-2 [&_.b]:py-0.5 [&_.b]:text-xs [&_.b]:font-semibold [&_.b]:capitalize",
  "[&_.n]:ms-1 [&_.n]:text-[11px] [&_.n]:text-muted-foreground",
].join(" ");

/** The table body of a document list; in-app links inside it navigate without a full page load. */
export function TableBody({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLTableSectionElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as HTMLElement).closest("a");
      const href = anchor?.getAttribute("href");
      if (!anchor || !href?.startsWith("/") || anchor.hasAttribute("download") || anchor.target) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
  return (
    // Clicks are delegated from the anchors inside, which keep their own keyboard behaviour.
    <tbody className={BODY} onClick={onClick}>
      {children}
    </tbody>
  );
}

/** A link to a document; `muted` for a placeholder text ("not numbered yet", "draft"), `plain` when it reads as text. */
export function DocumentLink({ to, children, muted, plain }: { to: string; children: ReactNode; muted?: boolean; plain?: boolean }) {
  return (
    <a href={to} className={plain ? "plain" : muted ? "muted" : undefined}>
      {children}
    </a>
  );
}

export function ProductCell({ product }: { product: ProductOption | undefined }) {
  if (!product) return <>–</>;
  return (
    <span title={product.name} className="p">
      {product.productCode}
    </span>
  );
}

export function Money({ value }: { value: number }) {
  return <>{formatRupiah(value)}</>;
}

// A page shows the same few dates over and over: format each calendar day once.
const shortDates = new Map<string, string>();
const WIB_MS = 7 * 3_600_000;

/** "7 Agu 2025" for a yyyy-mm-dd date or an ISO instant (its WIB calendar day). */
export function shortDate(value: string): string {
  const day = value.length === 10 ? value : new Date(Date.parse(value) + WIB_MS).toISOString().slice(0, 10);
  let text = shortDates.get(day);
  if (text === undefined) {
    text = formatDateShortId(day);
    if (shortDates.size > 5_000) shortDates.clear();
    shortDates.set(day, text);
  }
  return text;
}

export function DateCell({ value }: { value: string | null }) {
  return <>{value ? shortDate(value) : "–"}</>;
}

// The colour language of components/documents/status-badge.tsx (the Badge variants), as short classes.
const TONE = {
  info: "bg-info text-info-foreground",
  success: "bg-success text-success-foreground",
  warning: "bg-warning text-warning-foreground",
  destructive: "bg-destructive text-destructive-foreground",
  secondary: "bg-secondary text-secondary-foreground",
  outline: "!border-border text-foreground",
} as const;
const BADGE: Record<string, string> = {
  invoiced: TONE.info,
  approved: TONE.success,
  returned: TONE.warning,
  rejected: TONE.destructive,
  canceled: TONE.secondary,
  "not yet": TONE.outline,
  requested: TONE.info,
  received: TONE.success,
  error: TONE.destructive,
  draft: TONE.outline,
  issued: TONE.info,
  paid: TONE.success,
  discarded: TONE.secondary,
  unbilled: TONE.warning,
  billed: TONE.success,
  unpaid: TONE.warning,
  delivered: TONE.success,
  sent: TONE.success,
};

export function Status({ value }: { value: string | null }) {
  if (!value) return <>–</>;
  return <span className={`b ${BADGE[value] ?? TONE.outline}`}>{value}</span>;
}

/** The customer's name as a link that narrows the list to that customer (it shows as a removable chip). */
export function CustomerCell({ name, href }: { name: string; href: string | null }) {
  if (!href) return <span className="plain">{name}</span>;
  return (
    <a href={href} title={name} className="plain">
      {name}
    </a>
  );
}

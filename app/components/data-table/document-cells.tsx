import { useNavigate } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useCallback } from "react";
import { badgeVariants } from "~/components/ui/badge";
import { formatDateShortId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { cn } from "~/lib/utils";

/**
 * Cells the document lists share, built for 50 rows x 11 columns rendered on every request: no
 * per-cell class merging (tailwind-merge costs tens of microseconds a call), plain anchors instead
 * of one <Link> each, and the styling of cells set once on the <tbody>. `TableBody` below turns
 * clicks on the anchors into client-side navigations, so the page stays a Remix page with JS and a
 * plain HTML page without.
 */

export type ProductOption = { id: string; name: string; productCode: string };

// Cell padding, borders and hover for every row, set once here instead of on 550 elements.
const BODY = "text-[13px] [&_td]:px-2 [&_td]:py-1.5 [&_td]:align-middle [&_tr]:border-b [&_tr:last-child]:border-0 [&_tr:hover]:bg-muted/50";

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

const LINK = "font-medium text-primary underline-offset-2 hover:underline";
const LINK_MUTED = "italic text-muted-foreground underline-offset-2 hover:underline";

const LINK_PLAIN = "block max-w-[10.5rem] 2xl:max-w-[16rem] truncate hover:text-primary hover:underline";

export function DocumentLink({ to, children, muted, plain }: { to: string; children: ReactNode; muted?: boolean; /** looks like text (a customer name that opens the document) */ plain?: boolean }) {
  return (
    <a href={to} className={plain ? LINK_PLAIN : muted ? LINK_MUTED : LINK}>
      {children}
    </a>
  );
}

const PRODUCT = "inline-flex items-center rounded border px-1.5 py-px font-mono text-[11px] font-semibold";

export function ProductCell({ product }: { product: ProductOption | undefined }) {
  if (!product) return <span className="text-muted-foreground">–</span>;
  return (
    <span title={product.name} className={PRODUCT}>
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

// The colour language of components/documents/status-badge.tsx, with the classes merged once at load.
const VARIANT: Record<string, "info" | "success" | "warning" | "destructive" | "secondary" | "outline"> = {
  invoiced: "info",
  approved: "success",
  returned: "warning",
  rejected: "destructive",
  canceled: "secondary",
  "not yet": "outline",
  requested: "info",
  received: "success",
  error: "destructive",
  draft: "outline",
  issued: "info",
  paid: "success",
  discarded: "secondary",
  unbilled: "warning",
  billed: "success",
  unpaid: "warning",
  delivered: "success",
  sent: "success",
};
const BADGE_CLASS = new Map(Object.entries(VARIANT).map(([value, variant]) => [value, cn(badgeVariants({ variant }), "whitespace-nowrap capitalize")]));
const BADGE_FALLBACK = cn(badgeVariants({ variant: "outline" }), "whitespace-nowrap capitalize");

export function Status({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted-foreground">–</span>;
  return <span className={BADGE_CLASS.get(value) ?? BADGE_FALLBACK}>{value}</span>;
}

const CUSTOMER = "block max-w-[10.5rem] 2xl:max-w-[16rem] truncate hover:text-primary hover:underline";

/** The customer's name as a link that narrows the list to that customer (it shows as a removable chip). */
export function CustomerCell({ name, href }: { name: string; href: string | null }) {
  if (!href) return <span className="block max-w-[10.5rem] 2xl:max-w-[16rem] truncate">{name}</span>;
  return (
    <a href={href} title={`Only ${name}`} className={CUSTOMER}>
      {name}
    </a>
  );
}

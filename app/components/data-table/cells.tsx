import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { StatusBadgeView } from "~/components/documents/status-badge";
import { formatDateShortId } from "~/domain/dates";
import { cn } from "~/lib/utils";
import type { ProductOption } from "./column";

/**
 * The pieces the document lists' cells are made of. Status colours come from StatusBadge, the one
 * badge every document screen uses.
 */

const LINK = "font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";
const MUTED_LINK = "rounded-sm italic text-muted-foreground underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
/** A name that reads as text (and is cut short with its full text as the title). */
const PLAIN = "block max-w-[10.5rem] truncate text-foreground 2xl:max-w-[16rem]";

// Merged once here rather than in every cell of every row.
const LINK_CLASSES = {
  link: LINK,
  muted: MUTED_LINK,
  small: cn(LINK, "font-normal"),
  mutedSmall: cn(MUTED_LINK, "font-normal"),
};
const NAME_LINK = cn(PLAIN, "rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring");

/** A link to a document; `muted` for a placeholder text ("not numbered yet", "draft"). Hovering it loads the document's data ahead. */
export function DocumentLink({ to, children, muted, small }: { to: string; children: ReactNode; muted?: boolean; small?: boolean }) {
  return (
    <Link to={to} prefetch="intent" className={LINK_CLASSES[muted ? (small ? "mutedSmall" : "muted") : small ? "small" : "link"]}>
      {children}
    </Link>
  );
}

/** A second, smaller line of a cell (the PO under its billing). */
export function SecondLine({ children }: { children: ReactNode }) {
  return <span className="block text-[11px]">{children}</span>;
}

/** A note after a value ("reissue"). */
export function Note({ children, title }: { children: ReactNode; title: string }) {
  return (
    <span className="ms-1 text-[11px] text-muted-foreground" title={title}>
      {children}
    </span>
  );
}

/** The customer's name: a link narrowing the list to that customer, or plain text for a customer without a record. */
export function CustomerCell({ name, href }: { name: string; href: string | null }) {
  if (!href) return <span className={PLAIN}>{name}</span>;
  return (
    <Link to={href} preventScrollReset title={name} className={NAME_LINK}>
      {name}
    </Link>
  );
}

/** The customer's name opening the row's document (the approval inbox, where the row is the work). */
export function CustomerOpens({ name, to }: { name: string; to: string }) {
  return (
    <Link to={to} title={name} className={NAME_LINK}>
      {name}
    </Link>
  );
}

export function ProductCode({ product }: { product: ProductOption | undefined }) {
  if (!product) return <>–</>;
  return (
    <span title={product.name} className="rounded border px-1.5 py-px font-mono text-[11px] font-semibold">
      {product.productCode}
    </span>
  );
}

/** A status badge whose text the column translated (`label`); a dash for none. */
export function Status({ value, label }: { value: string | null; label: string }) {
  return value ? <StatusBadgeView value={value} label={label} /> : <>–</>;
}

// A page shows the same few dates over and over: format each calendar day once.
const shortDates = new Map<string, string>();
const WIB_MS = 7 * 3_600_000;

/** "7 Agu 2025" for a yyyy-mm-dd date or an ISO instant (its WIB calendar day); a dash for none. */
export function shortDate(value: string | null): string {
  if (!value) return "–";
  const day = value.length === 10 ? value : new Date(Date.parse(value) + WIB_MS).toISOString().slice(0, 10);
  let text = shortDates.get(day);
  if (text === undefined) {
    text = formatDateShortId(day);
    if (shortDates.size > 5_000) shortDates.clear();
    shortDates.set(day, text);
  }
  return text;
}

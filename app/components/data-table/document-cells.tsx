import { formatDateShortId } from "~/domain/dates";
import { html, type SafeHtml } from "~/lib/html";

/**
 * The body of the document lists (purchase orders, billings, invoices and the approval inbox), built
 * for 50 rows x 10 columns rendered on every request. The rows are markup (html.ts) and their cells
 * the functions below. The styling lives once on the <tbody> (descendant selectors) and a cell
 * carries at most a short class. Links are plain anchors that navigate client-side (`TableBody`),
 * so the page stays a Remix page with JavaScript and a plain HTML page without.
 *
 * Classes inside the body: `plain` (a link that reads as text), `muted` (a placeholder link such
 * as "not numbered yet"), `p` (product code), `b` (a status badge, coloured by the status's own
 * class), `s` (a second, smaller line in a cell), `e` (end-aligned cell), `n` (a note after a
 * number), `empty` (the one cell of an empty list).
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
  "[&_td.empty]:py-10 [&_td.empty]:text-center [&_td.empty]:text-sm [&_td.empty]:text-muted-foreground",
].join(" ");

/**
 * The table body of a document list, its rows given as markup (html.ts: they are two thirds of a
 * list page's elements). `data-nav-links` makes its links client-side navigations (useAppLinkNavigation).
 */
export function TableBody({ rows }: { rows: SafeHtml[] }) {
  return <tbody className={BODY} data-nav-links="" dangerouslySetInnerHTML={{ __html: html`${rows}`.markup }} />;
}

/** The one row of an empty list. */
export function emptyRow(colSpan: number, message: string) {
  return html`<tr><td colspan="${colSpan}" class="empty">${message}</td></tr>`;
}

/** A link to a document; `muted` for a placeholder text ("not numbered yet", "draft"), `plain` when it reads as text. */
export function documentLink(to: string, text: string, { muted, plain }: { muted?: boolean; plain?: boolean } = {}) {
  const className = plain ? "plain" : muted ? "muted" : null;
  return html`<a href="${to}"${className ? html` class="${className}"` : ""}>${text}</a>`;
}

export function productCell(product: ProductOption | undefined) {
  return product ? html`<span title="${product.name}" class="p">${product.productCode}</span>` : "–";
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

export function status(value: string | null) {
  return value ? html`<span class="b ${BADGE[value] ?? TONE.outline}">${value}</span>` : "–";
}

/** Where a customer's id goes in the list URL a customer cell links to (built once per page, see customerCell). */
export const CUSTOMER_SLOT = "__customer__";

/** The customer's name as a link that narrows the list to that customer (it shows as a removable chip); `listHref` holds CUSTOMER_SLOT. */
export function customerCell(name: string, customerId: string | null, listHref: string) {
  if (!customerId) return html`<span class="plain">${name}</span>`;
  return html`<a href="${listHref.replace(CUSTOMER_SLOT, encodeURIComponent(customerId))}" title="${name}" class="plain">${name}</a>`;
}

import {
  Banknote, Bell, Bookmark, Briefcase, Building, Calculator, Calendar, ChartColumn, ChartPie, ClipboardList, Coins, CreditCard, FileCheck,
  FileText, Gift, Globe, Handshake, Inbox, Landmark, Layers, LayoutDashboard, LifeBuoy, type LucideIcon, Mail, Megaphone, Network, Package,
  Percent, Receipt, Repeat, Scale, ScrollText, Settings, ShieldCheck, ShoppingCart, Star, Ticket, TrendingUp, Truck, User, Users, Wallet,
} from "lucide-react";
import { html, type SafeHtml } from "~/lib/html";
import { lucideMarkup } from "~/lib/lucide-markup";
import { type COLOR_ICON_NAMES, type ColorTone, parseMenuIcon } from "./icon-catalogue";

const LUCIDE: Record<(typeof COLOR_ICON_NAMES)[number], LucideIcon> = {
  banknote: Banknote, bell: Bell, bookmark: Bookmark, briefcase: Briefcase, building: Building, calculator: Calculator, calendar: Calendar,
  "chart-column": ChartColumn, "chart-pie": ChartPie, "clipboard-list": ClipboardList, coins: Coins, "credit-card": CreditCard, "file-check": FileCheck,
  "file-text": FileText, gift: Gift, globe: Globe, handshake: Handshake, inbox: Inbox, landmark: Landmark, layers: Layers,
  "layout-dashboard": LayoutDashboard, "life-buoy": LifeBuoy, mail: Mail, megaphone: Megaphone, network: Network, package: Package, percent: Percent,
  receipt: Receipt, repeat: Repeat, scale: Scale, "scroll-text": ScrollText, settings: Settings, "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart, star: Star, ticket: Ticket, "trending-up": TrendingUp, truck: Truck, user: User, users: Users, wallet: Wallet,
};

// Whole class names, so Tailwind finds them in this file.
const TONE: Record<ColorTone, string> = {
  primary: "bg-primary/15 text-primary",
  success: "bg-success/15 text-success",
  danger: "bg-destructive/15 text-destructive",
  info: "bg-info/15 text-info",
  warning: "bg-warning/20 text-warning",
  dark: "bg-foreground/10 text-foreground",
};

const BOX = "inline-flex size-5 shrink-0 items-center justify-center";

/**
 * A stored menu icon value of any family at 20 px, as markup (the side menu is written as a string, see
 * side-menu.tsx); an unknown value draws a neutral dot so the row still lines up.
 */
export function menuIconMarkup(value: string | null | undefined): SafeHtml {
  const icon = parseMenuIcon(value);
  if (!icon) return html`<span aria-hidden="true" class="${BOX}"><span class="size-1.5 rounded-full bg-current opacity-60"></span></span>`;
  switch (icon.family) {
    case "ri":
      return html`<i aria-hidden="true" class="${BOX} ri-${icon.name} text-[1.15rem] leading-none"></i>`;
    case "bi":
      return html`<i aria-hidden="true" class="${BOX} bi bi-${icon.name} text-[1.05rem] leading-none"></i>`;
    case "img":
      return html`<img aria-hidden="true" alt="" src="/images/menu/${icon.name}.svg" width="20" height="20" class="${BOX}"/>`;
    case "color":
      return html`<span aria-hidden="true" class="${BOX} rounded-md ${TONE[icon.tone]}">${lucideMarkup(LUCIDE[icon.name], "size-3.5", { strokeWidth: 2.25, ariaHidden: false })}</span>`;
  }
}

/** The same icon as a React element, for the pages that draw a menu icon among React content (dashboard, menu editor). */
export function MenuIcon({ value }: { value: string | null | undefined }) {
  return <span className="contents" dangerouslySetInnerHTML={{ __html: menuIconMarkup(value).markup }} />;
}

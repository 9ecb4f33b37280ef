import {
  Banknote, Bell, Bookmark, Briefcase, Building, Calculator, Calendar, ChartColumn, ChartPie, ClipboardList, Coins, CreditCard, FileCheck,
  FileText, Gift, Globe, Handshake, Inbox, Landmark, Layers, LayoutDashboard, LifeBuoy, type LucideIcon, Mail, Megaphone, Network, Package,
  Percent, Receipt, Repeat, Scale, ScrollText, Settings, ShieldCheck, ShoppingCart, Star, Ticket, TrendingUp, Truck, User, Users, Wallet,
} from "lucide-react";
import { cn } from "~/lib/utils";
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
 * A stored menu icon value of any family (icon-catalogue.ts) at 20 px, for the side and horizontal menus, the
 * dashboard and the menu editor. Decorative: the entry's title names it. An unknown value draws a neutral dot so
 * the row still lines up.
 */
export function MenuIcon({ value }: { value: string | null | undefined }) {
  const icon = parseMenuIcon(value);
  if (!icon) {
    return (
      <span aria-hidden="true" className={BOX}>
        <span className="size-1.5 rounded-full bg-current opacity-60" />
      </span>
    );
  }
  switch (icon.family) {
    case "ri":
      return <i aria-hidden="true" className={cn(BOX, `ri-${icon.name}`, "text-[1.15rem] leading-none")} />;
    case "bi":
      return <i aria-hidden="true" className={cn(BOX, "bi", `bi-${icon.name}`, "text-[1.05rem] leading-none")} />;
    case "img":
      return <img aria-hidden="true" alt="" src={`/images/menu/${icon.name}.svg`} width={20} height={20} className={BOX} />;
    case "color": {
      const Icon = LUCIDE[icon.name];
      return (
        <span aria-hidden="true" className={cn(BOX, "rounded-md", TONE[icon.tone])}>
          <Icon className="size-3.5" strokeWidth={2.25} />
        </span>
      );
    }
  }
}

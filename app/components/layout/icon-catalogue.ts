/**
 * The menu's icon families (spec section 2) and how a stored icon value names one:
 *   "ri:<name>"                 Remix Icon (the remixicon font)        ri:notification-3-line
 *   "bi:<name>"                 Bootstrap Icons (the bootstrap-icons font) bi:files
 *   "color:<lucide>:<tone>"     colour icon: a tinted rounded square holding a lucide icon   color:inbox:warning
 *   "img:<name>"                product image, /images/menu/<name>.svg   img:catalog
 * Pure data, shared by the menu renderer and the menu editor's validation.
 */

/** The spec's 19 product images, drawn as one set in public/images/menu. */
export const PRODUCT_IMAGES = [
  "dashboard-management",
  "dashboard-product",
  "cashout-approval",
  "cashout",
  "transfer-request",
  "agreement",
  "performance",
  "performance-dashboard",
  "my-performance",
  "reward",
  "catalog",
  "report-transaction",
  "transfer-am-performance",
  "point-redemption",
  "point-conversion",
  "revenue-target",
  "metric-settings",
  "reward-catalog",
  "revenue-recognition",
] as const;

export const COLOR_TONES = ["primary", "success", "danger", "info", "warning", "dark"] as const;
export type ColorTone = (typeof COLOR_TONES)[number];

/** The lucide icons a colour icon may use (a fixed list keeps the browser bundle small). */
export const COLOR_ICON_NAMES = [
  "banknote", "bell", "bookmark", "briefcase", "building", "calculator", "calendar", "chart-column", "chart-pie",
  "clipboard-list", "coins", "credit-card", "file-check", "file-text", "gift", "globe", "handshake", "inbox", "landmark", "layers",
  "layout-dashboard", "life-buoy", "mail", "megaphone", "network", "package", "percent", "receipt", "repeat", "scale",
  "scroll-text", "settings", "shield-check", "shopping-cart", "star", "ticket", "trending-up", "truck", "user", "users", "wallet",
] as const;

export type MenuIcon =
  | { family: "ri"; name: string }
  | { family: "bi"; name: string }
  | { family: "color"; name: (typeof COLOR_ICON_NAMES)[number]; tone: ColorTone }
  | { family: "img"; name: (typeof PRODUCT_IMAGES)[number] };

const FONT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads a stored icon value; null when it names nothing we can draw (the editor refuses such values). */
export function parseMenuIcon(value: string | null | undefined): MenuIcon | null {
  if (!value) return null;
  const [family, name = "", tone] = value.split(":");
  if ((family === "ri" || family === "bi") && FONT_NAME.test(name) && tone === undefined) return { family, name };
  if (family === "img" && (PRODUCT_IMAGES as readonly string[]).includes(name) && tone === undefined) return { family, name: name as (typeof PRODUCT_IMAGES)[number] };
  if (family === "color" && (COLOR_ICON_NAMES as readonly string[]).includes(name) && (COLOR_TONES as readonly string[]).includes(tone ?? "")) {
    return { family, name: name as (typeof COLOR_ICON_NAMES)[number], tone: tone as ColorTone };
  }
  return null;
}

export const ICON_HELP = 'ri:<remix icon>, bi:<bootstrap icon>, color:<lucide icon>:<primary|success|danger|info|warning|dark>, or img:<product image>';

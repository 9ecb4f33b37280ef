import { z } from "zod";

/** The theme customizer's settings (spec section 2 table) with the spec's defaults. */
export const ThemeSchema = z.object({
  menuColor: z.enum(["primary", "success", "danger", "info", "warning", "dark"]).default("primary"),
  layout: z.enum(["vertical", "horizontal"]).default("vertical"),
  mode: z.enum(["light", "dark", "semi-dark"]).default("light"),
  collapsed: z.boolean().default(true),
  navbarColor: z.enum(["default", "primary", "success", "danger", "info", "warning", "dark"]).default("default"),
  navbarType: z.enum(["hidden", "static", "sticky", "floating"]).default("floating"),
  footerType: z.enum(["hidden", "static", "sticky"]).default("static"),
  rtl: z.boolean().default(false),
  scrollTop: z.boolean().default(true),
});

export type Theme = z.infer<typeof ThemeSchema>;
export const DEFAULT_THEME: Theme = ThemeSchema.parse({});

/** Stored settings may be partial or stale; unknown or invalid keys fall back to the defaults one by one. */
export function resolveTheme(stored: unknown): Theme {
  const source = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const theme = { ...DEFAULT_THEME };
  for (const key of Object.keys(ThemeSchema.shape) as (keyof Theme)[]) {
    const parsed = ThemeSchema.shape[key].safeParse(source[key]);
    if (parsed.success && source[key] !== undefined) (theme as Record<string, unknown>)[key] = parsed.data;
  }
  // Spec: semi-dark is not offered with the horizontal layout, and navbar colour applies to vertical only.
  if (theme.layout === "horizontal" && theme.mode === "semi-dark") theme.mode = "light";
  return theme;
}

/** The attributes <html> carries so the first server render already has the right theme (no flash). */
export function htmlThemeAttributes(theme: Theme) {
  return {
    className: theme.mode === "dark" ? "dark" : theme.mode === "semi-dark" ? "semi-dark" : "",
    dir: theme.rtl ? "rtl" : "ltr",
    "data-menu-color": theme.menuColor,
    "data-navbar-color": theme.layout === "vertical" ? theme.navbarColor : "default",
    "data-layout": theme.layout,
  } as const;
}

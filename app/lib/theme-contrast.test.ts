import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { contrastRatio, hslToRgb, MIN_LARGE_OR_UI, MIN_TEXT, over, type Rgb } from "./contrast";
import { ThemeSchema } from "./theme";

/**
 * Issue 18: every colour the customizer offers (menu colour, navbar colour, in the light, dark and semi-dark
 * modes) must keep its text readable: 4.5:1 for text, 3:1 for icons, focus rings and large text (WCAG 1.4.3,
 * 1.4.11). The ratios are computed from app/tailwind.css itself, the way the browser resolves its custom
 * properties, so a colour changed there is checked here.
 */
const css = readFileSync(fileURLToPath(new URL("../tailwind.css", import.meta.url)), "utf8");

type Rule = { selectors: string[]; declarations: [string, string][]; order: number };

/** The token rules: the top-level blocks before `@tailwind components` (comments removed). */
function tokenRules(source: string): Rule[] {
  const tokens = source.slice(0, source.indexOf("@tailwind components")).replace(/\/\*[\s\S]*?\*\//g, "").replace("@tailwind base;", "");
  const rules: Rule[] = [];
  for (const [order, match] of [...tokens.matchAll(/([^{}]+)\{([^{}]*)\}/g)].entries()) {
    const selectors = match[1].split(",").map((s) => s.trim()).filter(Boolean);
    const declarations = [...match[2].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((d) => [d[1], d[2].trim()] as [string, string]);
    rules.push({ selectors, declarations, order });
  }
  return rules;
}
const RULES = tokenRules(css);

type Html = { classes: string[]; attrs: Record<string, string> };
type Element = "html" | "theme-sidebar" | "theme-navbar";

/** Whether a compound selector (.a[b='c']) matches <html>; its specificity when it does. */
function matchCompound(compound: string, html: Html): number | null {
  if (compound === ":root") return 1;
  let specificity = 0;
  for (const part of compound.match(/\.[\w-]+|\[[^\]]+\]/g) ?? []) {
    if (part.startsWith(".")) {
      if (!html.classes.includes(part.slice(1))) return null;
    } else {
      const [, name, value] = part.match(/^\[([\w-]+)='([^']*)'\]$/) ?? [];
      if (html.attrs[name] !== value) return null;
    }
    specificity++;
  }
  return specificity;
}

/** The custom properties as computed on <html> and, inheriting from it, on the sidebar or navbar element. */
function computed(html: Html, element: Element): Record<string, string> {
  const resolve = (value: string, scope: Record<string, string>): string =>
    value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      if (!(name in scope)) throw new Error(`${name} is not defined`);
      return scope[name];
    });
  const apply = (matches: { rule: Rule; specificity: number }[], inherited: Record<string, string>) => {
    const declared: Record<string, string> = {};
    for (const { rule } of matches.sort((a, b) => a.specificity - b.specificity || a.rule.order - b.rule.order)) for (const [name, value] of rule.declarations) declared[name] = value;
    // Custom properties resolve their var() on the element that declares them (against its own values first).
    const scope: Record<string, string> = { ...inherited, ...declared };
    const out: Record<string, string> = { ...inherited };
    for (const name of Object.keys(declared)) {
      let value = declared[name];
      for (let i = 0; i < 5 && value.includes("var("); i++) value = resolve(value, scope);
      out[name] = value;
    }
    return out;
  };
  const onHtml = RULES.flatMap((rule) => {
    const specificities = rule.selectors.filter((s) => !s.includes(" ")).map((s) => matchCompound(s, html)).filter((s): s is number => s !== null);
    return specificities.length ? [{ rule, specificity: Math.max(...specificities) }] : [];
  });
  const root = apply(onHtml, {});
  if (element === "html") return root;
  const onElement = RULES.flatMap((rule) => {
    const specificities = rule.selectors
      .filter((s) => s.endsWith(` .${element}`))
      .map((s) => matchCompound(s.slice(0, -` .${element}`.length), html))
      .filter((s): s is number => s !== null);
    return specificities.length ? [{ rule, specificity: Math.max(...specificities) + 1 }] : [];
  });
  return apply(onElement, root);
}

const MODES = ThemeSchema.shape.mode.removeDefault().options;
const MENU_COLOURS = ThemeSchema.shape.menuColor.removeDefault().options;
const NAVBAR_COLOURS = ThemeSchema.shape.navbarColor.removeDefault().options;
const htmlFor = (mode: string, menuColor = "primary", navbarColor = "default"): Html => ({
  classes: mode === "light" ? [] : [mode],
  attrs: { "data-menu-color": menuColor, "data-navbar-color": navbarColor },
});
const rgb = (vars: Record<string, string>, name: string): Rgb => hslToRgb(vars[`--${name}`]);

type Pair = { what: string; ratio: number; min: number };
const pair = (what: string, a: Rgb, b: Rgb, min: number): Pair => ({ what, ratio: Math.round(contrastRatio(a, b) * 100) / 100, min });
const failing = (pairs: Pair[]) => pairs.filter((p) => p.ratio < p.min).map((p) => `${p.what}: ${p.ratio}:1 (needs ${p.min}:1)`);

describe("theme colour contrast (WCAG 2.2 AA), computed from app/tailwind.css", () => {
  it("resolves the tokens as the browser does (a known pair as a check on the parser)", () => {
    const light = computed(htmlFor("light"), "html");
    expect(light["--primary"]).toBe("228 64% 50%");
    const semiDarkSidebar = computed(htmlFor("semi-dark"), "theme-sidebar");
    expect(semiDarkSidebar["--background"]).not.toBe(light["--background"]);
    expect(computed(htmlFor("light", "success"), "html")["--sidebar-primary"]).toBe(light["--success"]);
  });

  it.each(MODES)("the page's own text and controls in %s mode", (mode) => {
    const v = computed(htmlFor(mode), "html");
    const c = (name: string) => rgb(v, name);
    const pairs: Pair[] = [];
    for (const surface of ["background", "card", "popover"]) pairs.push(pair(`${surface}-foreground on ${surface}`, c(surface === "background" ? "foreground" : `${surface}-foreground`), c(surface), MIN_TEXT));
    for (const surface of ["background", "card", "muted", "secondary", "accent"]) pairs.push(pair(`muted-foreground on ${surface}`, c("muted-foreground"), c(surface), MIN_TEXT));
    for (const name of ["primary", "secondary", "accent", "destructive", "success", "warning", "info"]) pairs.push(pair(`${name}-foreground on ${name} (buttons, badges)`, c(`${name}-foreground`), c(name), MIN_TEXT));
    // Coloured text on the page (links, errors, status words) and on the 10-15 % tints badges and alerts use.
    for (const name of ["primary", "destructive", "success", "info", "warning"]) {
      for (const surface of ["background", "card"]) {
        pairs.push(pair(`${name} text on ${surface}`, c(name), c(surface), MIN_TEXT));
        pairs.push(pair(`${name} text on ${name}/15 over ${surface}`, c(name), over(c(name), 0.15, c(surface)), MIN_TEXT));
      }
    }
    pairs.push(pair("focus ring on background", c("ring"), c("background"), MIN_LARGE_OR_UI));
    pairs.push(pair("focus ring on card", c("ring"), c("card"), MIN_LARGE_OR_UI));
    expect(failing(pairs)).toEqual([]);
  });

  it.each(MODES)("every menu colour in %s mode: the active item's text, the menu's own text and its focus ring", (mode) => {
    const pairs: Pair[] = [];
    for (const colour of MENU_COLOURS) {
      const v = computed(htmlFor(mode, colour), "theme-sidebar");
      const c = (name: string) => rgb(v, name);
      pairs.push(pair(`menu ${colour}: active item`, c("sidebar-primary-foreground"), c("sidebar-primary"), MIN_TEXT));
      pairs.push(pair(`menu ${colour}: item text`, c("sidebar-foreground"), c("sidebar-background"), MIN_TEXT));
      pairs.push(pair(`menu ${colour}: hovered item`, c("sidebar-accent-foreground"), c("sidebar-accent"), MIN_TEXT));
      pairs.push(pair(`menu ${colour}: focus ring`, c("sidebar-ring"), c("sidebar-background"), MIN_LARGE_OR_UI));
      // The customizer's swatch draws its check mark in the colour's own foreground (CHECK in customizer.tsx).
      const token = colour === "danger" ? "destructive" : colour;
      if (colour !== "dark") pairs.push(pair(`menu ${colour}: customizer swatch check mark`, c(`${token}-foreground`), c(token), MIN_LARGE_OR_UI));
    }
    expect(failing(pairs)).toEqual([]);
  });

  it.each(MODES)("every navbar colour in %s mode: its text and icons, hovered, and its focus ring", (mode) => {
    const pairs: Pair[] = [];
    for (const colour of NAVBAR_COLOURS) {
      const v = computed(htmlFor(mode, "primary", colour), "theme-navbar");
      const c = (name: string) => rgb(v, name);
      const background = c("navbar-background");
      const hover = over(c("navbar-accent"), Number(v["--navbar-accent-alpha"]), background);
      pairs.push(pair(`navbar ${colour}: text`, c("navbar-foreground"), background, MIN_TEXT));
      pairs.push(pair(`navbar ${colour}: hovered button`, c("navbar-accent-foreground"), hover, MIN_TEXT));
      pairs.push(pair(`navbar ${colour}: focus ring`, c("navbar-ring"), background, MIN_LARGE_OR_UI));
    }
    expect(failing(pairs)).toEqual([]);
  });

  it("fails a pair under the limit (the check itself can fail)", () => {
    expect(failing([pair("grey on white", hslToRgb("0 0% 60%"), hslToRgb("0 0% 100%"), MIN_TEXT)])).toHaveLength(1);
    expect(Math.round(contrastRatio([0, 0, 0], [255, 255, 255]))).toBe(21);
  });
});

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { DEMO, setTheme, whenLive, withDb } from "./shell-helpers";

/**
 * What the axe sweeps (a11y.spec.ts, a11y-roles.spec.ts) share: the screens, the audit, and the report in
 * tests/e2e/.a11y-report.md, rebuilt after every test from the findings each test leaves in its output folder.
 */
export const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const REPORT = path.resolve("tests/e2e/.a11y-report.md");

export const ROLES = { ...DEMO, approver: "fajar.nugroho@digimon.test" } as const;
export type Role = keyof typeof ROLES;

export type Combo = { mode: "light" | "dark" | "semi-dark"; layout: "vertical" | "horizontal"; menuColor?: string; navbarColor?: string };
export const FOUR: Combo[] = [
  { mode: "light", layout: "vertical" },
  { mode: "dark", layout: "vertical" },
  { mode: "light", layout: "horizontal" },
  { mode: "dark", layout: "horizontal" },
];
// The other roles' visits also go through the customizer's colours and semi-dark, one per visit.
export const COLOURS = ["primary", "success", "danger", "info", "warning", "dark"];
export const NAVBARS = ["default", "primary", "success", "danger", "info", "warning", "dark"];
export const rotated = (i: number): Combo => {
  const base = i % 5 === 4 ? ({ mode: "semi-dark", layout: "vertical" } as Combo) : FOUR[i % 4];
  return { ...base, menuColor: COLOURS[i % COLOURS.length], navbarColor: base.layout === "vertical" ? NAVBARS[(i * 3) % NAVBARS.length] : "default" };
};
export const comboName = (c: Combo) => `${c.mode}/${c.layout}${c.menuColor && c.menuColor !== "primary" ? ` menu:${c.menuColor}` : ""}${c.navbarColor && c.navbarColor !== "default" ? ` nav:${c.navbarColor}` : ""}`;

export type Screen = { name: string; path: string; signedOut?: boolean; status?: number };
/**
 * One visit's result: a whole-page axe audit; an audit of only the elements new to this role (`newElements`); or
 * (`coveredBy` without `newElements`) a rendering whose every element an earlier audit had seen (visitAsRole).
 */
export type Finding = { screen: string; who: string; combo: string; impacts: Record<string, number>; problems: string[]; coveredBy?: string; newElements?: number };
export const findings: Finding[] = [];

/** The ids the detail screens open: read from the seeded e2e database. */
export function screens(): Screen[] {
  return withDb((db) => {
    const one = (sql: string) => (db.prepare(sql).get() as { v: string } | undefined)?.v;
    const product = one("select id as v from products order by id limit 1");
    const unbilledPo = one("select id as v from purchase_orders where status_po = 'unbilled' order by created_at desc limit 1");
    const billedPo = one("select id as v from purchase_orders where status_po = 'billed' order by created_at desc limit 1");
    const billing = one("select id as v from billings where status = 'issued' order by created_at desc limit 1");
    const invoice = one("select id as v from invoices where status_invoice = 'approved' order by created_at desc limit 1");
    const recurring = one("select id as v from recurring_profiles order by id limit 1");
    const payment = one("select id as v from payments order by created_at limit 1");
    const creditNote = one("select id as v from credit_notes order by created_at limit 1");
    const settlement = one("select id as v from settlements order by created_at limit 1");
    const cashOut = one("select id as v from cash_out_requests order by created_at limit 1");
    const rewardItem = one("select id as v from reward_items order by created_at limit 1");
    const redemption = one("select id as v from redemptions order by created_at limit 1");
    const contract = one("select id as v from contracts where kind in ('kontrak', 'pks') order by created_at limit 1");
    const agreement = one("select id as v from contracts where kind in ('agreement', 'mou') order by created_at limit 1");
    const bast = one("select id as v from basts order by created_at limit 1");
    // Issue 23: the edit screens open only in draft or returned (rejected): whichever an earlier spec left.
    const editableContract = one("select id as v from contracts where kind in ('kontrak', 'pks') and status in ('draft', 'returned') order by created_at limit 1");
    const editableAgreement = one("select id as v from contracts where kind in ('agreement', 'mou') and status in ('draft', 'returned') order by created_at limit 1");
    const editableBast = one("select id as v from basts where status in ('draft', 'rejected') order by created_at limit 1");
    const quotation = one("select id as v from quotations order by created_at limit 1");
    const draftQuotation = one("select id as v from quotations where status = 'draft' order by created_at limit 1");
    const creditCustomer = one("select customer_id as v from customer_credits where customer_id is not null order by created_at limit 1");
    const user = one("select id as v from users where id like 'usr-gen-%' order by id limit 1");
    const faktur = one("select json_extract(answer, '$.data.nomorFaktur') as v from sandbox_records where system = 'tax-authority' and kind = 'faktur' and json_extract(answer, '$.state') = 'received' limit 1");
    // A report export run is its owner's only (404 to anyone else): one of the super-admin's (who opens every
    // screen), running, so its page shows the progress (the running row is what the page polls for).
    const exportRun = "rex-a11y-running";
    db.prepare("insert or ignore into report_exports (id, user_id, report, filters, format, status, rows_done, rows_total, started_at) select ?, id, 'ageing', '{}', 'xlsx', 'running', 4000, 10000, ? from users where email = ?").run(exportRun, new Date().toISOString(), ROLES.superAdmin);
    const list: Screen[] = [
      { name: "sign-in", path: "/login", signedOut: true },
      { name: "register", path: "/register", signedOut: true },
      { name: "forgot password", path: "/forgot-password", signedOut: true },
      { name: "reset password", path: "/reset-password/not-a-token?email=someone%40digimon.test", signedOut: true },
      { name: "activation (bad link)", path: "/activation?token=x&email=someone%40digimon.test", signedOut: true, status: 400 },
      { name: "sandbox mailbox", path: "/dev/mail", signedOut: true },
      { name: "not authorized (signed out)", path: "/misc/not-authorized", signedOut: true, status: 403 },
      { name: "404 (signed out)", path: "/no-such-page", signedOut: true, status: 404 },
      { name: "dashboard", path: "/" },
      { name: "dashboard (custom range, refused)", path: "/?period=custom&from=2026-03-10&to=2026-03-01" },
      { name: "dashboard (last month)", path: "/?period=last-month" },
      { name: "invoices (ageing 16-30)", path: "/invoices?ageing=16-30" },
      { name: "notifications", path: "/notification" },
      { name: "search", path: "/search?q=PT" },
      { name: "profile", path: "/profile" },
      { name: "change password", path: "/change-password" },
      { name: "products", path: "/products" },
      { name: "product detail", path: `/products/${product}` },
      { name: "product edit", path: `/products/${product}/edit` },
      { name: "product new", path: "/products/new" },
      { name: "purchase orders", path: "/purchase-orders" },
      { name: "purchase order detail", path: `/purchase-orders/${billedPo}` },
      { name: "purchase order edit", path: `/purchase-orders/${unbilledPo}/edit` },
      { name: "purchase order new", path: "/purchase-orders/new" },
      { name: "billings", path: "/billings" },
      { name: "billing detail", path: `/billings/${billing}` },
      { name: "billing new", path: `/billings/new?po=${unbilledPo}` },
      { name: "invoices", path: "/invoices" },
      { name: "invoice detail", path: `/invoices/${invoice}` },
      { name: "tax invoice", path: `/invoices/${invoice}/tax-invoice` },
      { name: "invoice replace", path: `/invoices/${invoice}/replace` },
      { name: "invoice payment reminders", path: `/invoices/${invoice}/dunning` },
      { name: "approval inbox", path: "/invoices/inbox" },
      { name: "credit notes", path: "/credit-notes" },
      { name: "tickets", path: "/tickets" },
      { name: "tickets (new, filtered)", path: "/tickets?status=new" },
      { name: "ticket new", path: "/tickets/new" },
      { name: "ticket detail", path: "/tickets/tkt-003" },
      { name: "rewards", path: "/rewards" },
      { name: "reward history", path: "/rewards/history" },
      { name: "reward history (everyone)", path: "/rewards/history?who=all" },
      { name: "reward new", path: "/rewards/new" },
      { name: "reward settings", path: "/rewards/settings" },
      { name: "redemptions", path: "/rewards/redemptions" },
      ...(rewardItem ? [{ name: "reward detail", path: `/rewards/${rewardItem}` }] : []),
      ...(redemption ? [{ name: "redemption detail", path: `/rewards/redemptions/${redemption}` }] : []),
      ...(creditNote ? [{ name: "credit note detail", path: `/credit-notes/${creditNote}` }] : []),
      { name: "payments", path: "/payments" },
      { name: "payments unmatched", path: "/payments/unmatched" },
      { name: "payments import", path: "/payments/import" },
      { name: "customer credit", path: "/payments/credits?balance=all" },
      ...(creditCustomer ? [{ name: "customer credit detail", path: `/payments/credits/${creditCustomer}` }] : []),
      ...(payment ? [{ name: "payment detail", path: `/payments/${payment}` }] : []),
      { name: "companies", path: "/companies" },
      { name: "company new", path: "/companies/new" },
      { name: "company detail", path: "/companies/1" },
      { name: "company edit", path: "/companies/1/edit" },
      { name: "partnerships", path: "/partnerships" },
      { name: "partnership new", path: "/partnerships/new" },
      { name: "partnership detail", path: "/partnerships/psh-002" },
      { name: "partnership edit", path: "/partnerships/psh-002/edit" },
      { name: "quotations", path: "/quotations" },
      { name: "quotation new", path: "/quotations/new" },
      ...(quotation ? [{ name: "quotation detail", path: `/quotations/${quotation}` }] : []),
      ...(draftQuotation ? [{ name: "quotation edit", path: `/quotations/${draftQuotation}/edit` }] : []),
      { name: "contracts", path: "/contracts" },
      { name: "contract new", path: "/contracts/new" },
      ...(contract ? [{ name: "contract detail", path: `/contracts/${contract}` }] : []),
      { name: "agreements", path: "/agreements" },
      { name: "agreement new", path: "/agreements/new" },
      ...(agreement ? [{ name: "agreement detail", path: `/agreements/${agreement}` }] : []),
      { name: "bast", path: "/bast" },
      { name: "bast new", path: "/bast/new" },
      ...(bast ? [{ name: "bast detail", path: `/bast/${bast}` }] : []),
      ...(editableContract ? [{ name: "contract edit", path: `/contracts/${editableContract}/edit` }] : []),
      ...(editableAgreement ? [{ name: "agreement edit", path: `/agreements/${editableAgreement}/edit` }] : []),
      ...(editableBast ? [{ name: "bast edit", path: `/bast/${editableBast}/edit` }] : []),
      { name: "cash-outs", path: "/cash-outs" },
      { name: "cash-out new", path: "/cash-outs/new" },
      { name: "cash-out approvals", path: "/cash-outs/approvals" },
      ...(cashOut ? [{ name: "cash-out detail", path: `/cash-outs/${cashOut}` }] : []),
      { name: "settlements", path: "/settlements" },
      { name: "management dashboard", path: "/dashboards/management" },
      { name: "sales dashboard", path: "/dashboards/sales" },
      { name: "AM performance dashboard", path: "/dashboards/am-performance" },
      { name: "payments dashboard", path: "/dashboards/payments?period=year" },
      { name: "reports", path: "/reports" },
      { name: "ageing report", path: "/reports/ageing" },
      { name: "revenue report", path: "/reports/revenue?period=year&by=month" },
      { name: "tax report", path: "/reports/tax?period=year" },
      { name: "payments report", path: "/reports/payments?period=year" },
      { name: "recurring forecast report", path: "/reports/recurring-forecast" },
      { name: "audit report", path: "/reports/audit" },
      { name: "report export run", path: `/reports/exports/${exportRun}` },
      { name: "settlement import", path: "/settlements/import" },
      ...(settlement ? [{ name: "settlement detail", path: `/settlements/${settlement}` }] : []),
      { name: "recurring", path: "/recurring" },
      { name: "recurring detail", path: `/recurring/${recurring}` },
      { name: "recurring edit", path: `/recurring/${recurring}/edit` },
      { name: "recurring new", path: "/recurring/new" },
      { name: "admin users", path: "/admin/users" },
      { name: "admin user detail", path: `/admin/users/${user}` },
      { name: "admin user new", path: "/admin/users/new" },
      { name: "admin referral", path: "/admin/users/referral" },
      { name: "admin statistics", path: "/admin/users/statistics" },
      { name: "admin roles", path: "/admin/roles" },
      { name: "admin role", path: "/admin/roles/member" },
      { name: "admin organisation", path: "/admin/organisation" },
      { name: "admin menu editor", path: "/admin/menu" },
      { name: "admin machines", path: "/admin/machines" },
      { name: "inspector", path: "/admin/machines/invoice" },
      { name: "admin jobs", path: "/admin/jobs" },
      { name: "admin sandbox", path: "/admin/sandbox" },
      { name: "not authorized", path: "/misc/not-authorized", status: 403 },
      { name: "404", path: "/purchase-orders/no-such-order", status: 404 },
    ];
    if (faktur) list.push({ name: "e-Faktur (sandbox)", path: `/sandbox/efaktur/${faktur}`, signedOut: true });
    return list;
  });
}

/** The structural checks and axe on the page as it stands; the result goes into the report. */
export const signedInScreens = () => screens().filter((s) => !s.signedOut);

export async function audit(page: Page, screen: string, who: string, combo: string, { structure = true, include }: { structure?: boolean; include?: string } = {}) {
  const problems: string[] = [];
  if (structure) {
    const facts = await page.evaluate(() => ({
      h1: document.querySelectorAll("h1").length,
      skip: !!document.querySelector('a[href="#main"]') && !!document.getElementById("main"),
      main: document.querySelectorAll("main, [role=main]").length,
      nav: document.querySelectorAll("nav, [role=navigation]").length,
      rawKey: (document.body.innerText + [...document.querySelectorAll("[aria-label],[title],[placeholder],[alt]")].map((e) => ["aria-label", "title", "placeholder", "alt"].map((a) => e.getAttribute(a) ?? "").join(" ")).join(" ") + document.title).includes("⟦"),
    }));
    if (facts.h1 !== 1) problems.push(`${facts.h1} h1`);
    if (!facts.skip) problems.push("no skip link to #main");
    if (facts.main !== 1) problems.push(`${facts.main} main landmarks`);
    if (facts.nav < 1) problems.push("no nav landmark");
    if (facts.rawKey) problems.push("raw i18n key ⟦...⟧ on the page");
  }
  // Only the violations are collected: the passes are most of axe's work on a page of long tables. Legacy mode
  // runs axe.run in the page itself; the default runs it per frame and finishes in a second, blank page, which
  // exists for cross-origin iframes (the portal has none) and took 3-4x as long (12.4 s against 3.3 s on a page of
  // 1,250 elements).
  const builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const impacts: Record<string, number> = {};
  for (const v of violations) {
    const impact = v.impact ?? "minor";
    impacts[impact] = (impacts[impact] ?? 0) + v.nodes.length;
    if (impact === "serious" || impact === "critical") problems.push(`${impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}${n.failureSummary ? ` (${n.failureSummary.split("\n").slice(1, 2).join("").trim()})` : ""}`).join("; ")}`);
  }
  findings.push({ screen, who, combo, impacts, problems });
}

export async function visit(page: Page, screen: Screen, who: string, combo: string) {
  const started = Date.now();
  const response = await page.goto(screen.path);
  await whenLive(page);
  const loaded = Date.now();
  await audit(page, screen.name, who, combo);
  if (process.env.A11Y_TIMING) console.log(`${screen.name} as ${who}: load ${loaded - started} ms, audit ${Date.now() - loaded} ms`);
  // A page that did not open as expected is a finding of its own (the sweep goes on to the other screens).
  if (response?.status() !== (screen.status ?? 200)) findings[findings.length - 1].problems.unshift(`answered ${response?.status()} instead of ${screen.status ?? 200}`);
}

/**
 * The rendering's shapes, one per element in document order: its tag, role, classes, ARIA attribute names (and
 * the values that change meaning: sort, expanded, current...), type, whether it has text and an accessible name,
 * and the nearest background class above it; paired with its parent's shape. Rows of data, ids and words differ
 * from one role to the next; these shapes do not, unless the rendering does. axe's rules judge an element by
 * exactly these things (its name, its role and ARIA, its colours from its classes and the background behind
 * it, its parent for the list, table and ARIA-children rules), so an element whose shape pair was in an audited
 * rendering of the same screen, theme and layout raises nothing that audit did not raise.
 */
export async function renderingShapes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MEANINGFUL = new Set(["aria-sort", "aria-expanded", "aria-current", "aria-hidden", "aria-disabled", "aria-invalid", "aria-selected", "aria-checked", "aria-modal", "aria-live", "aria-haspopup"]);
    const named = (e: Element) => {
      const labelled = e as HTMLInputElement;
      return !!(e.getAttribute("aria-label") || e.getAttribute("aria-labelledby") || e.getAttribute("title") || e.getAttribute("alt") || labelled.labels?.length || (e.textContent ?? "").trim());
    };
    const shapes = new Map<Element, { shape: string; background: string }>();
    const all = [document.documentElement, ...document.documentElement.querySelectorAll("*")];
    return all.map((e) => {
      const above = e.parentElement ? shapes.get(e.parentElement) : undefined;
      const classes = e.getAttribute("class") ?? "";
      const own = classes.split(/\s+/).filter((c) => /(^|:)bg-/.test(c)).join(" ");
      const aria = [...e.attributes].filter((a) => a.name.startsWith("aria-")).map((a) => (MEANINGFUL.has(a.name) ? `${a.name}=${a.value}` : a.name)).sort().join(",");
      const shape = [e.tagName, e.getAttribute("role") ?? "", classes, aria, e.getAttribute("type") ?? "", e.hasAttribute("disabled") ? "disabled" : "", e.getAttribute("tabindex") ?? "", (e.textContent ?? "").trim() ? "text" : "", named(e) ? "named" : "", above?.background ?? ""].join("|");
      shapes.set(e, { shape, background: own || above?.background || "" });
      return `${above?.shape ?? ""} > ${shape}`;
    });
  });
}

/**
 * The role sweeps' visit: opens the screen as the signed-in role; a screen the role may not open (the server
 * redirects or refuses: menu roles, permissions, the row's scope) is skipped. The elements whose shape no
 * earlier audit of the same screen and combination has seen (`audited`, per sweep) are audited, axe limited to
 * them; a rendering with none is recorded as covered by the earlier audits. The first visit of a screen audits
 * the whole page. Returns whether the role could open the screen.
 */
export async function visitAsRole(page: Page, screen: Screen, who: string, combo: string, audited: Map<string, { by: string; shapes: Set<string> }[]>) {
  const response = await page.goto(screen.path);
  if (response?.status() !== 200 || new URL(page.url()).pathname + new URL(page.url()).search !== screen.path) return false;
  await whenLive(page);
  const key = `${screen.name}|${combo}`;
  const shapes = await renderingShapes(page);
  const earlier = audited.get(key) ?? [];
  const seen = new Set(earlier.flatMap((a) => [...a.shapes]));
  // The head (scripts, preloads, meta) is no part of what axe's element rules judge: the whole-page audit covers the title.
  const firstInBody = await page.evaluate(() => [document.documentElement, ...document.documentElement.querySelectorAll("*")].indexOf(document.body));
  const fresh = shapes.flatMap((shape, index) => (index < firstInBody || seen.has(shape) ? [] : [index]));
  audited.set(key, [...earlier, { by: who, shapes: new Set(shapes) }]);
  if (earlier.length && !fresh.length && !process.env.A11Y_SWEEP) {
    findings.push({ screen: screen.name, who, combo, impacts: {}, problems: [], coveredBy: earlier.map((a) => a.by).join(", ") });
    return true;
  }
  if (!earlier.length || process.env.A11Y_SWEEP) {
    await audit(page, screen.name, who, combo);
    return true;
  }
  // Only what is new to this screen: the same document order renderingShapes walked.
  const marked = await page.evaluate((indices) => {
    const all = [document.documentElement, ...document.documentElement.querySelectorAll("*")];
    for (const i of indices) all[i]?.setAttribute("data-a11y-new", "");
    return document.querySelectorAll("[data-a11y-new]").length;
  }, fresh);
  // The page changed under the walk (a poll re-rendered it): audit it whole rather than guess.
  if (marked !== fresh.length) return (await audit(page, screen.name, who, combo), true);
  try {
    await audit(page, screen.name, who, combo, { include: "[data-a11y-new]" });
  } catch (error) {
    // axe leaves out what it never judges (scripts, templates, hidden subtrees); when that is all that is new it
    // finds nothing to include and refuses: audit the whole page, which is never wrong.
    if (!String(error).includes("No elements found for include")) throw error;
    await audit(page, screen.name, who, combo);
    return true;
  }
  Object.assign(findings[findings.length - 1], { coveredBy: earlier.map((a) => a.by).join(", "), newElements: fresh.length });
  return true;
}

export function themeFor(email: string, c: Combo) {
  setTheme(email, { mode: c.mode, layout: c.layout, menuColor: c.menuColor ?? "primary", navbarColor: c.navbarColor ?? "default", collapsed: false });
}

/** Each test's findings go to its output folder and the report is rebuilt from all of them (a failed test restarts the worker and its memory; with E2E_WORKERS=2 the two files share no memory either). */
export function keepFindings(testInfo: TestInfo) {
  mkdirSync(testInfo.outputDir, { recursive: true });
  writeFileSync(path.join(testInfo.outputDir, "a11y-findings.json"), JSON.stringify(findings));
  findings.length = 0;
  writeReport(testInfo.project.outputDir);
}

export function allFindings(outputDir: string): Finding[] {
  if (!existsSync(outputDir)) return [];
  return readdirSync(outputDir)
    .map((dir) => path.join(outputDir, dir, "a11y-findings.json"))
    .filter((file) => existsSync(file))
    .flatMap((file) => JSON.parse(readFileSync(file, "utf8")) as Finding[]);
}

export function writeReport(outputDir: string) {
  const all = allFindings(outputDir);
  const byScreen = new Map<string, Finding[]>();
  for (const f of all) byScreen.set(f.screen, [...(byScreen.get(f.screen) ?? []), f]);
  const sum = (list: Finding[], impact: string) => list.reduce((n, f) => n + (f.impacts[impact] ?? 0), 0);
  const whole = (list: Finding[]) => list.filter((f) => !f.coveredBy);
  const part = (list: Finding[]) => list.filter((f) => f.coveredBy && f.newElements);
  const covered = (list: Finding[]) => list.filter((f) => f.coveredBy && !f.newElements);
  const byRole = new Map<string, Finding[]>();
  for (const f of all) byRole.set(f.who, [...(byRole.get(f.who) ?? []), f]);
  const names = (list: Finding[]) => [...new Set(list.map((f) => f.who))].join(", ") || "-";
  const lines = [
    "# axe-core (WCAG 2.0/2.1/2.2 A+AA) per screen",
    "",
    `${all.length} visits on ${byScreen.size} screens: ${whole(all).length} whole-page axe audits, ${part(all).length} audits of only the elements new to a role, ${covered(all).length} renderings with nothing an audit of the same screen and combination had not seen (tests/e2e/a11y-support.ts, visitAsRole). Violations are counted as affected elements, by impact.`,
    "",
    "| screen | whole page as | new elements as | nothing new for | combinations | critical | serious | moderate | minor | other checks |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...[...byScreen].map(([screen, list]) => {
      const combos = [...new Set(list.map((f) => f.combo))].join("; ");
      const other = [...new Set(list.flatMap((f) => f.problems.filter((p) => !/^(serious|critical) /.test(p))))].join("; ") || "ok";
      return `| ${screen} | ${names(whole(list))} | ${names(part(list))} | ${names(covered(list))} | ${combos} | ${sum(list, "critical")} | ${sum(list, "serious")} | ${sum(list, "moderate")} | ${sum(list, "minor")} | ${other} |`;
    }),
    "",
    "## Per role",
    "",
    "| role | screens opened | whole page | new elements only | nothing new |",
    "|---|---|---|---|---|",
    ...[...byRole].map(([who, list]) => `| ${who} | ${new Set(list.map((f) => f.screen)).size} | ${whole(list).length} | ${part(list).length} | ${covered(list).length} |`),
    "",
    "## Serious and critical findings",
    "",
    ...all.flatMap((f) => f.problems.filter((p) => /^(serious|critical) /.test(p)).map((p) => `- ${f.screen} (${f.who}, ${f.combo}): ${p}`)),
    "",
  ];
  writeFileSync(REPORT, lines.join("\n"));
}

export const failuresSince = (before: number) => findings.slice(before).filter((f) => f.problems.length).map((f) => `${f.screen} as ${f.who} (${f.combo}): ${f.problems.join(" | ")}`);

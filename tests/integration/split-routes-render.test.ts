import { db } from "#db/client.server";
import * as jobs from "~/routes/_portal.admin.jobs";
import * as machine from "~/routes/_portal.admin.machines.$id";
import * as menu from "~/routes/_portal.admin.menu";
import * as organisation from "~/routes/_portal.admin.organisation";
import * as sandbox from "~/routes/_portal.admin.sandbox";
import * as user from "~/routes/_portal.admin.users.$id";
import * as users from "~/routes/_portal.admin.users._index";
import * as invoice from "~/routes/_portal.invoices.$id";
import * as product from "~/routes/_portal.products.$id._index";
import * as profile from "~/routes/_portal.profile";
import * as recurring from "~/routes/_portal.recurring.$id._index";
import { testBuild, useServedBuild } from "../support/http";
import { useDemoDocuments } from "../support/seed";

/**
 * The screens whose parts moved into components beside them (issue 17: routes over 200 lines) still render
 * those parts: each is served whole, as server.ts serves it, and shows the headings, labels and test ids that
 * now live in its components (the e2e tests select by them).
 */

useDemoDocuments();

const served = useServedBuild(
  testBuild({
    "routes/_portal.admin.machines.$id": { path: "admin/machines/:id", module: machine },
    "routes/_portal.admin.users.$id": { path: "admin/users/:id", module: user },
    "routes/_portal.admin.users._index": { path: "admin/users", module: users },
    "routes/_portal.admin.menu": { path: "admin/menu", module: menu },
    "routes/_portal.admin.organisation": { path: "admin/organisation", module: organisation },
    "routes/_portal.admin.sandbox": { path: "admin/sandbox", module: sandbox },
    "routes/_portal.admin.jobs": { path: "admin/jobs", module: jobs },
    "routes/_portal.products.$id._index": { path: "products/:id", module: product },
    "routes/_portal.recurring.$id._index": { path: "recurring/:id", module: recurring },
    "routes/_portal.profile": { path: "profile", module: profile },
    "routes/_portal.invoices.$id": { path: "invoices/:id", module: invoice },
  }),
  { user: "usr-super-admin" },
);

const firstId = (sql: string) => (db().$client.prepare(sql).get() as { id: string }).id;

async function page(path: string) {
  const response = await served.get(path);
  const text = await response.text();
  if (response.status !== 200) console.log(path, response.status, text.slice(0, 500));
  expect(response.status).toBe(200);
  return text;
}

describe("screens split into components", () => {
  it.each([
    ["machine inspector", (): string => "/admin/machines/invoice", ["Step-through on a copy", 'data-testid="simulated-state"', 'aria-label="Events in the simulated state"', "Choose a state to step through"]],
    ["user", (): string => `/admin/users/${firstId("select id from users where id <> 'usr-super-admin' and status <> 'deleted' order by id limit 1")}`, ["Sign-in and security", 'data-testid="fail-login-attempt"', ">Activity</h2>", "Position"]],
    ["users list", (): string => "/admin/users", ['aria-label="Filters"', "Search name, phone, e-mail or NIK", 'aria-label="Users"']],
    ["menu editor", (): string => "/admin/menu", ['aria-label="Menu entries"', "Preview as a role", "Product images"]],
    ["organisation", (): string => "/admin/organisation", ['aria-label="Organisation tree"', "Rename"]],
    ["jobs", (): string => "/admin/jobs", ["Run now", "Schedule"]],
    ["product", (): string => `/products/${firstId("select id from products order by product_code limit 1")}`, ["Payment system", "Document templates", "Administration fee"]],
    ["recurring profile", (): string => `/recurring/${firstId("select id from recurring_profiles order by id limit 1")}`, ["Schedule", "Billing settings", "Billings made", "History"]],
    ["profile", (): string => "/profile", ["Account details", "Position mapping", "Pinned pages", "Change password"]],
    ["invoice", (): string => `/invoices/${firstId("select id from invoices order by id limit 1")}`, ["Amount", "Chain", "Billing date"]],
  ] as const)("the %s page shows the parts that moved into components", async (_name, path, texts) => {
    const html = await page(path());
    for (const text of texts) expect(html).toContain(text);
  });
});

import { type Browser, type Page } from "@playwright/test";
import { DEMO_PASSWORD, e2eDb, expect, signInAs, test } from "./fixtures";

test.describe.configure({ mode: "serial", timeout: 240_000 });

function userRow(id: string) {
  const db = e2eDb();
  try {
    return db.prepare("select id, email, fullname, status, fail_login_attempt as attempts from users where id = ?").get(id) as { id: string; email: string; fullname: string; status: string; attempts: number };
  } finally {
    db.close();
  }
}

/** Tries the password step of /login in a separate browser (a person at another desk). */
async function tryPassword(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  return { page, close: () => context.close() };
}

const toast = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();

test("an admin blocks a user who then cannot sign in, unblocks them and resets their failed sign-ins", async ({ page, browser }) => {
  const target = userRow("usr-gen-0022");
  expect(target.status).toBe("active");
  await signInAs(page, "admin@digimon.test");
  await page.goto("/admin/users");
  await page.getByLabel("Search name, phone, e-mail or NIK").fill(target.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId("list-summary")).toHaveText(/Rows 1–1 of 1 users/);
  await page.getByRole("link", { name: target.fullname }).click();
  await expect(page.getByRole("heading", { level: 1, name: target.fullname })).toBeVisible();

  await page.getByRole("button", { name: "Block" }).click();
  await toast(page, "User blocked; their sessions have ended");
  await expect(page.getByLabel("Status and roles").getByText("Blocked")).toBeVisible();

  const blocked = await tryPassword(browser, target.email, DEMO_PASSWORD);
  await expect(blocked.page.getByRole("alert").filter({ hasText: "blocked" })).toBeVisible();
  await blocked.close();

  await page.getByRole("button", { name: "Unblock" }).click();
  await toast(page, "User unblocked; failed sign-ins reset to 0");
  await expect(page.getByLabel("Status and roles").getByText("Active")).toBeVisible();

  for (const attempt of [1, 2]) {
    const wrong = await tryPassword(browser, target.email, `wrong-password-${attempt}`);
    await expect(wrong.page.getByRole("alert").filter({ hasText: "Email Or Password Invalid" })).toBeVisible();
    await wrong.close();
  }
  await page.goto(page.url());
  await expect(page.getByTestId("fail-login-attempt")).toHaveText("2 of 5");
  await page.getByRole("button", { name: "Reset failed sign-ins" }).click();
  await toast(page, "Failed sign-in counter reset to 0");
  await expect(page.getByTestId("fail-login-attempt")).toHaveText("0 of 5");
  expect(userRow(target.id)).toMatchObject({ status: "active", attempts: 0 });

  // The history shows what the admin did to the account.
  await expect(page.getByRole("heading", { name: "Changes to this account" })).toBeVisible();
  await expect(page.getByText("user.blocked").first()).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/admin-user-after-block.png", fullPage: true });
});

test("an admin creates a user, maps them to a position, edits and deletes them", async ({ page }) => {
  await signInAs(page, "admin@digimon.test");
  await page.goto("/admin/users/new");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("Enter the full name")).toBeVisible();
  await page.getByLabel("Full name").fill("Ratna Wulandari");
  await page.getByLabel("E-mail").fill("owner@digimon.test");
  await page.getByLabel("NIK").fill("3174014501900077");
  await page.getByLabel("Member", { exact: true }).check();
  await page.getByLabel("First password").fill("Kopi2026susu");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("This email is already in use.")).toBeVisible();
  await page.getByLabel("E-mail").fill("ratna.wulandari@digimon.test");
  await page.getByLabel("First password").fill("Kopi2026susu");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ratna Wulandari" })).toBeVisible();
  await toast(page, "Ratna Wulandari was created");

  await page.getByLabel("Map to position").selectOption({ label: "Officer Tax" });
  await page.getByRole("button", { name: "Save mapping" }).click();
  await toast(page, "Position mapping saved");
  await expect(page.getByRole("definition").filter({ hasText: "FINANCE CENTER" })).toBeVisible();

  await page.getByLabel("Job position").fill("Officer Tax");
  await page.getByLabel("Mobile phone").fill("0812-bad");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter an Indonesian mobile number")).toBeVisible();
  await page.getByLabel("Mobile phone").fill("081298765432");
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast(page, /Saved: phoneNumber, jobPosition/);

  await page.getByRole("button", { name: "Delete user" }).click();
  await expect(page.getByText("Tick the box to confirm")).toBeVisible();
  await page.getByLabel("I understand, delete ratna.wulandari@digimon.test").check();
  await page.getByRole("button", { name: "Delete user" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await toast(page, "User deleted");
  const db = e2eDb();
  const row = db.prepare("select status, deleted_at as deletedAt from users where email = ?").get("ratna.wulandari@digimon.test") as { status: string; deletedAt: string | null };
  db.close();
  expect(row.status).toBe("deleted");
  expect(row.deletedAt).toBeTruthy();
});

test("an admin edits the organisation tree, and a node with people on it is not deleted", async ({ page }) => {
  await signInAs(page, "admin@digimon.test");
  await page.goto("/admin/organisation");
  const tree = page.getByRole("navigation", { name: "Organisation tree" });
  await tree.getByRole("link", { name: /DIVISI GOVERNMENT SERVICE/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: /DIVISI GOVERNMENT SERVICE/ })).toBeVisible();

  await page.getByLabel("Unit name").fill("GOVERNMENT SOLUTION DELIVERY");
  await page.getByLabel("Unit code").fill("dgs20000000");
  await page.getByRole("button", { name: "Add unit" }).click();
  await toast(page, "Unit GOVERNMENT SOLUTION DELIVERY added");
  await expect(page.getByRole("heading", { level: 2, name: /GOVERNMENT SOLUTION DELIVERY/ })).toBeVisible();
  await expect(tree.getByRole("link", { name: /GOVERNMENT SOLUTION DELIVERY/ })).toHaveAttribute("aria-current", "page");

  await page.getByLabel("Name", { exact: true }).fill("GOVERNMENT SOLUTIONS");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await toast(page, "Saved: name");

  await page.getByLabel("New parent").selectOption({ label: "DIVISI ENTERPRISE SERVICE (DIT-DES)" });
  await page.getByRole("button", { name: "Move" }).click();
  await toast(page, "GOVERNMENT SOLUTIONS moved");
  await expect(page.getByText("PT TELKOM INDONESIA (PERSERO) TBK › DIREKTORAT ENTERPRISE & BUSINESS SERVICE › DIVISI ENTERPRISE SERVICE › GOVERNMENT SOLUTIONS")).toBeVisible();

  await tree.getByRole("link", { name: /^DIVISI ENTERPRISE SERVICE/ }).click();
  await page.getByRole("button", { name: "Delete DIVISI ENTERPRISE SERVICE" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /DIVISI ENTERPRISE SERVICE cannot be deleted: 3 child nodes, \d+ users,? .*products.* hang on it\. Move or remove them first\./ })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/admin-organisation-refused.png", fullPage: true });

  await tree.getByRole("link", { name: /GOVERNMENT SOLUTIONS/ }).click();
  await page.getByRole("button", { name: "Delete GOVERNMENT SOLUTIONS" }).click();
  await toast(page, "GOVERNMENT SOLUTIONS deleted");
  await expect(tree.getByRole("link", { name: /GOVERNMENT SOLUTIONS/ })).toHaveCount(0);
});

test("a division-scoped admin sees only their division's users", async ({ page }) => {
  const db = e2eDb();
  const ddb = (db.prepare("select count(*) as n from users where position_division_id = 'org-DIT-DDB' and status <> 'deleted'").get() as { n: number }).n;
  db.close();
  try {
    // A super-admin narrows the admin role to its division scope, and sets Budi's access level to his own division.
    await signInAs(page, "super.admin@digimon.test");
    await page.goto("/admin/roles/admin");
    await page.getByLabel(/^read:user\s*See users$/).uncheck();
    await expect(page.getByLabel(/^read:user:division/)).toBeChecked();
    await page.getByRole("button", { name: "Save Admin" }).click();
    await toast(page, "Permissions saved");
    await page.goto("/admin/users/usr-admin");
    await page.getByLabel("Access level").selectOption("3");
    await page.getByRole("button", { name: "Save changes" }).click();
    await toast(page, "Saved: levelAccess");

    await page.context().clearCookies();
    await signInAs(page, "admin@digimon.test");
    await page.goto("/admin/users?perpage=100");
    await expect(page.getByTestId("list-summary")).toHaveText(new RegExp(`of ${ddb} users`));
    const divisions = await page.getByRole("table", { name: "Users" }).locator("tbody tr td:nth-child(5) span:first-child").allInnerTexts();
    expect(divisions.length).toBe(ddb);
    expect(new Set(divisions)).toEqual(new Set(["DIGITAL BUSINESS"]));
    await expect(page.getByLabel("Division", { exact: true }).locator("option")).toHaveText(["All", "DIGITAL BUSINESS"]);
    await page.screenshot({ path: "/tmp/shots/admin-users-division-scoped.png", fullPage: true });
    const other = await page.goto("/admin/users/usr-member");
    expect(other?.status()).toBe(404);
  } finally {
    const restore = e2eDb();
    restore.prepare("insert or ignore into role_permissions (role_id, permission_id) values ('role-admin', 'perm-read:user')").run();
    restore.prepare("update users set level_access = 1 where id = 'usr-admin'").run();
    restore.close();
  }
});

test("the users screens work without JavaScript: filter, sort, block and unblock", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInAs(page, "admin@digimon.test");
    await page.goto("/admin/users");
    await page.getByLabel("Division", { exact: true }).selectOption({ label: "FINANCE CENTER" });
    await page.getByLabel("Status", { exact: true }).selectOption("active");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/division=org-DIT-FIN/);
    await page.getByRole("link", { name: "Name: sort descending" }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    const names = await page.getByRole("table", { name: "Users" }).locator("tbody tr td:first-child a").allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    await page.getByRole("link", { name: "Hendra Wijaya" }).click();
    await page.getByRole("button", { name: "Block" }).click();
    await expect(page.getByText("User blocked; their sessions have ended").first()).toBeVisible();
    await page.getByRole("button", { name: "Unblock" }).click();
    await expect(page.getByText("User unblocked; failed sign-ins reset to 0").first()).toBeVisible();
    await page.getByLabel("Full name").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Enter the full name")).toBeVisible();
  } finally {
    await context.close();
  }
});

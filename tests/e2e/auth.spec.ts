import { execFileSync } from "node:child_process";
import { type Page } from "@playwright/test";
import { DEMO_PASSWORD, e2eDb, expect, portalDataDir, portalUrl, test } from "./fixtures";

/**
 * Opens the sandbox mailbox on the newest message to `email` (containing `text`), refreshing as a person would
 * until it has arrived: mail is sent by the outbox right after the request that queued it answered.
 */
async function openMailbox(page: Page, email: string, text?: string) {
  const message = () => {
    const to = page.getByRole("listitem").filter({ hasText: `To ${email}` });
    return (text ? to.filter({ hasText: text }) : to).first();
  };
  await expect(async () => {
    await page.goto("/dev/mail");
    await expect(message()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return message();
}

/** Reads the newest code sent to `email` from the sandbox mailbox, as a person would: once the code page says it was sent. */
async function codeFromMailbox(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Enter your one-time code" })).toBeVisible();
  const mailbox = await page.context().newPage();
  const message = await openMailbox(mailbox, email, "sign-in code");
  const subject = await message.getByRole("heading").innerText();
  await mailbox.close();
  return /(\d{6})/.exec(subject)![1];
}

async function submitPassword(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe.configure({ mode: "serial" });

test("signer signs in with the code from the mailbox and trusts the device; next time no code is asked", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Fnotification");
  await submitPassword(page, "signer@digimon.test");
  await expect(page.getByRole("heading", { name: "Enter your one-time code" })).toBeVisible();
  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  const code = await codeFromMailbox(page, "signer@digimon.test");
  if (code !== "000000") await expect(page.getByText(/The code is not correct\. 4 tries left\./)).toBeVisible();
  await page.getByLabel("One-time code").fill(code);
  await page.getByLabel("Trust this device for 30 days").check();
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/notification$/);

  await page.context().clearCookies({ name: "__digimon_session" });
  await page.goto("/login");
  await submitPassword(page, "signer@digimon.test");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("five wrong passwords lock the account for a while, and it says when to try again", async ({ page }) => {
  await page.goto("/login");
  for (let i = 1; i <= 4; i++) {
    await submitPassword(page, "companion@digimon.test", `wrong-password-${i}`);
    await expect(page.getByRole("alert").filter({ hasText: "Email Or Password Invalid" })).toBeVisible();
  }
  await submitPassword(page, "companion@digimon.test", "wrong-password-5");
  await expect(page.getByRole("alert").filter({ hasText: "Too many failed sign-ins: this account is locked for a while. Try again in" })).toBeVisible();
  await submitPassword(page, "companion@digimon.test");
  await expect(page.getByRole("alert").filter({ hasText: "locked for a while" })).toBeVisible();
  const db = e2eDb();
  expect(db.prepare("select status, fail_login_attempt as n, locked_until is not null as locked from users where email = ?").get("companion@digimon.test")).toEqual({ status: "active", n: 5, locked: 1 });
  // Undo the lock for later specs: the row and the account machine's instance (reopened from the row when next needed).
  db.prepare("update users set fail_login_attempt = 0, locked_until = null where email = ?").run("companion@digimon.test");
  db.prepare("delete from workflow_snapshots where kind = 'user' and entity_id = (select id from users where email = ?)").run("companion@digimon.test");
  db.close();
});

test("after logout, Back does not show the portal and local storage is cleared", async ({ page }) => {
  await page.goto("/login");
  await submitPassword(page, "owner@digimon.test");
  await page.getByLabel("One-time code").fill(await codeFromMailbox(page, "owner@digimon.test"));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("digimon:draft", "something private"));
  await page.getByRole("button", { name: /Siti Nurhaliza/ }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/login\?loggedOut=1/);
  await expect(page.getByText("You are signed out.")).toBeVisible();
  // The page clears the browser's storage once it is hydrated; the notice above is already in the server's HTML.
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
});

test("registration sends an activation link that activates the account once", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await page.getByLabel("Full name").fill("Rudi Hartono");
  await page.getByLabel("E-mail").fill("rudi.hartono@partner.test");
  await page.getByLabel("Phone number").fill("081311112222");
  await page.getByLabel("Password").fill("Kuat-sekali-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("We sent a message to rudi.hartono@partner.test")).toBeVisible();
  const link = (await openMailbox(page, "rudi.hartono@partner.test")).getByRole("link");
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page.getByRole("heading", { name: "Account activated" })).toBeVisible();
  await page.goto(href);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});

test("forgot password: the e-mailed link sets a new password once", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("E-mail").fill("dian.kusuma.0013@digimon.test");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
  const resetLink = (await openMailbox(page, "dian.kusuma.0013@digimon.test")).getByRole("link");
  const href = (await resetLink.getAttribute("href"))!;
  await resetLink.click();
  await page.getByLabel("New password", { exact: true }).fill("Rahasia-baru-2026");
  await page.getByLabel("Repeat new password").fill("Rahasia-baru-2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  // Open the same e-mailed link again (a submission replaces the history entry once hydrated, so Back is not reliable).
  await page.goto(href);
  await page.getByLabel("New password", { exact: true }).fill("Rahasia-lagi-2026");
  await page.getByLabel("Repeat new password").fill("Rahasia-lagi-2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("This reset link has expired or was already used. Ask for a new one.")).toBeVisible();
});

test("the first super-admin from create-admin chooses a password through the printed link, then signs in with a code", async ({ page }) => {
  // The command is run on the server, as an operator would; the e2e portal's data directory is its database.
  const printed = execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", "ops.lead@digimon.test", "--name", "Ops Lead"], {
    env: { ...process.env, DATA_DIR: portalDataDir(), APP_MODE: "sandbox", PUBLIC_URL: portalUrl(), LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const link = /(http:\/\/\S+activation\S+)/.exec(printed)![1];
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Operasional-2026");
  await page.getByLabel("Repeat new password").fill("Operasional-2026");
  await page.getByRole("button", { name: "Set password and activate" }).click();
  await expect(page).toHaveURL(/\/login/);

  await submitPassword(page, "ops.lead@digimon.test", "Operasional-2026");
  const code = await codeFromMailbox(page, "ops.lead@digimon.test");
  await page.getByLabel("One-time code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // The link worked once (signed out again; the language chosen stays).
  await page.context().clearCookies({ name: "__digimon_session" });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});

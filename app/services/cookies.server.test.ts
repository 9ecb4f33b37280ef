import { deviceCookie, flashStorage, sessionCookie } from "./cookies.server";

// Read once at the first env() call: this file runs the portal as production (with the secrets that needs).
vi.hoisted(() => {
  Object.assign(process.env, {
    APP_MODE: "production",
    SESSION_SECRET: "s".repeat(40),
    JWT_SECRET: "j".repeat(40),
    ENCRYPTION_KEY: "a".repeat(64),
    SMTP_URL: "smtp://mail.example.test:25",
    PUBLIC_URL: "https://portal.digimon.test",
  });
});

describe("cookies in production", () => {
  it("are Secure, HttpOnly and SameSite=Lax", async () => {
    const headers = [await sessionCookie().serialize("x"), await deviceCookie().serialize("x"), await flashStorage().commitSession(await flashStorage().getSession())];
    for (const header of headers) {
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Lax/);
    }
  });
});

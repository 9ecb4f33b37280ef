import type * as EnvModule from "./env.server";
import { listSandboxMail, sendMail } from "./mail.server";

describe("sandbox mail", () => {
  it("writes an .eml per message and reads it back, newest first, with long lines and non-ASCII intact", async () => {
    const link = `http://localhost:3000/activation?token=${"a".repeat(60)}&email=putri.ayu%40partner.test`;
    await sendMail({ to: "first@digimon.test", subject: "First", text: "Hello" });
    await sendMail({ to: "putri@partner.test", subject: "Aktivasi akun", text: `Halo Putri, terima kasih — klik:\n${link}\nTotal Rp 1.234.567` });
    const [latest, earlier] = listSandboxMail(10);
    expect(latest).toMatchObject({ to: "putri@partner.test", subject: "Aktivasi akun" });
    expect(latest.text).toContain(link);
    expect(latest.text).toContain("terima kasih — klik:");
    expect(earlier.subject).toBe("First");
  });
});

describe("production mail", () => {
  afterEach(() => {
    vi.doUnmock("./env.server");
    vi.resetModules();
  });

  it("never falls back to the sandbox mailbox, even if SMTP_URL went missing after the start", async () => {
    vi.resetModules();
    const actual = await vi.importActual<typeof EnvModule>("./env.server");
    const production = { ...actual.env(), APP_MODE: "production" as const, SMTP_URL: undefined };
    vi.doMock("./env.server", () => ({ ...actual, env: () => production, isSandbox: () => false }));
    const mail = await import("./mail.server");
    const before = mail.listSandboxMail(200).length;
    await expect(mail.sendMail({ to: "rina@digimon.test", subject: "Your sign-in code 123456", text: "123456" })).rejects.toThrow(/SMTP_URL is not set/);
    expect(mail.listSandboxMail(200)).toHaveLength(before);
  });
});

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

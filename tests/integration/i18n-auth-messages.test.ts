/**
 * Issue 18: the sign-in messages built at run time (a wait in seconds or minutes, tries left, the hourly code limit)
 * are in the messages catalogue in every form the server can build, so the screens show them in Bahasa Indonesia.
 * The literal check (i18n-messages.test.ts) cannot see these: the server builds them from a number and a unit.
 */
import { findMessage, translateMessage } from "~/lib/server-message";
import { mailLimitMessage } from "~/services/account.server";
import { translatorFor } from "~/services/i18n.server";
import { hourlyLimitMessage } from "~/services/otp.server";
import { lockedMessage, throttledMessage, waitText } from "~/services/sign-in.server";

const id = translatorFor("id", "messages") as unknown as (key: string, values?: Record<string, string>) => string;
const WAITS = [1_000, 45_000, 60_000, 61_000, 16 * 60_000, 59 * 60_000];

/** Every sentence the sign-in and code steps can answer with, for each wait. */
function builtMessages() {
  const now = new Date("2026-03-01T08:00:00.000Z");
  return WAITS.flatMap((ms) => {
    const hourly = hourlyLimitMessage(ms);
    const minutes = Math.ceil(ms / 60_000);
    return [
      lockedMessage(new Date(now.getTime() + ms).toISOString(), now),
      throttledMessage(ms),
      hourly,
      `Too many wrong codes. ${hourly}`,
      `There is no active code. ${hourly}`,
      `This code has expired. ${hourly}`,
      mailLimitMessage("register", minutes),
      mailLimitMessage("forgot", minutes),
    ];
  });
}

describe("the sign-in messages built at run time (issue 18)", () => {
  it("has an entry for each form, translated with its numbers", () => {
    for (const english of builtMessages()) {
      expect(findMessage(english), english).not.toBeNull();
      const indonesian = translateMessage(id, english);
      expect(indonesian, english).not.toBe(english);
      expect(indonesian).not.toContain("⟦");
      expect(indonesian).not.toMatch(/\b(minutes?|seconds?|Try again)\b/);
      // The numbers travel into the translation.
      for (const number of english.match(/\d+/g) ?? []) expect(indonesian, english).toContain(number);
    }
  });

  it("says the wait in Indonesian units", () => {
    expect(waitText(16 * 60_000)).toBe("16 minutes");
    expect(translateMessage(id, throttledMessage(16 * 60_000))).toBe("Terlalu banyak percobaan masuk dari alamat ini. Coba lagi dalam 16 menit.");
    expect(translateMessage(id, throttledMessage(1_000))).toBe("Terlalu banyak percobaan masuk dari alamat ini. Coba lagi dalam 1 detik.");
    expect(translateMessage(id, "The code is not correct. 1 try left.")).toBe("Kode tidak benar. Sisa 1 kali percobaan.");
    expect(translateMessage(id, "The code is not correct. 4 tries left.")).toBe("Kode tidak benar. Sisa 4 kali percobaan.");
  });
});

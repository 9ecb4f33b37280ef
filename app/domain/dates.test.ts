import {
  addDays,
  assertIsoDate,
  daysBetween,
  formatDateId,
  formatDateShortId,
  formatDateTimeId,
  formatWireTimestamp,
  isIsoDate,
  parseWireTimestamp,
  relativeTimeId,
  todayInJakarta,
} from "./dates";

const utc = (s: string) => new Date(s);

describe("isIsoDate / assertIsoDate", () => {
  it.each(["2025-01-01", "2024-02-29", "2000-02-29", "1999-12-31"])("accepts %s", (s) => {
    expect(isIsoDate(s)).toBe(true);
    expect(() => assertIsoDate(s)).not.toThrow();
  });
  it.each(["2025-02-29", "1900-02-29", "2025-13-01", "2025-00-10", "2025-04-31", "2025-1-01", "25-01-01", "2025-01-01T00:00:00Z", ""])(
    "rejects %j",
    (s) => {
      expect(isIsoDate(s)).toBe(false);
      expect(() => assertIsoDate(s, "tax date")).toThrow(/tax date must be a calendar date/);
    },
  );
});

describe("todayInJakarta (WIB = UTC+7)", () => {
  it.each([
    ["2025-08-17T16:59:59Z", "2025-08-17"], // 23:59:59 WIB
    ["2025-08-17T17:00:00Z", "2025-08-18"], // 00:00 WIB next day, still the 17th in UTC
    ["2025-08-17T00:00:00Z", "2025-08-17"], // 07:00 WIB
    ["2025-08-16T23:30:00Z", "2025-08-17"], // UTC says the 16th, Jakarta the 17th
    ["2025-12-31T17:00:00Z", "2026-01-01"], // new year arrives 7 hours early
    ["2024-02-28T17:00:00Z", "2024-02-29"],
  ])("%s is %s in Jakarta", (instant, expected) => {
    expect(todayInJakarta(utc(instant))).toBe(expected);
  });

  it("rejects an invalid Date", () => {
    expect(() => todayInJakarta(new Date("nope"))).toThrow(RangeError);
  });
});

describe("wire timestamps", () => {
  it.each([
    ["2025-08-17T06:05:09Z", "2025-08-17 13:05:09"],
    ["2025-08-17T16:59:59Z", "2025-08-17 23:59:59"],
    ["2025-08-17T17:00:00Z", "2025-08-18 00:00:00"],
    ["2025-12-31T17:00:00Z", "2026-01-01 00:00:00"],
  ])("%s is written %s", (instant, wire) => {
    expect(formatWireTimestamp(utc(instant))).toBe(wire);
    expect(parseWireTimestamp(wire)?.toISOString()).toBe(new Date(instant).toISOString());
  });

  it.each([
    "2025-08-17T13:05:09",
    "2025-08-17 13:05",
    "2025-02-30 10:00:00",
    "2025-08-17 24:00:00",
    "2025-08-17 12:60:00",
    "2025-08-17 12:00:60",
    "17-08-2025 12:00:00",
    "",
  ])("rejects %j", (s) => {
    expect(parseWireTimestamp(s)).toBeNull();
  });
});

describe("Indonesian display", () => {
  it.each([
    ["2025-08-17", "17 Agustus 2025", "17 Agu 2025"],
    ["2025-08-07", "7 Agustus 2025", "7 Agu 2025"],
    ["2025-01-01", "1 Januari 2025", "1 Jan 2025"],
    ["2025-02-10", "10 Februari 2025", "10 Feb 2025"],
    ["2025-03-10", "10 Maret 2025", "10 Mar 2025"],
    ["2025-05-10", "10 Mei 2025", "10 Mei 2025"],
    ["2025-06-10", "10 Juni 2025", "10 Jun 2025"],
    ["2025-07-10", "10 Juli 2025", "10 Jul 2025"],
    ["2025-10-10", "10 Oktober 2025", "10 Okt 2025"],
    ["2025-12-31", "31 Desember 2025", "31 Des 2025"],
  ])("calendar date %s", (iso, long, short) => {
    expect(formatDateId(iso)).toBe(long);
    expect(formatDateShortId(iso)).toBe(short);
  });

  it.each([
    [utc("2025-08-17T06:05:00Z"), "17 Agustus 2025 13.05"],
    [utc("2025-08-17T17:00:00Z"), "18 Agustus 2025 00.00"],
    [utc("2025-08-17T16:59:00Z"), "17 Agustus 2025 23.59"],
    ["2025-08-17T06:05:00Z", "17 Agustus 2025 13.05"],
    ["2025-08-17T13:05:00+07:00", "17 Agustus 2025 13.05"],
    ["2025-08-17 13:05:00", "17 Agustus 2025 13.05"], // wire timestamp: already WIB
    ["2025-08-17", "17 Agustus 2025 00.00"],
  ])("date-time %s", (value, expected) => {
    expect(formatDateTimeId(value)).toBe(expected);
  });

  it("17:00 UTC is already the next day in Jakarta", () => {
    expect(formatDateId(utc("2025-08-31T17:00:00Z"))).toBe("1 September 2025");
    expect(formatDateId(utc("2025-08-31T16:59:59Z"))).toBe("31 Agustus 2025");
  });

  it("rejects garbage", () => {
    expect(() => formatDateId("kemarin")).toThrow(RangeError);
  });
});

describe("relativeTimeId", () => {
  const now = utc("2025-08-17T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it.each([
    [0, "sekarang"],
    [0.4, "sekarang"],
    [1, "1 detik yang lalu"],
    [59, "59 detik yang lalu"],
    [60, "1 menit yang lalu"],
    [5 * 60, "5 menit yang lalu"],
    [5 * 60 + 59, "5 menit yang lalu"],
    [59 * 60 + 59, "59 menit yang lalu"],
    [3600, "1 jam yang lalu"],
    [23 * 3600, "23 jam yang lalu"],
    [24 * 3600, "kemarin"],
    [2 * 86400, "kemarin dulu"],
    [3 * 86400, "3 hari yang lalu"],
    [29 * 86400, "29 hari yang lalu"],
    [30 * 86400, "bulan lalu"],
    [90 * 86400, "3 bulan yang lalu"],
    [364 * 86400, "12 bulan yang lalu"],
    [365 * 86400, "tahun lalu"],
    [3 * 365 * 86400, "3 tahun yang lalu"],
    [-2 * 3600, "dalam 2 jam"],
    [-86400, "besok"],
  ])("%s s ago reads %j", (seconds, expected) => {
    expect(relativeTimeId(ago(seconds), now)).toBe(expected);
  });
});

describe("addDays / daysBetween (calendar days)", () => {
  it.each([
    ["2025-01-31", 1, "2025-02-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-02-28", 1, "2025-03-01"],
    ["2025-12-31", 1, "2026-01-01"],
    ["2025-03-01", -1, "2025-02-28"],
    ["2025-08-17", 0, "2025-08-17"],
    ["2025-08-17", 14, "2025-08-31"],
    ["2025-08-17", 17, "2025-09-03"],
    ["2025-01-01", 365, "2026-01-01"],
    ["2024-01-01", 365, "2024-12-31"],
  ])("%s + %s days = %s", (from, n, to) => {
    expect(addDays(from, n)).toBe(to);
    expect(daysBetween(from, to)).toBe(n);
  });

  it("is signed", () => {
    expect(daysBetween("2025-08-17", "2025-08-10")).toBe(-7);
  });
  it("rejects fractional days and bad dates", () => {
    expect(() => addDays("2025-08-17", 1.5)).toThrow(RangeError);
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
    expect(() => daysBetween("2025-08-17", "17/08/2025")).toThrow(RangeError);
  });
});

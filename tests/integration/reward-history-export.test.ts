import ExcelJS from "exceljs";
import { recordPointMovement, pointBalance } from "~/models/reward.server";
import { writeTransaction } from "~/models/transaction.server";
import { loader as historyExport } from "~/routes/_portal.rewards.history.export";
import { sessionCookie } from "../support/http";
import { respond } from "../support/route-calls";
import { useDemoData } from "../support/seed";
import { freshLoadContext } from "~/services/request-memo.server";

useDemoData();

/** Two people's movements: the owner's earned and converted points, and the member's earned points. */
beforeAll(() => {
  writeTransaction((tx) => {
    recordPointMovement(tx, { userId: "usr-owner", kind: "earned", points: 120, sourceType: "invoice", sourceId: "inv-export-1", rupiah: 12_000_000, note: "INV-EXPORT-1", at: "2026-11-02T03:00:00.000Z" });
    recordPointMovement(tx, { userId: "usr-owner", kind: "converted", points: -20, sourceType: "conversion", sourceId: "conv-export-1", rupiah: 20_000, note: "", at: "2026-11-03T03:00:00.000Z" });
    recordPointMovement(tx, { userId: "usr-member", kind: "earned", points: 7, sourceType: "invoice", sourceId: "inv-export-2", rupiah: 700_000, note: "INV-EXPORT-2", at: "2026-11-04T03:00:00.000Z" });
  });
});

/** The sheet's columns (a loaded workbook keeps no column keys). */
const COL = { at: 1, person: 2, kind: 3, reference: 4, points: 5, rupiah: 6 };

async function exported(userId: string, query = "") {
  const request = new Request(`http://localhost/rewards/history/export${query}`, { headers: { Cookie: await sessionCookie(userId) } });
  const response = await historyExport({ request, params: {}, context: freshLoadContext() } as never);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("spreadsheetml");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  return { sheet, movements: rows.slice(0, -1), total: rows.at(-1)! };
}

describe("the point history's Excel export", () => {
  it("gives a person their own movements as typed cells, ending in a total that is their balance", async () => {
    const { sheet, movements, total } = await exported("usr-owner");
    expect(sheet.getRow(1).getCell(1).value).toBe("When");
    expect(movements.map((r) => r.getCell(COL.reference).value)).toEqual(["", "INV-EXPORT-1"]);
    expect(new Set(movements.map((r) => r.getCell(COL.person).value)).size).toBe(1);
    const earned = movements[1]!;
    expect(earned.getCell(COL.at).type).toBe(ExcelJS.ValueType.Date);
    // 03:00 UTC is 10:00 in Jakarta, the wall-clock time the cell shows.
    expect((earned.getCell(COL.at).value as Date).toISOString()).toBe("2026-11-02T10:00:00.000Z");
    expect(earned.getCell(COL.points).type).toBe(ExcelJS.ValueType.Number);
    expect(earned.getCell(COL.points).value).toBe(120);
    expect(earned.getCell(COL.rupiah).value).toBe(12_000_000);
    expect(movements[0]!.getCell(COL.points).value).toBe(-20);
    expect(total.getCell(COL.at).value).toBe("Total");
    expect(total.getCell(COL.points).type).toBe(ExcelJS.ValueType.Number);
    expect(total.getCell(COL.points).value).toBe(100);
    expect(total.getCell(COL.points).value).toBe(pointBalance("usr-owner"));
  });

  it("gives everyone's only to whoever sees every redemption; anyone else asking gets their own", async () => {
    const all = await exported("usr-admin", "?who=all");
    expect(all.movements.map((r) => r.getCell(COL.reference).value)).toEqual(["INV-EXPORT-2", "", "INV-EXPORT-1"]);
    expect(all.total.getCell(COL.points).value).toBe(107);
    const mine = await exported("usr-admin");
    expect(mine.movements).toHaveLength(0);
    expect(mine.total.getCell(COL.points).value).toBe(0);
    const asked = await exported("usr-member", "?who=all");
    expect(asked.movements.map((r) => r.getCell(COL.reference).value)).toEqual(["INV-EXPORT-2"]);
  });

  it("sends someone without read:reward to the not-authorized page", async () => {
    const request = new Request("http://localhost/rewards/history/export", { headers: { Cookie: await sessionCookie("usr-finance") } });
    const { response } = await respond(historyExport as never, request, {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/misc/not-authorized");
  });
});

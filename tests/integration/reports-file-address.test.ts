/**
 * Issue 22, the files' address: /reports/{name}?format=xlsx|pdf (the issue's address) redirects to the resource
 * route /reports/{name}/export with the same query; that route streams the .xlsx, and refuses too large a PDF with
 * 413 and what to do instead, before reading a row.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as reportLoader } from "~/routes/_portal.reports.$name";
import { loader as reportFileLoader } from "~/routes/_portal.reports.$name.export";
import { ageingReport } from "~/services/reports/ageing.server";
import { PDF_MAX_ROWS } from "~/services/reports/run.server";
import { respond } from "../support/api";
import { sessionCookie } from "../support/http";
import { useDemoDocuments } from "../support/seed";
import { freshLoadContext } from "~/services/request-memo.server";

useDemoDocuments();
const spies: Array<{ mockRestore: () => void }> = [];
afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));

const request = async (userId: string, href: string) => new Request(`http://localhost${href}`, { headers: { Cookie: await sessionCookie(userId) } });

describe("report file address", () => {
  it("?format=xlsx on the report's page address redirects (302) to the export address with the same query", async () => {
    const r = await respond(reportLoader as never, await request("usr-admin", "/reports/revenue?format=xlsx&period=year&by=month"), { name: "revenue" });
    expect(r.response.status).toBe(302);
    expect(r.response.headers.get("Location")).toBe("/reports/revenue/export?format=xlsx&period=year&by=month");
  });

  it("the page address still refuses a reader without read:report before it redirects anywhere", async () => {
    const r = await respond(reportLoader as never, await request("usr-partner", "/reports/ageing?format=pdf"), { name: "ageing" });
    expect(r.response.status).toBe(302);
    expect(r.response.headers.get("Location")).toBe("/misc/not-authorized");
  });

  it("the export address streams the .xlsx", async () => {
    const response = (await reportFileLoader({ request: await request("usr-admin", "/reports/ageing/export?format=xlsx"), params: { name: "ageing" }, context: freshLoadContext() } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.body).toBeInstanceOf(ReadableStream);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK"); // a zip: the .xlsx container
  });

  it("a PDF over its cap is 413 with the message, and no row is read", async () => {
    spies.push(vi.spyOn(ageingReport, "count").mockReturnValue(PDF_MAX_ROWS + 1));
    const rows = vi.spyOn(ageingReport, "rows");
    spies.push(rows);
    const r = await respond(reportFileLoader as never, await request("usr-admin", "/reports/ageing/export?format=pdf"), { name: "ageing" });
    expect(r.response.status).toBe(413);
    expect((r.json as { message: string }).message).toBe(`This report has ${PDF_MAX_ROWS + 1} rows; a PDF holds at most ${PDF_MAX_ROWS}. Download it as Excel or narrow the filters.`);
    expect(rows).not.toHaveBeenCalled();
  });
});

/** Issue 21: the settlement screens: permissions, the upload, the not-eligible message, the resolve form, the sandbox report, the revenue card. */
import { NOT_ELIGIBLE_MESSAGE } from "#machines/settlement.machine";
import { netOf, reportCsv } from "~/domain/settlement-report";
import { importStatement, recordGatewayPayment } from "~/services/payments/index.server";
import { settlementImportSeams } from "~/services/settlements/index.server";
import * as detail from "~/routes/_portal.settlements.$id";
import * as list from "~/routes/_portal.settlements._index";
import * as exportRoute from "~/routes/_portal.settlements.export";
import * as importRoute from "~/routes/_portal.settlements.import";
import * as product from "~/routes/_portal.products.$id._index";
import * as gatewayReport from "~/routes/_portal.admin.sandbox.gateway-report";
import * as files from "~/routes/files.$id";
import { denied, routeRunner } from "../support/route-runner";
import { useDemoData } from "../support/seed";
import { issuedBilling, metaOf, paymentByRef, settlement, statement } from "./payments-fixtures";

useDemoData();
const run = routeRunner();

async function reportFor(day: string) {
  const b = issuedBilling();
  const trx = `scr-${day}-${Math.random().toString(36).slice(2)}`;
  await recordGatewayPayment({ billingId: b.id, gatewayTransactionId: trx, amount: b.due, paidAt: day, channel: "BNI_VA", description: "BNI_VA" }, settlement());
  return reportCsv([{ settlementDate: day, transactionId: trx, orderId: `${b.billing.billingNumber}-1`, channel: "BNI_VA", gross: b.due, channelFee: 3500, mpsFee: 0, net: netOf(b.due, 3500, 0) }]);
}

function upload(csv: string, gateway = "sandbox") {
  const form = new FormData();
  form.set("file", new File([csv], "report.csv", { type: "text/csv" }));
  form.set("gateway", gateway);
  return form;
}

it("reads with read:payment and acts with manage:settlement", async () => {
  expect((await run(list.loader, "/settlements", "usr-settlement")).status).toBe(200);
  expect(denied(await run(list.loader, "/settlements", "usr-member"))).toBe(true);
  expect(denied(await run(importRoute.loader, "/settlements/import", "usr-member"))).toBe(true);
  expect(denied(await run(importRoute.action, "/settlements/import", "usr-companion", { form: upload("x") }))).toBe(true);
  const exported = await run(exportRoute.loader, "/settlements/export", "usr-settlement");
  expect(exported.headers.get("content-type")).toContain("spreadsheetml");
});

it("imports an uploaded report, lists it with its filters, and resolves nothing without a reason", async () => {
  const csv = await reportFor("2026-09-01");
  const res = await run(importRoute.action, "/settlements/import", "usr-settlement", { form: upload(csv) });
  expect(res.status).toBe(302);
  const id = res.headers.get("Location")!.split("/").pop()!;
  const page = await (await run(detail.loader, `/settlements/${id}`, "usr-settlement", { params: { id } })).json();
  expect(page.settlement).toMatchObject({ reference: "S-SANDBOX-2026-09-01", state: "reconciling", lineCount: 1 });
  expect(page.lines).toHaveLength(1);
  const filtered = await (await run(list.loader, "/settlements?state=reconciling&from=2026-09-01&to=2026-09-01", "usr-settlement")).json();
  expect(filtered.rows.map((r: { id: string }) => r.id)).toEqual([id]);
  const none = await (await run(list.loader, "/settlements?state=settled&from=2026-09-01&to=2026-09-01", "usr-settlement")).json();
  expect(none.rows).toEqual([]);
  const blank = await run(detail.action, `/settlements/${id}`, "usr-settlement", { params: { id }, form: { intent: "unpair", reason: " " } });
  expect(blank.status).toBe(400);
  expect(denied(await run(detail.action, `/settlements/${id}`, "usr-member", { params: { id }, form: { intent: "settle" } }))).toBe(true);
  // Settling before it is reconciled is refused with the machine's reason, nothing changes.
  const early = await run(detail.action, `/settlements/${id}`, "usr-settlement", { params: { id }, form: { intent: "settle" } });
  expect(early.status).toBe(409);
});

it("a report carrying an already settled transaction is refused with the spec's not-eligible message naming it", async () => {
  const csv = await reportFor("2026-09-02");
  expect((await run(importRoute.action, "/settlements/import", "usr-settlement", { form: upload(csv, "one") })).status).toBe(302);
  const res = await run(importRoute.action, "/settlements/import", "usr-settlement", { form: upload(csv, "two") });
  expect(res.status).toBe(409);
  const body = await res.json();
  expect(body.message).toMatch(new RegExp(`^${NOT_ELIGIBLE_MESSAGE}: scr-2026-09-02-\\w+: already settled in S-ONE-2026-09-02\\.$`));
});

it("a bad report is refused with its lines named and nothing written", async () => {
  const res = await run(importRoute.action, "/settlements/import", "usr-settlement", { form: upload("settlement_date,transaction_id\n2026-09-03,a\n") });
  expect(res.status).toBe(400);
  expect((await res.json()).message).toContain("The settlement report was not imported: line 1");
});

it("the sandbox card's report is a CSV of the day (manage:sandbox only), and the product page shows its revenue to payment readers", async () => {
  const csv = await run(gatewayReport.loader, "/admin/sandbox/gateway-report?date=2026-09-04", "usr-super-admin");
  expect(csv.headers.get("content-type")).toContain("text/csv");
  expect((await csv.text()).split("\n")[0]).toBe("settlement_date,transaction_id,order_id,channel,gross_amount,channel_fee,mps_fee,net_amount");
  expect(denied(await run(gatewayReport.loader, "/admin/sandbox/gateway-report?date=2026-09-04", "usr-settlement"))).toBe(true);
  const reader = await (await run(product.loader, "/products/prd-st?revenue_from=2026-09-01&revenue_to=2026-09-02", "usr-super-admin", { params: { id: "prd-st" } })).json();
  expect(reader.revenue).toMatchObject({ from: "2026-09-01", to: "2026-09-02", transactions: 2 });
  expect(reader.revenue.net).toBe(reader.revenue.gross - reader.revenue.channelFee - reader.revenue.mpsFee);
  const owner = await (await run(product.loader, "/products/prd-st", "usr-owner", { params: { id: "prd-st" } })).json();
  expect(owner.revenue).toBeNull();
});

it("keeps the report file and the files added when settling: downloadable with read:payment, by nobody else", async () => {
  const csv = await reportFor("2026-09-03");
  const res = await run(importRoute.action, "/settlements/import", "usr-settlement", { form: upload(csv) });
  const id = res.headers.get("Location")!.split("/").pop()!;
  const page = await (await run(detail.loader, `/settlements/${id}`, "usr-settlement", { params: { id } })).json();
  const report = page.settlement.attachments[0] as { fileId: string; filename: string };
  expect(report).toMatchObject({ filename: "report.csv", fileId: expect.any(String) });
  const got = await run(files.loader, `/files/${report.fileId}`, "usr-settlement", { params: { id: report.fileId } });
  expect(got.status).toBe(200);
  expect(await got.text()).toBe(csv);
  expect(got.headers.get("content-disposition")).toContain("report.csv");
  // usr-member has no read:payment: the file is not there for them (404, like any file they may not read).
  const refused = await run(files.loader, `/files/${report.fileId}`, "usr-member", { params: { id: report.fileId } });
  expect(refused.status).toBe(404);
  // Paired with a credit of exactly its net and nothing to resolve: reconciled, then settled with the bank's advice attached.
  const net = page.settlement.net as number;
  const s = statement([{ credit: net, transactionDate: "2026-09-04", description: "GATEWAY SETTLEMENT" }]);
  await importStatement(s, metaOf(s, "bank-0903.csv"), settlement());
  const credit = paymentByRef(s.lines[0]!.referenceNo);
  expect((await run(detail.action, `/settlements/${id}`, "usr-settlement", { params: { id }, form: { intent: "pair", paymentId: credit.id } })).status).toBe(302);
  const bad = new FormData();
  bad.set("intent", "settle");
  bad.append("attachments", new File(["not a pdf"], "advice.pdf", { type: "application/pdf" }));
  expect((await run(detail.action, `/settlements/${id}`, "usr-settlement", { params: { id }, form: bad })).status).toBe(400);
  expect((await (await run(detail.loader, `/settlements/${id}`, "usr-settlement", { params: { id } })).json()).settlement.state).toBe("reconciled");
  const form = new FormData();
  form.set("intent", "settle");
  const pdf = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
  form.append("attachments", new File([pdf], "advice.pdf", { type: "application/pdf" }));
  expect((await run(detail.action, `/settlements/${id}`, "usr-settlement", { params: { id }, form })).status).toBe(302);
  const after = (await (await run(detail.loader, `/settlements/${id}`, "usr-settlement", { params: { id } })).json()).settlement;
  expect(after.state).toBe("settled");
  const advice = after.attachments.find((a: { filename: string }) => a.filename === "advice.pdf") as { fileId: string };
  const adviceRes = await run(files.loader, `/files/${advice.fileId}`, "usr-settlement", { params: { id: advice.fileId } });
  expect(adviceRes.status).toBe(200);
  expect(await adviceRes.text()).toBe(pdf);
  expect((await run(files.loader, `/files/${advice.fileId}`, "usr-member", { params: { id: advice.fileId } })).status).toBe(404);
});

it("an unfinished import says so on its page and in the list; uploading the same report again finishes it", async () => {
  const csv = `${(await reportFor("2026-09-05")).trimEnd()}\n${(await reportFor("2026-09-05")).trimEnd().split("\n").slice(1).join("\n")}\n`;
  settlementImportSeams({
    chunkSize: 1,
    afterChunk: () => {
      throw new Error("crash");
    },
  });
  try {
    await expect(run(importRoute.action, "/settlements/import", "usr-settlement", { form: upload(csv) })).rejects.toThrow("crash");
  } finally {
    settlementImportSeams({});
  }
  const listed = await (await run(list.loader, "/settlements?from=2026-09-05&to=2026-09-05", "usr-settlement")).json();
  expect(listed.rows).toMatchObject([{ importStatus: "importing", importedLines: 1, lineCount: 2 }]);
  const id = listed.rows[0].id as string;
  const page = await (await run(detail.loader, `/settlements/${id}`, "usr-settlement", { params: { id } })).json();
  expect(page.settlement).toMatchObject({ importStatus: "importing", importedLines: 1 });
  const refused = await run(detail.action, `/settlements/${id}`, "usr-settlement", { params: { id }, form: { intent: "settle" } });
  expect(refused.status).toBe(409);
  const again = await run(importRoute.action, "/settlements/import", "usr-settlement", { form: upload(csv) });
  expect(again.headers.get("Location")).toBe(`/settlements/${id}`);
  const done = await (await run(detail.loader, `/settlements/${id}`, "usr-settlement", { params: { id } })).json();
  expect(done.settlement).toMatchObject({ importStatus: "complete", importedLines: 2, state: "reconciling" });
  expect(done.lines).toHaveLength(2);
});

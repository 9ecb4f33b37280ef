/**
 * Issue 20 in Bahasa Indonesia: the bank statement reader's reasons on /payments/import are shown in the reader's
 * language, and the payments service's refusals have Indonesian entries in the messages catalogue.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { users } from "#db/schema";
import { findMessage, translateMessage } from "~/lib/server-message";
import { action as importAction } from "~/routes/_portal.payments.import";
import { makeStatementCsv } from "~/services/bank-statements/fixtures";
import { parseStatement } from "~/services/bank-statements/index.server";
import { translatorFor } from "~/services/i18n.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { sessionCookie } from "../support/http";
import { useDemoData } from "../support/seed";
import { paymentByRef, ST_ACCOUNT } from "./payments-fixtures";

useDemoData();

type Translate = (key: string, values?: Record<string, string>) => string;
const messagesIn = (language: "id" | "en") => translatorFor(language, "messages") as unknown as Translate;
const setLanguage = (id: string, language: "id" | "en" | null) => db().update(users).set({ language }).where(eq(users.id, id)).run();

async function postStatement(user: string, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "mandiri.csv", { type: "text/csv" }));
  const request = new Request("http://localhost/payments/import", { method: "POST", headers: { Cookie: await sessionCookie(user) }, body: form });
  const res = (await importAction({ request, params: {}, context: freshLoadContext() } as ActionFunctionArgs)) as Response;
  return { status: res.status, body: (await res.json()) as { kind: string; errors: { line: number; reason: string }[] } };
}

const withSen = (reference: string) =>
  makeStatementCsv("mandiri", [{ date: "2026-11-22", description: "TRF", reference, credit: 88_001 }], { account: ST_ACCOUNT }).replace("88.001,00", "88.001,50");

describe("the import screen's refusal reasons", () => {
  afterEach(() => setLanguage("usr-settlement", null));

  it("shows an Indonesian reader an Indonesian reason for a malformed statement, an English reader the English one", async () => {
    setLanguage("usr-settlement", "id");
    const id = await postStatement("usr-settlement", withSen("FTSEN0000001"));
    expect(id.status).toBe(400);
    expect(id.body.kind).toBe("refused");
    expect(id.body.errors[0]!.line).toBeGreaterThan(0);
    expect(id.body.errors[0]!.reason).toBe("nominal kredit tidak valid: 88.001,50 memiliki 50 sen: portal hanya mencatat rupiah bulat");

    setLanguage("usr-settlement", "en");
    const en = await postStatement("usr-settlement", withSen("FTSEN0000002"));
    expect(en.body.errors[0]!.reason).toBe("bad amount: credit 88.001,50 has 50 sen: the portal keeps whole rupiah");
    expect(paymentByRef("FTSEN0000001")).toBeUndefined();
  });

  it("has an Indonesian text for the reasons the reader gives on broken files", async () => {
    const good = makeStatementCsv("mandiri", [{ date: "2026-11-22", description: "TRF", reference: "FT1", credit: 88_000 }], { account: ST_ACCOUNT });
    const files: [string, string][] = [
      ["empty.csv", ""],
      ["x.csv", "just,some,text\n1,2,3\n"],
      ["statement.pdf", "%PDF-1.4 ..."],
      ["bad-date.csv", good.replace("22/11/2026", "31/02/2026")],
      ["no-date.csv", good.replace("22/11/2026", "")],
      ["sen.csv", good.replace("88.000,00", "88.000,50")],
      ["not-amount.csv", good.replace("88.000,00", "88x000")],
      ["mt940.sta", ":20:STMT\n:25:1220007788990\n:28C:1/1\n:60F:C261122IDR100,00\n:61:2611331122C5,50NTRFNONREF\n:86:TRF\n:62F:C261122USD105,50\n"],
    ];
    const id = messagesIn("id");
    const reasons: string[] = [];
    for (const [name, text] of files) {
      const parsed = await parseStatement(name, new TextEncoder().encode(text));
      expect(parsed.ok, name).toBe(false);
      if (!parsed.ok) reasons.push(...parsed.errors.map((e) => e.reason));
    }
    expect(reasons.length).toBeGreaterThanOrEqual(files.length);
    for (const reason of reasons) {
      expect(findMessage(reason)?.key, reason).toMatch(/^statements\./);
      const shown = translateMessage(id, reason);
      // Every English phrase is translated, the cell's reason inside a line's reason too.
      expect(shown, reason).not.toMatch(/\b(bad|the|is not|has|missing|neither|only)\b/);
    }
  });
});

describe("the payments service's refusals", () => {
  it("are in the catalogue with Indonesian finance wording", () => {
    const id = messagesIn("id");
    expect(translateMessage(id, "Billing BL-1 is paid already; it cannot take this payment.")).toBe("Tagihan BL-1 sudah lunas; tidak dapat menerima pembayaran ini.");
    expect(translateMessage(id, "This payment is matched already; un-match it first to match it again.")).toBe("Pembayaran ini sudah dicocokkan; batalkan pencocokannya dulu untuk mencocokkan ulang.");
    expect(translateMessage(id, "Give a reason (at least 3 characters).")).toBe("Isi alasan (minimal 3 karakter).");
    expect(translateMessage(id, "The allocations add up to Rp 20.000, but only Rp 10.000 of this payment is left to allocate.")).toBe(
      "Jumlah alokasi Rp 20.000, padahal sisa pembayaran ini yang belum dialokasikan hanya Rp 10.000.",
    );
    expect(translateMessage(messagesIn("en"), "Billing BL-1 is paid already; it cannot take this payment.")).toBe("Billing BL-1 is paid already; it cannot take this payment.");
  });
});

import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "~/locales";
import { i18nFor } from "~/services/i18n.server";
import { TaxInvoicePanel } from "./tax-invoice-panel";

/** The panel of a received tax invoice whose file_url and url are what the intermediary answered. */
async function render(urls: { file_url: string; url: string }, language: Language = "en") {
  const taxInvoice = { request_id: "REQ-1", ...urls, data: { nomorFaktur: "010.000-26.00000001", detailTransaksi: [] } };
  const panel = <TaxInvoicePanel invoiceId="inv-1" statusInvoice="approved" statusFaktur="received" taxInvoice={taxInvoice} requested={null} mayRetry={false} live={false} />;
  const routes = [{ path: "/", element: panel }];
  const context = await createStaticHandler(routes).query(new Request("http://localhost/"));
  if (context instanceof Response) throw context;
  return renderToString(
    <I18nextProvider i18n={i18nFor(language)}>
      <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />
    </I18nextProvider>,
  );
}

const hrefs = (markup: string) => [...markup.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe("the tax invoice panel's links from the intermediary", () => {
  it("links http(s) addresses", async () => {
    const markup = await render({ file_url: "https://efaktur.example/file/1.pdf", url: "http://efaktur.example/qr/1" });
    expect(hrefs(markup)).toEqual(["https://efaktur.example/file/1.pdf", "http://efaktur.example/qr/1"]);
  });

  it.each(["javascript:alert(document.cookie)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "//evil.example/x", "/\\evil.example/x"])(
    "shows %j as text, never as a link",
    async (address) => {
      const markup = await render({ file_url: address, url: address });
      expect(hrefs(markup)).toEqual([]);
      expect(markup).toContain("not a web address, so not linked");
    },
  );

  it("speaks the reader's language (issue 18)", async () => {
    const markup = await render({ file_url: "javascript:alert(1)", url: "https://efaktur.example/qr/1" }, "id");
    expect(markup).toContain("Faktur pajak (e-Faktur)");
    expect(markup).toContain("bukan alamat web, jadi tidak ditautkan");
    expect(markup).toContain("Faktur: diterima");
    expect(markup).not.toContain("⟦");
  });
});

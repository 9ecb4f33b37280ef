import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { TaxInvoicePanel } from "./tax-invoice-panel";

/** The panel of a received tax invoice whose file_url and url are what the intermediary answered. */
async function render(urls: { file_url: string; url: string }) {
  const taxInvoice = { request_id: "REQ-1", ...urls, data: { nomorFaktur: "010.000-26.00000001", detailTransaksi: [] } };
  const panel = <TaxInvoicePanel invoiceId="inv-1" statusInvoice="approved" statusFaktur="received" taxInvoice={taxInvoice} requested={null} mayRetry={false} live={false} />;
  const routes = [{ path: "/", element: panel }];
  const context = await createStaticHandler(routes).query(new Request("http://localhost/"));
  if (context instanceof Response) throw context;
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
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
});

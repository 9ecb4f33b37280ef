import { describe, expect, it } from "vitest";
import { escapeHtml, html, SafeHtml } from "./html";

describe("html", () => {
  it("escapes every interpolated text, in text and in attributes", () => {
    const name = `PT "Maju" & <Jaya>'s`;
    expect(html`<a title="${name}">${name}</a>`.markup).toBe(
      "<a title=\"PT &quot;Maju&quot; &amp; &lt;Jaya&gt;&#39;s\">PT &quot;Maju&quot; &amp; &lt;Jaya&gt;&#39;s</a>",
    );
  });

  it("keeps nested templates as markup, joins lists and renders nothing for null, undefined and false", () => {
    const cells = ["a<", "b"].map((t) => html`<td>${t}</td>`);
    expect(html`<tr>${cells}${null}${undefined}${false}${0}</tr>`.markup).toBe("<tr><td>a&lt;</td><td>b</td>0</tr>");
  });

  it("leaves clean text as it is and never treats a plain string as markup", () => {
    expect(escapeHtml("INV-ST-261122-0001")).toBe("INV-ST-261122-0001");
    expect(html`${"<b>bold</b>"}`.markup).toBe("&lt;b&gt;bold&lt;/b&gt;");
    expect(html`${new SafeHtml("<b>bold</b>")}`.markup).toBe("<b>bold</b>");
  });
});

describe("characters beyond Latin-1", () => {
  it("are written as numeric character references, a surrogate pair as one, so the page stays one byte a character", () => {
    expect(escapeHtml("Rows 1–50 … PT Ümit’s 😀")).toBe("Rows 1&#8211;50 &#8230; PT Ümit&#8217;s &#128512;");
    expect(html`<td>${"a–b"}</td>`.markup).toBe("<td>a&#8211;b</td>");
    expect(escapeHtml("é · ×")).toBe("é · ×");
  });

  it("are written the same way by the patched React server renderer and Remix's page data (patches/)", async () => {
    const { renderToString } = await import("react-dom/server");
    const { createElement } = await import("react");
    expect(renderToString(createElement("p", { title: "a–b" }, "Rows 1–50 😀"))).toBe('<p title="a&#8211;b">Rows 1&#8211;50 &#128512;</p>');
    const { createServerHandoffString } = await import("@remix-run/server-runtime/dist/serverHandoff.js");
    // The loader data of a page, as Remix writes it into the page's script.
    const handoff = createServerHandoffString({ customer: "PT Jaya – Ümit 😀 </script>" } as unknown as Parameters<typeof createServerHandoffString>[0]);
    expect(handoff).toBe('{"customer":"PT Jaya \\u2013 Ümit \\ud83d\\ude00 \\u003c/script\\u003e"}');
    expect(JSON.parse(handoff)).toEqual({ customer: "PT Jaya – Ümit 😀 </script>" });
  });
});

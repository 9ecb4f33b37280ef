import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { json } from "@remix-run/node";
import { compress, pickEncoding, wholeBodyOf, wholeResponse } from "./express-remix.server";

describe("pickEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=0.5", "br"],
    ["gzip;q=0", null],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["deflate", null],
  ])("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("compress", () => {
  const page = Buffer.from(`<!DOCTYPE html><html><body>${"<tr><td>INV-ST-261100-0001</td><td>Rp 1.250.000 – “lunas”</td></tr>".repeat(400)}</body></html>`);

  it("gzip round-trips and saves most of an HTML page", () => {
    const sent = compress(page, "gzip");
    expect(gunzipSync(sent).equals(page)).toBe(true);
    expect(sent.length).toBeLessThan(page.length / 5);
  });

  it("brotli round-trips and saves most of an HTML page", () => {
    const sent = compress(page, "br");
    expect(brotliDecompressSync(sent).equals(page)).toBe(true);
    expect(sent.length).toBeLessThan(page.length / 5);
  });
});

describe("wholeBodyOf", () => {
  it("hands over a page's bytes and a json() answer's text without reading the body", async () => {
    const page = Buffer.from("<!DOCTYPE html><p>Rp 1.250.000</p>");
    expect(wholeBodyOf(wholeResponse(page, { status: 200 }))).toBe(page);
    const data = json({ rows: [{ number: "INV-ST-261100-0001", amount: 1_250_000 }] });
    expect(wholeBodyOf(data)?.toString()).toBe('{"rows":[{"number":"INV-ST-261100-0001","amount":1250000}]}');
  });

  it("leaves other answers, and bodies already read, to the stream", async () => {
    expect(wholeBodyOf(new Response("plain"))).toBeNull();
    const read = json({ a: 1 });
    await read.text();
    expect(wholeBodyOf(read)).toBeNull();
  });
});

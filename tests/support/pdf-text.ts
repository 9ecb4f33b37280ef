// The text of a PDF the documents rendered, in content order with whitespace collapsed (so a phrase wrapped
// over two lines still matches). poppler-utils' pdftotext when it is installed; otherwise the text operators
// of the page streams are read directly, which is enough for what react-pdf writes with the standard fonts
// (each line one TJ array of WinAnsi hex strings), so the label checks run on machines without poppler too.
import { spawnSync } from "node:child_process";
import { inflateSync } from "node:zlib";

const hasPdftotext = spawnSync("pdftotext", ["-v"]).error === undefined;

function withPdftotext(bytes: Uint8Array): string {
  // -raw keeps content-stream order (the rotated watermark stays one phrase).
  const out = spawnSync("pdftotext", ["-raw", "-", "-"], { input: bytes, maxBuffer: 16 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr}`);
  return out.stdout.toString("utf8");
}

function fromTextOperators(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const lines: string[] = [];
  for (const m of raw.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, raw.indexOf("endstream", start)), "latin1")).toString("latin1");
    } catch {
      continue; // an image or a font, not a page's content
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("") : op[2];
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

export function pdfText(bytes: Uint8Array): string {
  return (hasPdftotext ? withPdftotext(bytes) : fromTextOperators(bytes)).replace(/[\s\u00a0]+/g, " ");
}

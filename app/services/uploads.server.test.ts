import { checkUpload, sniffKind, storeUpload } from "./uploads.server";

const pdf = () => new File([Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\n%%EOF")], "kontrak.pdf", { type: "application/pdf" });
const png = () => new File([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], "logo.png");
async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return (await e.json()).message as string;
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("uploads", () => {
  it("recognises pdf, png, jpg, xls and xlsx by their first bytes", () => {
    expect(sniffKind(Buffer.from("%PDF-1.4"))).toBe("pdf");
    expect(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(sniffKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe("xls");
    expect(sniffKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....xl/workbook.xml")]))).toBe("xlsx");
    expect(sniffKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("word/document.xml")]))).toBeNull();
    expect(sniffKind(Buffer.from("MZ\x90\x00"))).toBeNull();
  });

  it.each([
    [new File([Buffer.from("MZ executable")], "invoice.pdf"), "does not look like a PDF file"],
    [new File([Buffer.from("hello")], "notes.txt"), "only pdf, xlsx, xls, jpg, png files are accepted"],
    [new File([], "empty.pdf"), "is empty"],
    [new File([Buffer.alloc(10 * 1024 * 1024 + 1, 0x25)], "big.pdf"), "larger than 10 MB"],
  ])("refuses %s", async (file, message) => {
    expect(await refusal(checkUpload(file))).toContain(message);
  });

  it("honours a narrower rule set (images only)", async () => {
    expect(await refusal(checkUpload(pdf(), { allowed: ["png", "jpg"] }))).toContain("only png, jpg files are accepted");
    expect((await checkUpload(png(), { allowed: ["png", "jpg"] })).kind).toBe("png");
  });

  it("stores a good file under a generated name and records its original name", async () => {
    const row = await storeUpload(pdf(), { ownerKind: "purchase_order", ownerId: "po-1", attachmentType: "kontrak" });
    expect(row).toMatchObject({ oriFilename: "kontrak.pdf", filetype: "pdf", attachmentType: "kontrak", ownerKind: "purchase_order" });
    expect(row.filename).not.toContain("kontrak");
    expect(row.url).toBe(`/files/${row.id}`);
  });
});

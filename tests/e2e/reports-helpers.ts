import ExcelJS from "exceljs";
import type { Download, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** What the report specs share: the screen's figures as a person reads them, and the downloaded files opened. */

export const RUPIAH_FORMAT = "[$Rp-421] #,##0;[Red]-[$Rp-421] #,##0";
export const digits = (text: string) => Number(text.replace(/[^\d-]/g, ""));

/** The report's row count from "Rows 1 to 50 of 1.234". */
export async function rowCount(page: Page) {
  const text = await page.getByTestId("report-summary").innerText();
  return digits(text.split(/\s/).pop() ?? "");
}

async function save(download: Download) {
  const saved = `/tmp/shots/${download.suggestedFilename()}`;
  await download.saveAs(saved);
  return saved;
}

export async function openXlsx(page: Page) {
  const pending = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Excel", exact: true }).click();
  const file = await pending;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await save(file));
  return { sheet: workbook.worksheets[0], name: file.suggestedFilename() };
}

export async function downloadPdf(page: Page) {
  const pending = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF", exact: true }).click();
  const file = await pending;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return { name: file.suggestedFilename(), pages: (bytes.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length };
}

/**
 * An approver for the crash-safety test, as its own process: approves the invoices listed in CRASH_IDS (a JSON
 * file) in the order CRASH_ORDER picks ("forward" or "backward", so two of them contend like people clicking at
 * once), keeps the PDF of every third invoice it approved (a fixed-size stand-in for the rendered bytes, stored
 * the way a download stores it). With CRASH_MODE=drain it is the outbox drain instead. It prints "approved <id>" only after
 * approveInvoice returned, i.e. after the commit: what a client would have been told. The test SIGKILLs it.
 */
import { readFileSync } from "node:fs";
import { closeDb } from "#db/client.server";
import { getInvoice } from "~/models/invoice.server";
import { registerAllEffects } from "~/services/effects.server";
import { approveInvoice } from "~/services/invoices.server";
import { drainOutbox } from "~/services/outbox.server";
import { storeInvoicePdf } from "~/services/pdf.server";
import { as } from "../support/factories";

const FAKE_PDF_BYTES = 24_576; // crash-safety.test.ts checks stored files against this size

if (process.env.CRASH_MODE === "drain") {
  // The outbox drain (what the outbox-drain job and the inline kick do), a few items at a time, until killed.
  registerAllEffects();
  for (;;) {
    const { done, failed } = await drainOutbox({ limit: 5 });
    if (done + failed === 0) await new Promise((r) => setTimeout(r, 20));
  }
}

const ids = JSON.parse(readFileSync(process.env.CRASH_IDS!, "utf8")) as string[];
if (process.env.CRASH_ORDER === "backward") ids.reverse();
const signer = as("usr-signer");
const pdf = new Uint8Array(FAKE_PDF_BYTES).fill(0x25);
let approved = 0;
for (const id of ids) {
  try {
    await approveInvoice(signer, id, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
  } catch (error) {
    // The other approver was first (409): as a person would, move on.
    if (error instanceof Response && error.status === 409) continue;
    throw error;
  }
  process.stdout.write(`approved ${id}\n`);
  approved++;
  if (approved % 3 === 0) {
    const invoice = getInvoice(id)!;
    storeInvoicePdf(id, pdf, `Invoice_${invoice.invoiceNumber}.pdf`, signer.id);
  }
}
closeDb();
process.stdout.write("finished\n");

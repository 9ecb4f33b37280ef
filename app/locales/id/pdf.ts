import type en from "../en/pdf";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "pdf" namespace. Same keys as ../en/pdf.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

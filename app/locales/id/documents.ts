import type en from "../en/documents";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "documents" namespace. Same keys as ../en/documents.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

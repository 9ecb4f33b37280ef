import type en from "../../en/messages/documents";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/documents.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

import type en from "../../en/messages/shell";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/shell.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

import type en from "../../en/messages/inspector";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/inspector.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

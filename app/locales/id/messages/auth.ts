import type en from "../../en/messages/auth";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/auth.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

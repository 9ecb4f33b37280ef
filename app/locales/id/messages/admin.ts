import type en from "../../en/messages/admin";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/admin.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

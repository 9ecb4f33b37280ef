import type en from "../../en/messages/recurring";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/recurring.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

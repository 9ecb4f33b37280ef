import type en from "../../en/admin/sandbox";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/admin/sandbox.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

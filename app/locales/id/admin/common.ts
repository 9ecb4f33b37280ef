import type en from "../../en/admin/common";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/admin/common.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

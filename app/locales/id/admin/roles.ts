import type en from "../../en/admin/roles";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/admin/roles.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

import type en from "../../en/admin/organisation";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/admin/organisation.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

import type en from "../../en/admin/users";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/admin/users.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

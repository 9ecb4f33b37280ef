import type en from "../en/admin";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "admin" namespace. Same keys as ../en/admin.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

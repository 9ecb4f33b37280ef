import type en from "../en/recurring";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "recurring" namespace. Same keys as ../en/recurring.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

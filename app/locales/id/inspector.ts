import type en from "../en/inspector";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "inspector" namespace. Same keys as ../en/inspector.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

import type en from "../en/shell";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "shell" namespace. Same keys as ../en/shell.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

import type en from "../en/lists";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "lists" namespace. Same keys as ../en/lists.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

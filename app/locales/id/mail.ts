import type en from "../en/mail";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "mail" namespace. Same keys as ../en/mail.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

import type en from "../en/auth";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "auth" namespace. Same keys as ../en/auth.ts (the type refuses a missing or extra key).
export default {
  languageSwitch: "Bahasa",
} satisfies Translation<typeof en>;

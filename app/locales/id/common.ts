import type en from "../en/common";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "common" namespace. Same keys as ../en/common.ts (the type refuses a missing or extra key).
export default {
  loading: "Memuat",
} satisfies Translation<typeof en>;

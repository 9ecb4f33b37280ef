import type en from "../../en/messages/profile";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/profile.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

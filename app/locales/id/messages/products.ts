import type en from "../../en/messages/products";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/products.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

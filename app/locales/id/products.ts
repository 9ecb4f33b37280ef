import type en from "../en/products";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "products" namespace. Same keys as ../en/products.ts (the type refuses a missing or extra key).
export default {} satisfies Translation<typeof en>;

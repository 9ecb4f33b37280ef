import en from "./en";
import id from "./id";
import type { Language, Namespace } from "./languages";

export * from "./languages";

/** Both languages, for the server (which renders either) and the tests. The browser loads only its own (entry.client). */
export const resources: Record<Language, typeof en> = { en, id };
export type Resources = typeof en;

// The namespace list in languages.ts is written out for the browser bundle; this keeps it equal to the resources.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const namespacesMatch: Same<Namespace, keyof Resources> = true;

/**
 * The shape another language must have: every key of the English namespace, each a string (or a nested group),
 * and nothing more. `satisfies Translation<typeof en>` in app/locales/id/* makes a missing or extra key a type
 * error; tests/integration/i18n-keys.test.ts checks the same at run time.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

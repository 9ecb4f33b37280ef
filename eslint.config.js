import js from "@eslint/js";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The only files in app/ that may use dangerouslySetInnerHTML, each with its reason. Portal UI never does: add an
 * entry only for content that is not UI written by us (and say why it is safe).
 */
/** @type {{ file: string, reason: string }[]} */
export const DANGER_ALLOWED = [
  // (none today: the theme is applied by server-rendered attributes on <html>, and Remix's own <Scripts> and
  // <ScrollRestoration> write their inline scripts inside the library)
];

const DRIZZLE_OPEN = { group: ["drizzle-orm/*", "drizzle-orm"], importNames: ["drizzle"], message: "Open the database through db/client.server.ts" };
/** JSX text that stays as written in every language (the jsx-no-literals rule below). */
const UNTRANSLATED_TEXT = [
  "·", "(", ")", "—", "–", ".", "#", "→", "−", "…", "“", "”", "×", "©", "/", "+", "*", "&gt;", ":", "%",
  "DIGIMON", "· PT Telkom Indonesia (Persero) Tbk.", "Telkom", "Non-Telkom", "NPWP", "NIK", "PPN", "DPP", "SKUM", "MPS", "WIB",
  "403", "v", "img:",
];
/** What talks to the database: only app/models (and db/ itself) import these. #db/ids, #db/seed/* and #db/until-changed are plain helpers. */
const DATABASE = [
  {
    // Patterns are gitignore lines, where a leading # starts a comment: hence "\\#db/...".
    group: ["drizzle-orm", "drizzle-orm/*", "better-sqlite3", "\\#db/client.server", "\\#db/schema", "\\#db/schema/*", "\\#db/prepared", "\\#db/migrate", "**/db/client.server", "**/db/schema", "**/db/schema/*", "**/db/prepared"],
    message: "Only app/models talks to the database: add a named query or command to a model (app/models/*.server.ts); shared types live in app/domain",
  },
];
const UPWARD = ["~/services/*", "~/components/*", "~/routes/*", "../services/*", "../components/*", "../routes/*"];
/**
 * Files outside app/models that may still talk to the database, each with its reason. The workflow and outbox
 * services are the spine's named exceptions (architecture.md); nothing else is pending.
 */
/** @type {{ file: string, reason: string }[]} */
export const DATABASE_EXCEPTIONS = [
  { file: "app/services/workflow.server.ts", reason: "the workflow service owns the transition transaction: snapshot, version check, transition log" },
  { file: "app/services/outbox.server.ts", reason: "the outbox queues effects in the caller's transaction and drains them after commit" },
  { file: "jobs/run-one.ts", reason: "runner plumbing: a one-off job run closes the process's connection when it ends" },
  { file: "jobs/worker-main.ts", reason: "runner plumbing: a job's worker thread closes its own connection when the run ends" },
  { file: "app/services/backup.server.ts", reason: "backups and restore work on the database file whole, below the ORM: SQLite's backup API, integrity_check, the migrations table, an exclusive-lock probe" },
];

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "node_modules/**", "data/**", "tests/.tmp/**", "tests/e2e/.results/**", "tests/e2e/.data/**", "tests/bench/.data/**", "db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react/prop-types": "off",
      "react/no-unescaped-entities": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { patterns: [DRIZZLE_OPEN] }],
    },
  },
  // The model boundary (architecture.md, README "Decisions"): in app/ and jobs/ only app/models talks to the database.
  { files: ["app/**/*.{ts,tsx}", "jobs/**/*.ts"], ignores: ["**/*.test.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [DRIZZLE_OPEN, ...DATABASE] }] } },
  { files: ["app/models/**/*.ts", ...DATABASE_EXCEPTIONS.map((entry) => entry.file)], rules: { "no-restricted-imports": ["error", { patterns: [DRIZZLE_OPEN] }] } },
  {
    // Every import points down: routes -> components/services -> models -> domain/db. Models never reach up.
    files: ["app/models/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [DRIZZLE_OPEN, { group: UPWARD, message: "Models sit below services, components and routes: move the shared piece down into app/models or app/domain" }] }] },
  },
  {
    // The domain is pure business rules: nothing from the rest of app/, no database.
    files: ["app/domain/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["~/*", "../*", "\\#db/*", "drizzle-orm", "drizzle-orm/*", "better-sqlite3"], message: "app/domain imports nothing from app/ or the database (only its own modules and pure libraries)" }] }] },
  },
  // Hook rules apply to React code; test helpers such as useDemoData are not React hooks.
  { files: ["app/**/*.tsx"], rules: { ...reactHooks.configs.recommended.rules } },
  { files: ["db/client.server.ts"], rules: { "no-restricted-imports": "off" } },
  {
    // Screens are React and only React (architecture.md, issue 17): no markup set as inner HTML in app/. The JSX
    // attribute and the createElement props object are both caught.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render React elements, not an HTML string (see DANGER_ALLOWED in eslint.config.js)" },
        { selector: "Property[key.name='dangerouslySetInnerHTML']", message: "Render React elements, not an HTML string (see DANGER_ALLOWED in eslint.config.js)" },
      ],
    },
  },
  // The allow-list: each file with the reason it may set inner HTML.
  ...(DANGER_ALLOWED.length > 0 ? [{ files: DANGER_ALLOWED.map((entry) => entry.file), rules: { "no-restricted-syntax": "off" } }] : []),
  // Routes stay short (issue 17): past 200 lines a route moves its parts into components beside it
  // (app/components/<area>/) and its server work into app/models or app/services.
  { files: ["app/routes/**/*.{ts,tsx}"], rules: { "max-lines": ["error", { max: 200, skipBlankLines: false, skipComments: false }] } },
  {
    // Every word on a screen comes from app/locales (issue 18): text written into JSX is a t() call. Written as
    // is: punctuation and symbols, and names no language translates (the brand, the company, tax and ID terms).
    files: ["app/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: { "react/jsx-no-literals": ["error", { noStrings: false, ignoreProps: true, allowedStrings: UNTRANSLATED_TEXT }] },
  },
  {
    // Machines are pure: no database, no app code, no Remix (architecture.md).
    files: ["machines/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["\\#db/*", "~/*", "../app/*", "../db/*", "@remix-run/*", "drizzle-orm*"] }] },
  },
);

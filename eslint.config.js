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
      "no-restricted-imports": ["error", { patterns: [{ group: ["drizzle-orm/*", "drizzle-orm"], importNames: ["drizzle"], message: "Open the database through db/client.server.ts" }] }],
    },
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
    // Machines are pure: no database, no app code, no Remix (architecture.md).
    files: ["machines/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["#db/*", "~/*", "../app/*", "../db/*", "@remix-run/*", "drizzle-orm*"] }] },
  },
);

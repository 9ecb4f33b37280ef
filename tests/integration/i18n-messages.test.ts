import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { findMessage } from "~/lib/server-message";

/**
 * Every English message the server can send to a screen is in the messages catalogue (app/locales/en/messages.ts),
 * so the screen can show it in Bahasa Indonesia. Found in the source: httpError's message, and the messages of
 * the zod schemas (`required_error`, `invalid_type_error`, `message`, and the text argument of min, max, length,
 * regex, refine, email, url, int, nonempty), and the toasts' title and description. A template literal's `${...}`
 * stands for any value.
 */
const MESSAGE_PATTERNS = [
  /httpError\(\s*\d+\s*,\s*("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g,
  /\b(?:required_error|invalid_type_error|message)\s*:\s*("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g,
  /\.(?:min|max|length|regex|refine|gte|lte|gt|lt)\((?:[^()"`]|\([^()]*\))*?,\s*("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)\s*\)/g,
  /\.(?:email|url|int|nonempty|positive|nonnegative)\(\s*("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)\s*\)/g,
  /kind:\s*"(?:success|error|info)",\s*title:\s*("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g,
  /kind:\s*"(?:success|error|info)",\s*title:[^\n]*?description:\s*("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g,
];

/** Messages that never reach a screen: configuration errors at start-up and the create-admin command's. */
const NOT_ON_SCREENS = new Set(["app/services/env.server.ts", "app/services/create-admin.server.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !NOT_ON_SCREENS.has(path) ? [path] : [];
  });
}

/** The text of a string or template literal, each `${...}` replaced by a sample value. */
const literalText = (literal: string) => literal.slice(1, -1).replace(/\$\{[^}]*\}/g, "X").replace(/\\(.)/g, "$1");

export function untranslatedMessages(files = sourceFiles("app")): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const pattern of MESSAGE_PATTERNS) {
      for (const match of source.matchAll(pattern)) {
        const text = literalText(match[1]);
        if (text.trim() && !findMessage(text)) missing.push(`${file}: ${text}`);
      }
    }
  }
  return [...new Set(missing)];
}

describe("the server's messages are in the catalogue (issue 18)", () => {
  it("has an entry for every message in app/", () => {
    expect(untranslatedMessages()).toEqual([]);
  });

  it("finds a message with values and carries them", () => {
    expect(findMessage("Antrikan faktur success dengan nomor faktur 010.000-26.00000001")).toEqual({ key: "spec.queuedTaxInvoice", values: { number: "010.000-26.00000001" } });
    expect(findMessage("A message nobody wrote down")).toBeNull();
  });
});

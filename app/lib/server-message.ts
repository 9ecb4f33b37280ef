import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import enMessages from "~/locales/en/messages";

/**
 * The server speaks English: services and schemas throw and return English messages, which is what the API
 * returns (spec sections 8 and 9 make the stored messages part of the API contract) and what the logs hold.
 * Screens show those messages in the reader's language through one catalogue, app/locales/{en,id}/messages.ts:
 * an English message is found by its text (a `{{name}}` in the English entry matches any value and is carried
 * into the translation), and a message the catalogue does not know is shown as it came.
 * tests/integration/i18n-messages.test.ts checks that every literal message in app/ has an entry.
 */
type Entry = { key: string; pattern: RegExp; names: string[] };

function flatten(group: object, prefix = ""): [string, string][] {
  return Object.entries(group).flatMap(([name, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${name}`, value]] : flatten(value as object, `${prefix}${name}.`),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(key: string, english: string): Entry {
  const names: string[] = [];
  const source = english
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return "([\\s\\S]+?)";
    })
    .join("");
  return { key, pattern: new RegExp(`^${source}$`), names };
}

let catalogue: Entry[] | null = null;

/** The catalogue key of an English message and the values its placeholders matched, or null when it is not in the catalogue. */
export function findMessage(text: string): { key: string; values: Record<string, string> } | null {
  catalogue ??= flatten(enMessages).map(([key, english]) => compile(key, english));
  for (const entry of catalogue) {
    const match = entry.pattern.exec(text);
    if (match) return { key: entry.key, values: Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}

/** Translates one English server message with a `messages` translator (the server's or the page's). */
export function translateMessage(t: (key: string, values?: Record<string, string>) => string, text: string): string {
  const found = findMessage(text);
  return found ? t(found.key, found.values) : text;
}

/** The page's translator of server messages: `const message = useServerMessage(); message(error)`. */
export function useServerMessage() {
  const { t } = useTranslation("messages");
  return useCallback((text: string) => translateMessage(t as unknown as (key: string, values?: Record<string, string>) => string, text), [t]);
}

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

/**
 * Placeholders whose value is itself an English phrase the server built (a document's name from a model's
 * describe(), a workflow event's verb, the list of what hangs on an organisation node, why the bank statement
 * reader refused a cell): the screen translates the value through the catalogue's `parts.<group>`
 * (locales/en/messages/parts.ts) before carrying it in. A list
 * ("a, b and c") is translated item by item and joined again by `parts.list.and`. A value no part matches
 * (a person's name, a code) is carried as it came.
 */
const PARTS: Record<string, { group: string; list?: boolean }> = {
  document: { group: "document" },
  event: { group: "event" },
  dependents: { group: "dependent", list: true },
  valueReason: { group: "statementValue" },
};

type Translate = (key: string, values?: Record<string, string>) => string;

let compiled: { messages: Entry[]; parts: Entry[] } | null = null;

function entries() {
  if (!compiled) {
    const all = flatten(enMessages).map(([key, english]) => compile(key, english));
    // Parts are pieces of messages ("Invoice {{number}}" would swallow every message about an invoice): only translatePart reads them.
    compiled = { messages: all.filter((e) => !e.key.startsWith("parts.")), parts: all.filter((e) => e.key.startsWith("parts.")) };
  }
  return compiled;
}

function match(list: Entry[], text: string) {
  for (const entry of list) {
    const found = entry.pattern.exec(text);
    if (found) return { key: entry.key, values: Object.fromEntries(entry.names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}

/** The catalogue key of an English message and the values its placeholders matched, or null when it is not in the catalogue. */
export function findMessage(text: string): { key: string; values: Record<string, string> } | null {
  return match(entries().messages, text);
}

/** The translation of one phrase of a `parts` group, or the phrase as it came when no entry of the group matches it. */
function translatePart(t: Translate, group: string, text: string): string {
  const found = match(entries().parts.filter((e) => e.key.startsWith(`parts.${group}.`)), text);
  return found ? t(found.key, found.values) : text;
}

function translateValue(t: Translate, name: string, value: string): string {
  const part = PARTS[name];
  if (!part) return value;
  if (!part.list) return translatePart(t, part.group, value);
  const items = value.split(/, | and /).map((item) => translatePart(t, part.group, item));
  return items.length > 1 ? t("parts.list.and", { items: items.slice(0, -1).join(", "), last: items[items.length - 1] }) : items[0];
}

/** Translates one English server message with a `messages` translator (the server's or the page's). */
export function translateMessage(t: Translate, text: string): string {
  const found = findMessage(text);
  if (!found) return text;
  const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, translateValue(t, name, value)]));
  return t(found.key, values);
}

/** The page's translator of server messages: `const message = useServerMessage(); message(error)`. */
export function useServerMessage() {
  const { t } = useTranslation("messages");
  return useCallback((text: string) => translateMessage(t as unknown as Translate, text), [t]);
}

/**
 * HTML as a string, for the parts of every page that are plain markup and large: the bodies of the big
 * document lists (50 rows x 10 cells on every request) and the side menu. React's server renderer spends
 * a few microseconds on every element; written as strings these cost a fraction of that on the server and
 * on hydration (tests/bench/README.md). They hold no state and no handlers: their clicks are delegated
 * (TableBody, the side menu's nav, the body's AppLink handler).
 *
 * Safety comes from the tag: every interpolated value is escaped unless it is itself `html`, so
 * markup only ever comes from template literals written with it. Values go in text or in
 * double-quoted attributes, never in an unquoted attribute, a tag name or a script.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const NEEDS_ESCAPING = /[&<>"'\u0100-\uffff]/;
const BEYOND_LATIN1 = /[\u0100-\uffff]/;
// A surrogate pair is one character, written as one reference.
const TO_ESCAPE = /[&<>"']|[\ud800-\udbff][\udc00-\udfff]|[\u0100-\uffff]/g;

/**
 * The same text as a one-byte string: what is left of a two-byte string stays two-byte in V8, and one such
 * piece makes the whole page two-byte, which costs a page about 0.3 ms more to turn into bytes. Only on the
 * server (Node), where pages become bytes; the browser has no Buffer and no need.
 */
const oneByte = typeof Buffer === "undefined" ? (text: string) => text : (text: string) => Buffer.from(text, "latin1").toString("latin1");

/**
 * Text for HTML. Characters beyond Latin-1 are written as numeric character references, as the patched React
 * server renderer writes them (patches/react-dom+*.patch), so the page stays a one-byte string (see oneByte).
 * Templates write such characters in their own text as references too (&ndash;).
 */
export function escapeHtml(text: string): string {
  if (!NEEDS_ESCAPING.test(text)) return text;
  const escaped = text.replace(TO_ESCAPE, (c) => ESCAPES[c] ?? `&#${c.codePointAt(0)};`);
  return BEYOND_LATIN1.test(text) ? oneByte(escaped) : escaped;
}

/** Markup built by `html`: interpolating it into another template keeps it as markup. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString() {
    return this.markup;
  }
}

/** What a template accepts: text and numbers (escaped), markup, lists of either; null, undefined and false render nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0];
  for (let i = 0; i < values.length; i++) markup += render(values[i]) + strings[i + 1];
  return new SafeHtml(markup);
}

/** A class attribute's value from parts, leaving out the false, null and undefined ones (no tailwind-merge: write parts that do not clash). */
export function classes(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}

import { resources } from "~/locales";
import { LANGUAGES, NAMESPACES } from "~/locales/languages";

/** Every key of every namespace as "namespace:path" with its text. */
function flatten(group: object, prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(group)) {
    if (typeof value === "string") out.set(`${prefix}${name}`, value);
    else for (const [key, text] of flatten(value as object, `${prefix}${name}.`)) out.set(key, text);
  }
  return out;
}

const keysOf = (language: (typeof LANGUAGES)[number]) =>
  new Map(NAMESPACES.flatMap((ns) => [...flatten(resources[language][ns], `${ns}:`)]));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("translations (issue 18)", () => {
  const english = keysOf("en");
  const indonesian = keysOf("id");

  it("has every namespace in both languages", () => {
    for (const language of LANGUAGES) expect(Object.keys(resources[language]).sort()).toEqual([...NAMESPACES].sort());
  });

  it("has the same keys in Bahasa Indonesia and English, none missing in either", () => {
    expect([...english.keys()].filter((key) => !indonesian.has(key))).toEqual([]);
    expect([...indonesian.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("has no empty text, and no placeholder the English text does not fill", () => {
    for (const [key, text] of english) {
      expect(text.trim(), `en ${key}`).not.toBe("");
      expect(indonesian.get(key)?.trim(), `id ${key}`).not.toBe("");
      // A translation may leave a value out ("received nan" says nothing to a reader), never invent one.
      const known = new Set(placeholders(text));
      expect(placeholders(indonesian.get(key) ?? "").filter((name) => !known.has(name)), `placeholders of ${key}`).toEqual([]);
    }
  });

  it("names no <Trans> tag after an HTML void element, whose content the parser would put outside it", () => {
    const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
    for (const [key, text] of [...english, ...indonesian]) {
      for (const [, tag] of text.matchAll(/<(\w+)>/g)) expect(VOID.has(tag), `<${tag}> in ${key}`).toBe(false);
    }
  });
});

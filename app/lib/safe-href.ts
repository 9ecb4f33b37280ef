/**
 * Whether an address that came from outside (the tax intermediary's answer, a menu entry an admin typed) may
 * become a link: only http(s) URLs and paths on our own origin do. Anything else (javascript:, data:,
 * vbscript:, a protocol-relative //host, a relative oddity) gives null, and the caller shows text instead.
 *
 * The check reads the address the way a browser will when it follows it (WHATWG URL parsing): leading and
 * trailing control characters and spaces are dropped and tabs and newlines anywhere are removed, so
 * "java\tscript:" is "javascript:"; a backslash after the first slash counts as a slash, so "/\evil" is
 * "//evil", another host. What comes back is the cleaned address, which the browser reads as it was checked
 * (an absolute http(s) URL stays one; the only difference a base makes is that "https:x" may resolve on our origin).
 */
export function safeHref(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  // eslint-disable-next-line no-control-regex -- these are exactly the characters the URL parser drops
  const cleaned = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  if (cleaned === "") return null;
  if (cleaned.startsWith("/")) return cleaned[1] === "/" || cleaned[1] === "\\" ? null : cleaned;
  // Anything else must be a whole URL with its own scheme; a relative address without a leading slash is refused.
  let parsed: URL;
  try {
    parsed = new URL(cleaned);
  } catch {
    return null;
  }
  return parsed.protocol === "http:" || parsed.protocol === "https:" ? cleaned : null;
}

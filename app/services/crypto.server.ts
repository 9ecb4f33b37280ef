import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";

/** AES-256-GCM for secrets kept at rest (payment-gateway merchant keys). Output: iv.tag.ciphertext in base64url. */
export function encryptSecret(plain: string, keyHex = env().ENCRYPTION_KEY): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(keyHex, "hex"), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

export function decryptSecret(sealed: string, keyHex = env().ENCRYPTION_KEY): string {
  const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", Buffer.from(keyHex, "hex"), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

/** Shows only the last four characters: keys are never sent back to the browser in full. */
export function maskSecret(plain: string): string {
  return plain.length <= 4 ? "••••" : `${"•".repeat(8)}${plain.slice(-4)}`;
}

/** Tokens (sessions, OTPs, links) are stored as their sha-256 so a copy of the database opens nothing. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

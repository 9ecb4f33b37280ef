/**
 * The gateway's notification signature (Midtrans): hex SHA-512 over order_id + status_code + gross_amount + the
 * merchant's server key, each exactly as written in the body (gross_amount "24145.00", never re-formatted).
 */
import { createHash, timingSafeEqual } from "node:crypto";

export function notificationSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash("sha512").update(`${orderId}${statusCode}${grossAmount}${serverKey}`, "utf8").digest("hex");
}

/** Constant-time check of a notification's signature_key; anything missing or malformed is simply false. */
export function verifyNotificationSignature(body: Record<string, unknown>, serverKey: string): boolean {
  const given = body.signature_key;
  const fields = [body.order_id, body.status_code, body.gross_amount];
  if (typeof given !== "string" || !/^[0-9a-f]{128}$/i.test(given) || fields.some((f) => typeof f !== "string") || !serverKey) return false;
  const expected = notificationSignature(fields[0] as string, fields[1] as string, fields[2] as string, serverKey);
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

/** The gateway's amount as it writes it: whole rupiah with two decimals ("24145.00"). */
export const grossAmountText = (amount: number) => `${amount}.00`;

/** Reads "24145.00" (or "24145") as whole rupiah; null when it has sen or is not a number (the portal keeps whole rupiah). */
export function parseGrossAmount(text: string): number | null {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m || (m[2] && Number(m[2]) !== 0)) return null;
  return Number(m[1]);
}

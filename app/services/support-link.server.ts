/**
 * The invoice e-mail's "Report a problem" link (issue 23): a signed, expiring token naming the billing (jose HS256
 * with the portal's JWT secret, audience "support"), opened at /support/{token} without signing in. Kept apart from
 * the ticket service so that the invoice delivery can make links without loading the workflow.
 */
import { SignJWT } from "jose";
import { env } from "./env.server";

export const SUPPORT_AUDIENCE = "support";
/** How long the link works (README Decisions, issue 23): an invoice's questions come within its payment term. */
export const SUPPORT_LINK_DAYS = 60;
export const supportKey = () => new TextEncoder().encode(env().JWT_SECRET);

export async function supportToken(billingId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({}).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(billingId).setAudience(SUPPORT_AUDIENCE).setIssuer("digimon").setIssuedAt(iat).setExpirationTime(iat + SUPPORT_LINK_DAYS * 86_400).sign(supportKey());
}

export const supportPath = async (billingId: string) => `/support/${await supportToken(billingId)}`;

/** The absolute link for an e-mail. */
export const supportLink = async (billingId: string) => `${env().PUBLIC_URL}${await supportPath(billingId)}`;

import pino from "pino";
import { requestContext } from "./request-context.server";

/**
 * What must never reach a log line, at the top level of a logged object and one level down (pino's redact
 * paths: `*` matches one level). Codes, tokens and passwords are the obvious ones; session ids, cookies and
 * Authorization headers sign a person in just as well.
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "otp",
  "code",
  "otpCode",
  "token",
  "accessToken",
  "refreshToken",
  "resetToken",
  "activationToken",
  "apiKey",
  "api_key",
  "secret",
  "clientSecret",
  "merchantKey",
  "sessionId",
  "session",
  "cookie",
  "authorization",
  "setCookie",
];
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'headers["set-cookie"]',
  'req.headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];
export const REDACTED = "[redacted]";

/** Query parameters whose values are secrets (reset and activation links, sign-in codes, signed URLs). */
const SECRET_PARAMS = /^(token|code|otp|password|key|api_key|secret|signature|sig|access_token|refresh_token)$/i;

/** A URL (or path with a query) with the values of secret parameters replaced, for logging. */
export function safeUrl(url: unknown): unknown {
  if (typeof url !== "string" || !url.includes("?")) return url;
  const [path, query] = url.split("?", 2);
  const params = new URLSearchParams(query);
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : url;
}

/**
 * Where the lines go: standard output, through a switch so that a test can read them (setLogDestination).
 * pino's own stdout writer is synchronous on a file descriptor, as the default would be.
 */
type Destination = { write: (line: string) => void };
const stdout = pino.destination({ dest: 1, sync: true });
let destination: Destination = stdout;
export function setLogDestination(next: Destination | null) {
  destination = next ?? stdout;
}

/** Structured logs, one JSON object per line, each carrying the request or job run it belongs to. */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { app: "digimon" },
    timestamp: pino.stdTimeFunctions.isoTime,
    // A numeric `code` is an exit or status code (a worker's exit is logged with it); sign-in codes are text.
    redact: { paths: REDACT_PATHS, censor: (value, path) => (path.at(-1) === "code" && (typeof value === "number" || value === null) ? value : REDACTED) },
    serializers: { url: safeUrl },
    mixin() {
      const context = requestContext();
      if (!context) return {};
      const fields: Record<string, string> = { requestId: context.requestId };
      if (context.userId) fields.userId = context.userId;
      if (context.job) fields.job = context.job;
      return fields;
    },
  },
  { write: (line: string) => destination.write(line) },
);

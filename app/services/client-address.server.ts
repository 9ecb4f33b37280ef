/**
 * The client's network address, as the HTTP layer established it.
 *
 * The Express layer (server.ts) resolves the address from the socket through the configured number of
 * trusted proxies (`TRUSTED_PROXIES`, Express's "trust proxy") and hands it to Remix in the
 * CLIENT_ADDRESS_HEADER, after removing any value of that header the client sent. Nothing here reads
 * X-Forwarded-For itself: a raw forwarded header is whatever the client chose to write.
 */
export const CLIENT_ADDRESS_HEADER = "x-digimon-client-address";

/** Used when a request did not come through the HTTP layer (a loader called directly in a test). */
export const UNKNOWN_ADDRESS = "unknown";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || UNKNOWN_ADDRESS;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same client; keep one spelling for keys and logs. */
export function normaliseAddress(address: string | undefined): string {
  if (!address) return UNKNOWN_ADDRESS;
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

export function isLoopback(address: string): boolean {
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

type IncomingLike = { ip?: string; headers: Record<string, string | string[] | undefined>; rawHeaders: string[] };

/**
 * Express middleware: writes the resolved client address into the request's headers, dropping any value the
 * client sent. Both views are written because the Remix adapters (ours and @remix-run/express) build the web
 * Request from `rawHeaders`, while Express code reads `headers`.
 */
export function stampClientAddress(req: IncomingLike, _res: unknown, next: () => void) {
  const address = normaliseAddress(req.ip);
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== CLIENT_ADDRESS_HEADER) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  raw.push(CLIENT_ADDRESS_HEADER, address);
  req.rawHeaders = raw;
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  next();
}

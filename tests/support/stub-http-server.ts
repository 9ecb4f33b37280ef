import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type StubHandler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
export type StubRequest = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

/**
 * A local HTTP server standing in for an integration's far end (the tax intermediary, finest, the payment gateway)
 * for one test file: `base` is its URL with `path` (set before the first test), `handler` answers each request
 * (tests swap it), `seen` keeps every request with its body, emptied before each test.
 */
export function useStubServer(path = "/") {
  const stub = { base: "", handler: ((_req, _body, res) => res.end()) as StubHandler, seen: [] as StubRequest[] };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        stub.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        stub.handler(req, body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stub.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  beforeEach(() => (stub.seen.length = 0));
  return stub;
}

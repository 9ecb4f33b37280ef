import http from "node:http";
import net from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import type { LoaderFunctionArgs } from "@remix-run/node";
import express from "express";
import { seedDemoData } from "#db/seed/index";
import { getUserTheme } from "~/models/settings.server";
import * as theme from "~/routes/resources.theme";
import { readWebSession } from "~/services/auth-session.server";
import { clientAddress } from "~/services/client-address.server";
import { answerErrors, BODY_LIMITS, CROSS_SITE_MESSAGE, httpGuards, isValidHost } from "~/services/http-guards.server";
import { RequestMemo } from "~/services/request-memo.server";
import { listen, testBuild, useServedBuild } from "../support/http";

/**
 * The HTTP layer's request hygiene (issue 16) over real HTTP: the Express app server.ts serves
 * (createHttpApp: the guards first, our Remix handler with the load context, the error answer last) in front
 * of a Remix build made of the real root, the real entry.server and the real theme action, on an ephemeral
 * loopback port.
 */

const SECRET = "SECRET-INTERNAL-DETAIL at /srv/digimon/app/models/ledger.server.ts:42";
/** A loader that fails unexpectedly, as a bug would. */
const failing = {
  loader: () => {
    throw new Error(SECRET);
  },
  default: () => null,
};
/** An action that reads its body and counts what reached it, for the body limits. */
const received: number[] = [];
const echo = {
  action: async ({ request }: { request: Request }) => {
    const body = await request.arrayBuffer();
    received.push(body.byteLength);
    return new Response(`read ${body.byteLength}`, { headers: { "Content-Type": "text/plain" } });
  },
};

/** Answers the client address the route sees (clientAddress), for the address stamp. */
const whoami = { loader: ({ request }: { request: Request }) => new Response(clientAddress(request), { headers: { "Content-Type": "text/plain" } }) };

/**
 * A layout and its page that read the session as every portal loader does (beside the real root, which
 * reads it for the shell), noting the memo each was given.
 */
const memosSeen: RequestMemo[] = [];
const readsSession = {
  loader: async ({ request, context }: LoaderFunctionArgs) => {
    memosSeen.push(context.memo);
    return new Response(JSON.stringify({ signedIn: Boolean(await readWebSession(request, context)) }), { headers: { "Content-Type": "application/json" } });
  },
  default: () => null,
};
const memoLayout = { ...readsSession };
const memoPage = {
  ...readsSession,
  action: async ({ request, context }: LoaderFunctionArgs) => new Response(JSON.stringify({ signedIn: Boolean(await readWebSession(request, context)) }), { headers: { "Content-Type": "application/json" } }),
};

/** The server's end of the latest request's connection: a chunked upload waits until it has read each chunk. */
let serverSocket: net.Socket | null = null;

beforeAll(() => seedDemoData());

const served = useServedBuild(
  testBuild({
    "routes/resources.theme": { path: "resources/theme", module: theme },
    "routes/failing": { path: "failing", module: failing },
    "routes/echo": { path: "echo", module: echo },
    "routes/whoami": { path: "whoami", module: whoami },
    "routes/memo": { path: "memo", module: memoLayout },
    "routes/memo.page": { path: "page", module: memoPage, parentId: "routes/memo" },
  }),
  {
    user: "usr-member",
    onRequest: (req) => {
      serverSocket = req.socket;
    },
  },
);

let origin = "";
let port = 0;
let cookie = "";
beforeAll(() => {
  ({ origin, port, cookie } = served);
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** One request with node:http (fetch would not let a test set Host or send a chunked body by hand). */
function request(path: string, { method = "GET", headers = {}, body, chunks }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunks?: Buffer[] } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(parts).toString() }));
      res.on("error", reject);
    });
    // The server may close the connection while a refused body is still being sent: the answer counts.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    if (chunks) {
      // A chunk at a time, each read by the server (in this process) before the next is sent, and a
      // client that has its answer stops: one still writing when the server cuts the connection would
      // see a reset before it reads the 413 (http-guards.server.ts).
      serverSocket = null;
      const readByServer = () => serverSocket !== null && (serverSocket.destroyed || serverSocket.bytesRead >= (req.socket?.bytesWritten ?? 0));
      const send = async (i: number) => {
        while (!readByServer()) await new Promise(setImmediate);
        // Two turns of the event loop: the server's answer, if any, reaches the client.
        await new Promise(setImmediate);
        await new Promise(setImmediate);
        if (i === chunks.length || answered || req.destroyed) return void req.end();
        req.write(chunks[i], () => void send(i + 1));
      };
      req.flushHeaders();
      void send(0);
    } else req.end(body);
  });
}

const themeForm = new URLSearchParams({ intent: "collapse", collapsed: "off", redirectTo: "/notification" }).toString();
const formHeaders = (extra: Record<string, string>) => ({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, ...extra });

describe("CSRF: a browser's state-changing request must come from our origin", () => {
  it("refuses a foreign-origin POST to the theme action with 403 and writes nothing", async () => {
    const before = getUserTheme("usr-member");
    const foreign = await request("/resources/theme", { method: "POST", headers: formHeaders({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }), body: themeForm });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toBe(CROSS_SITE_MESSAGE);
    expect(getUserTheme("usr-member")).toEqual(before);
    // A same-site sibling, a forged Origin alone and an opaque origin are refused as well.
    const forged: Record<string, string>[] = [{ "Sec-Fetch-Site": "same-site" }, { Origin: "https://evil.example" }, { Origin: "null" }, { Origin: origin, "Sec-Fetch-Site": "cross-site" }];
    for (const headers of forged) {
      expect((await request("/resources/theme", { method: "POST", headers: formHeaders(headers), body: themeForm })).status).toBe(403);
    }
    expect(getUserTheme("usr-member")).toEqual(before);
  });

  it("lets the same POST through from our own origin, by Host or by PUBLIC_URL, and from a typed URL", async () => {
    const own = await request("/resources/theme", { method: "POST", headers: formHeaders({ Origin: origin, "Sec-Fetch-Site": "same-origin" }), body: themeForm });
    expect(own.status).toBe(302);
    expect(getUserTheme("usr-member")).toMatchObject({ collapsed: false });
    const viaPublicUrl = await request("/resources/theme", { method: "POST", headers: formHeaders({ Origin: "https://portal.digimon.test" }), body: themeForm.replace("collapsed=off", "collapsed=on") });
    expect(viaPublicUrl.status).toBe(302);
    expect(getUserTheme("usr-member")).toMatchObject({ collapsed: true });
    expect((await request("/resources/theme", { method: "POST", headers: formHeaders({ "Sec-Fetch-Site": "none" }), body: themeForm })).status).toBe(302);
  });

  it("refuses a cookie-bearing mutation without Origin or Sec-Fetch-Site, and lets through one without any portal cookie", async () => {
    const before = getUserTheme("usr-member");
    expect((await request("/resources/theme", { method: "POST", headers: formHeaders({}), body: themeForm.replace("collapsed=off", "collapsed=on") })).status).toBe(403);
    expect(getUserTheme("usr-member")).toEqual(before);
    // No sign-in to ride on: the action itself answers (here: not signed in, a redirect to the login).
    const anonymous = await request("/resources/theme", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: themeForm });
    expect(anonymous.status).not.toBe(403);
  });

  it("exempts bearer-token requests without a portal cookie, but not a bearer token beside one", async () => {
    const bearer = await request("/echo", { method: "POST", headers: { Authorization: "Bearer abc.def.ghi", Origin: "https://evil.example", "Content-Type": "application/json" }, body: "{}" });
    expect(bearer.status).toBe(200);
    const both = await request("/echo", { method: "POST", headers: { Authorization: "Bearer abc.def.ghi", Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/json" }, body: "{}" });
    expect(both.status).toBe(403);
  });

  it("does not stand in the way of reads", async () => {
    expect((await request("/resources/theme", { headers: { Cookie: cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } })).status).toBe(302);
  });
});

describe("body limits, before the body is buffered", () => {
  const json = (extra: Record<string, string> = {}) => ({ "Content-Type": "application/json", Origin: origin, ...extra });

  it("refuses a declared Content-Length over 1 MB at once, and takes one at the limit", async () => {
    received.length = 0;
    const over = await request("/echo", { method: "POST", headers: json(), body: Buffer.alloc(BODY_LIMITS.form + 1, 32) });
    expect(over.status).toBe(413);
    expect(over.text).toMatch(/at most 1 MB/);
    expect(received).toEqual([]);
    const at = await request("/echo", { method: "POST", headers: json(), body: Buffer.alloc(BODY_LIMITS.form, 32) });
    expect(at.status).toBe(200);
    expect(received).toEqual([BODY_LIMITS.form]);
  });

  it("counts a chunked body as it streams and cuts it with 413 past 1 MB; the action never gets it", async () => {
    received.length = 0;
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 32)); // 2.5 MB, no Content-Length
    const over = await request("/echo", { method: "POST", headers: json({ "Transfer-Encoding": "chunked" }), chunks });
    expect(over.status).toBe(413);
    // The action's body read failed: nothing reached it, and the server still answers.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    const small = await request("/echo", { method: "POST", headers: json({ "Transfer-Encoding": "chunked" }), chunks: chunks.slice(0, 8) });
    expect(small.status).toBe(200);
    expect(received).toEqual([8 * 64 * 1024]);
  });

  it("cuts a chunked body whose last chunk passes the limit (the end must not reach the action)", async () => {
    received.length = 0;
    const over = await request("/echo", { method: "POST", headers: json({ "Transfer-Encoding": "chunked" }), chunks: [Buffer.alloc(BODY_LIMITS.form - 10, 32), Buffer.alloc(20, 32)] });
    expect(over.status).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it("gives multipart uploads 10 MB (and their framing), declared or chunked", async () => {
    received.length = 0;
    const multipart = { "Content-Type": "multipart/form-data; boundary=x", Origin: origin };
    expect((await request("/echo", { method: "POST", headers: multipart, body: Buffer.alloc(5 * 1024 * 1024, 32) })).status).toBe(200);
    expect((await request("/echo", { method: "POST", headers: multipart, body: Buffer.alloc(BODY_LIMITS.multipart + 1, 32) })).status).toBe(413);
    const chunks = Array.from({ length: 12 }, () => Buffer.alloc(1024 * 1024, 32));
    const chunked = await request("/echo", { method: "POST", headers: { ...multipart, "Transfer-Encoding": "chunked" }, chunks });
    expect(chunked.status).toBe(413);
    expect(chunked.text).toMatch(/uploads may be at most 10 MB/);
    expect(received).toEqual([5 * 1024 * 1024]);
  });
});

describe("security headers on every response", () => {
  const expectHeaders = (headers: http.IncomingHttpHeaders) => {
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'(;|$)/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  };

  it("on a page, whose every script carries this response's nonce", async () => {
    const page = await request("/failing");
    expectHeaders(page.headers);
    const nonce = /'nonce-([^']+)'/.exec(page.headers["content-security-policy"] as string)![1];
    const scripts = page.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A fresh nonce per response.
    const again = await request("/failing");
    expect(/'nonce-([^']+)'/.exec(again.headers["content-security-policy"] as string)![1]).not.toBe(nonce);
  });

  it("on JSON, redirects, refusals and errors", async () => {
    expectHeaders((await request("/failing?_data=routes/failing")).headers);
    expectHeaders((await request("/resources/theme")).headers);
    expectHeaders((await request("/resources/theme", { method: "POST", headers: formHeaders({ Origin: "https://evil.example" }), body: themeForm })).headers);
    expectHeaders((await request("/echo", { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": String(BODY_LIMITS.form + 1) } })).headers);
  });

  it("leaves HSTS out outside production", async () => {
    const app = express();
    app.use(httpGuards({ production: false, publicUrl: "http://localhost:3000" }));
    app.get("/", (_req, res) => void res.send("ok"));
    const sandbox = await listen(app);
    const response = await fetch(`${sandbox.origin}/`);
    sandbox.server.close();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("errors in production and malformed hosts", () => {
  it("renders an error thrown in a loader without its message or stack", async () => {
    const page = await request("/failing");
    expect(page.status).toBe(500);
    expect(page.text).toContain("The portal hit an unexpected problem");
    expect(page.text).not.toContain("SECRET-INTERNAL");
    expect(page.text).not.toContain("ledger.server");
    expect(page.text).not.toMatch(/\bat [\w.<>]+ \(/);
    const data = await request("/failing?_data=routes/failing");
    expect(data.status).toBe(500);
    expect(data.text).not.toContain("SECRET-INTERNAL");
    expect(data.text).not.toContain("ledger.server");
  });

  it("answers an error that reaches Express with a plain 500: no stack, the security headers kept", async () => {
    const app = express();
    app.use(httpGuards({ production: true, publicUrl: "http://localhost:3000" }));
    app.get("/", () => {
      throw new Error(SECRET);
    });
    app.use(answerErrors);
    const failing = await listen(app);
    const response = await fetch(`${failing.origin}/`);
    failing.server.close();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("SECRET-INTERNAL");
    expect(text).not.toMatch(/\bat /);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it.each(["evil host", "a/b", "x:99999", "<script>", "a@b"])("answers Host %j with 400", async (host) => {
    const answer = await rawRequest(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain("content-security-policy:");
  });

  it("accepts real host names", () => {
    for (const host of ["localhost", "localhost:3000", "portal.digimon.test", "127.0.0.1:8080", "[::1]:3000", "my_host.internal"]) expect(isValidHost(host)).toBe(true);
  });
});

function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    const parts: Buffer[] = [];
    socket.on("data", (c: Buffer) => parts.push(c));
    socket.on("end", () => resolve(Buffer.concat(parts).toString()));
    socket.on("error", reject);
  });
}

describe("the client address", () => {
  it("reaches the routes from the socket, whatever the client writes in the address or forwarding headers", async () => {
    // Nothing is trusted as a proxy here (TRUSTED_PROXIES 0), so the socket's address is the client's.
    expect((await request("/whoami")).text).toBe("127.0.0.1");
    const forged = await request("/whoami", { headers: { "X-Digimon-Client-Address": "10.9.9.9", "X-Forwarded-For": "203.0.113.9" } });
    expect(forged.text).toBe("127.0.0.1");
  });
});

describe("the load context (getLoadContext)", () => {
  /** Counts how often a request's memo actually reads the session row (the memo's compute for a web-session key). */
  function countSessionReads() {
    const get = RequestMemo.prototype.get;
    const counter = { reads: 0 };
    const spy = vi.spyOn(RequestMemo.prototype, "get").mockImplementation(function <T>(this: RequestMemo, key: string, compute: () => T): T {
      return get.call(this, key, key.startsWith("web-session:") ? () => (counter.reads++, compute()) : compute) as T;
    });
    return { counter, restore: () => spy.mockRestore() };
  }

  it("gives the root, layout and page loaders of one document request one memo: the session is read once", async () => {
    const { counter, restore } = countSessionReads();
    try {
      memosSeen.length = 0;
      const page = await request("/memo/page", { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      // The real root loader, the layout and the page each asked; one read answered all three.
      expect(memosSeen).toHaveLength(2);
      expect(memosSeen[0]).toBe(memosSeen[1]);
      expect(counter.reads).toBe(1);
      // The next request has a memo of its own, so a sign-out or a change in between is seen.
      await request("/memo/page", { headers: { Cookie: cookie } });
      expect(memosSeen[2]).not.toBe(memosSeen[0]);
      expect(counter.reads).toBe(2);
    } finally {
      restore();
    }
  });

  it("keeps nothing for a POST, whose action may change the session before the same request's loaders run", async () => {
    const { counter, restore } = countSessionReads();
    try {
      // A form sent without JavaScript: the page's action, then the root, layout and page loaders, in one request.
      const answer = await request("/memo/page", { method: "POST", headers: formHeaders({ Origin: origin }), body: "note=1" });
      expect(answer.status).toBe(200);
      expect(counter.reads).toBe(4);
    } finally {
      restore();
    }
  });
});

describe("compression (the standard middleware, whole app)", () => {
  it("gzips a page for a client that accepts it, and leaves it plain for one that does not", async () => {
    const zipped = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/memo/page", headers: { Cookie: cookie, "Accept-Encoding": "gzip" }, agent: false }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (c: Buffer) => parts.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on("error", reject);
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toMatch(/^<!DOCTYPE html>/);
    const plain = await request("/memo/page", { headers: { Cookie: cookie } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toMatch(/^<!DOCTYPE html>/);
  });

  it("answers a browser (which prefers brotli) with brotli at quality 1", async () => {
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/memo/page", headers: { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br, zstd" }, agent: false }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (c: Buffer) => parts.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on("error", reject);
    });
    expect(answer.headers["content-encoding"]).toBe("br");
    const page = brotliDecompressSync(answer.body);
    expect(page.toString()).toMatch(/^<!DOCTYPE html>/);
    // Quality 1, not the middleware's default 4: the same bytes as a one-piece quality-1 compression.
    const quality = (q: number) => brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: q } });
    expect(answer.body.equals(quality(1))).toBe(true);
    expect(answer.body.equals(quality(4))).toBe(false);
  });
});

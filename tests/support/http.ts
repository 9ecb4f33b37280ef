import type http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import * as entryServer from "~/entry.server";
import * as root from "~/root";
import { createWebSession } from "~/services/auth-session.server";
import { createHttpApp } from "~/services/http-app.server";
import remixConfig from "../../remix.config.js";

/**
 * Serving pages over real HTTP in an integration test, as server.ts serves them: a Remix build made of the
 * real root and entry.server with the routes a test names under it, behind the Express app of
 * createHttpApp (the guards, the load context, the error answer), on an ephemeral loopback port.
 */

/** A route of a test build: its URL segment and module, under the root unless it names another parent. */
export type TestRoute = { path: string; module: object; parentId?: string };

/** The browser manifest's entry of a route; its flags are read from its module, as the Remix compiler would. */
const manifestEntry = (id: string, parentId: string | undefined, path: string, module: object) => ({
  id,
  parentId,
  path,
  module: `/build/${id}.js`,
  imports: [],
  hasLoader: "loader" in module,
  hasAction: "action" in module,
  hasClientLoader: false,
  hasClientAction: false,
  // The server treats the root as a boundary whether or not it exports one.
  hasErrorBoundary: id === "root" || "ErrorBoundary" in module,
});

/** A production build of the real root and entry.server with these routes (route id → path, module, parent). */
export function testBuild(routes: Record<string, TestRoute>): ServerBuild {
  const all = {
    root: { path: "", module: root as object, parentId: undefined },
    ...Object.fromEntries(Object.entries(routes).map(([id, r]) => [id, { ...r, parentId: r.parentId ?? "root" }])),
  };
  return {
    mode: "production",
    entry: { module: entryServer },
    routes: Object.fromEntries(Object.entries(all).map(([id, r]) => [id, { id, parentId: r.parentId, path: r.path, module: r.module }])),
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: Object.fromEntries(Object.entries(all).map(([id, r]) => [id, manifestEntry(id, r.parentId, r.path, r.module)])),
      url: "/build/manifest-test.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    // The app's own future flags, so that the test build behaves as the compiled one.
    future: remixConfig.future,
    isSpaMode: false,
  } as unknown as ServerBuild;
}

/** Listens on an ephemeral loopback port; resolves once it is listening. */
export async function listen(app: { listen: (port: number, host: string, ready: () => void) => http.Server }) {
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  return { server, port, origin: `http://127.0.0.1:${port}` };
}

export const closeServer = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The session cookie (name=value) of a user signed in on the web. */
export async function sessionCookie(userId: string) {
  return (await createWebSession(new Request("http://localhost/login"), userId)).get("Set-Cookie")!.split(";")[0];
}

/**
 * Serves the build for the test file (from beforeAll to afterAll) as the app server.ts serves, in production
 * mode and trusting no proxy, with `user` signed in. The handle's fields are set once beforeAll has run;
 * `get` sends the user's cookie and does not follow redirects. `onRequest` sees each request the server takes.
 */
export function useServedBuild(build: ServerBuild, { user, onRequest }: { user: string; onRequest?: (req: http.IncomingMessage) => void }) {
  let server: http.Server | undefined;
  const served = {
    origin: "",
    port: 0,
    cookie: "",
    get: (path: string) =>
      fetch(`${served.origin}${path}`, {
        headers: { Cookie: served.cookie },
        redirect: "manual",
      }),
  };
  beforeAll(async () => {
    served.cookie = await sessionCookie(user);
    const app = createHttpApp(build, {
      TRUSTED_PROXIES: 0,
      APP_MODE: "production",
      PUBLIC_URL: "https://portal.digimon.test",
    });
    ({ server, port: served.port, origin: served.origin } = await listen(app));
    if (onRequest) server.on("request", onRequest);
  });
  afterAll(() => (server ? closeServer(server) : undefined));
  return served;
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // lucide-react's package entry loads every icon (about 30 MB in each web worker); bundled, the server build
  // keeps only the icons the portal uses (issue 19, memory). The other pure-JavaScript packages are bundled for
  // the start time: Node resolves, reads and (for CommonJS) lexes each of their ~300 files at a worker's start,
  // 0.85 s -> 0.66 s for the build's import. React, react-dom and Remix's own packages stay external: react-dom's
  // server build calls require("stream"), which an ES module bundle cannot, and @remix-run/react must share
  // React with them. Native and worker-spawning packages (better-sqlite3, argon2, pino) stay external too.
  serverDependenciesToBundle: [/^lucide-react/, /^drizzle-orm/, /^jose/, /^zod/, /^xstate/, /^@xstate\//, /^react-i18next/, /^i18next/, /^html-parse-stringify/, /^void-elements/, /^@conform-to\//, /^react-remove-scroll/, /^use-callback-ref/, /^use-sidecar/, /^react-style-singleton/, /^@radix-ui\//, /^@floating-ui\//, /^aria-hidden/, /^get-nonce/, /^detect-node-es/, /^tslib/, /^tailwind-merge/, /^clsx/, /^class-variance-authority/, /^remix-i18next/, /^remix-auth/, /^use-isomorphic-layout-effect/],
  tailwind: true,
  postcss: true,
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};

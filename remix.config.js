/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // lucide-react's package entry loads every icon (about 30 MB in each web worker); bundled, the server build
  // keeps only the icons the portal uses (issue 19, memory).
  serverDependenciesToBundle: [/^lucide-react/],
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

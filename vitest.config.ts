import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { "~": root("./app"), "#machines": root("./machines"), "#db": root("./db") },
  },
  esbuild: { jsx: "automatic" },
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "machines/**/*.test.ts", "db/**/*.test.ts", "jobs/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

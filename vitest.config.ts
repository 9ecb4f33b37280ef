import { availableParallelism } from "node:os";
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
    // Vitest leaves a core free by default (one fork on a 2-core machine); the files spend most of their time in
    // SQLite and our code, so every core runs one: 414 s -> 246 s on the 2-core CI machine.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

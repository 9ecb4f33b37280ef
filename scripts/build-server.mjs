// `npm run build`, after `remix build`: compiles the process entry (server.ts), the job worker (jobs/worker-main.ts,
// which carries the runner and every job) and the one-job runner (jobs/run-one.ts) to plain JavaScript under build/server/, so that `npm start` and the job
// threads run with `node` alone: no transpiler in the production path (the architecture's rule; tsx in every job
// thread cost 30 % of a core while idle). Packages stay external (loaded from node_modules as they are); our own
// modules, with the `~/`, `#db/` and `#machines/` aliases of tsconfig.json, are bundled.
//
// import.meta.url: a few modules find files beside their source (db/migrate.ts its migrations, jobs/index.ts the
// job worker). In a bundle every module would share the bundle's URL, so each such use is rewritten to the URL of
// the module's own source file, computed relative to the bundle (the build stays valid when the checkout moves).
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const outdir = path.join(root, "build", "server");

// esbuild 0.17's `packages: "external"` would also leave the tsconfig aliases (`~/`, `#db/`) unresolved: a bare
// name that is not one of ours stays an import of node_modules, and ours go on to the tsconfig paths.
/** @type {import("esbuild").Plugin} */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./~#]/ }, (args) => (args.kind === "entry-point" ? undefined : { path: args.path, external: true }));
  },
};

/** @type {import("esbuild").Plugin} */
const sourceUrl = {
  name: "source-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join("/");
      const contents = text.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
      const loader = /\.tsx$/.test(args.path) ? "tsx" : /\.ts$/.test(args.path) ? "ts" : "js";
      return { contents, loader };
    });
  },
};

const started = performance.now();
// Chunk names change with their content: a fresh directory keeps old chunks from piling up.
rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: root,
  // run-one: "Run now" from a web process without the scheduler starts the job as a process of its own.
  // pdf-worker: a PDF render thread (app/services/pdf-worker/worker-main.mjs with the documents' code); the compiled
  // server points the pool at it (PDF_WORKER_FILE), so no thread of `npm start` registers tsx.
  entryPoints: { server: "server.ts", "job-worker": "jobs/worker-main.ts", "run-one": "jobs/run-one.ts", "pdf-worker": "app/services/pdf-worker/worker-main.mjs" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  // server.ts imports each role's modules dynamically (the primary: migrations, seed, jobs; a web worker: Express and
  // the Remix build): split, every dynamic import is a chunk whose packages load only when it does. Without
  // splitting, esbuild would hoist every package import of the bundle to its top and each process would load all.
  splitting: true,
  // Chunks sit beside the entries: the import.meta.url rewrite (sourceUrl) is relative to outdir.
  chunkNames: "chunk-[name]-[hash]",
  target: "node20",
  tsconfig: "tsconfig.json",
  // Tells jobs/index.ts (and whoever asks) that it runs from the compiled build: it then starts job threads on
  // build/server/job-worker.js instead of the tsx bootstrap.
  define: { __DIGIMON_COMPILED__: "true" },
  plugins: [packagesExternal, sourceUrl],
  sourcemap: "linked",
  logLevel: "warning",
  legalComments: "none",
});
console.log(`built the server, the job worker and the PDF worker into ${path.relative(root, outdir)}/ in ${Math.round(performance.now() - started)} ms`);

// `npm start`: the compiled portal with plain node (build/server/server.js: the process entry, migrations, seed,
// jobs, web workers). No transpiler in this path. A fresh clone, or sources newer than the build (a pull), are
// built first with `npm run build` (remix build and scripts/build-server.mjs), and the log says so.
// The web workers (node:cluster) run this file again: only the primary checks and builds.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER = path.join(root, "build", "server", "server.js");
const OUTPUTS = [path.join(root, "build", "index.js"), SERVER, path.join(root, "build", "server", "job-worker.js"), path.join(root, "build", "server", "pdf-worker.js")];
const SOURCES = ["app", "machines", "db", "jobs", "server.ts", "remix.config.js", "tsconfig.json", "scripts/build-server.mjs"];

function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** Why a build is needed, or null. */
function staleness() {
  const missing = OUTPUTS.find((f) => !existsSync(f));
  if (missing) return `${path.relative(root, missing)} is missing`;
  const built = Math.min(...OUTPUTS.map((f) => statSync(f).mtimeMs));
  const newer = SOURCES.map((s) => path.join(root, s)).find((s) => existsSync(s) && newestMtime(s) > built);
  return newer ? `${path.relative(root, newer)} changed since the last build` : null;
}

if (cluster.isPrimary) {
  const reason = staleness();
  if (reason) {
    // The portal's own log is pino's JSON: this line takes the same shape.
    console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: `building the portal (npm run build): ${reason}` }));
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (result.status !== 0) {
      console.error("npm run build failed: the portal cannot start without a build");
      process.exit(1);
    }
  }
}
// Stack traces (in the log and in job_runs) name the TypeScript sources, through build/server/*.js.map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER).href);

// The development bootstrap of a job's worker thread (`npm run dev`, `npm run jobs`, tests): a worker cannot load
// TypeScript on its own, so this registers tsx in the thread and runs jobs/worker-main.ts. `npm start` never loads
// it: there the threads run the compiled build/server/job-worker.js (jobs/index.ts chooses).
import { register } from "tsx/esm/api";

register();
await import("./worker-main.ts");

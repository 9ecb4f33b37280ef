// The development bootstrap of a PDF render worker (`npm run dev`, `tsx server.ts`, vitest): a worker thread cannot
// load TypeScript on its own, so this registers tsx in the thread and runs worker-main.mjs, which imports
// app/documents/render.tsx as source. `npm start` never loads it: there the pool starts the compiled
// build/server/pdf-worker.js (options.ts chooses).
import { register } from "tsx/esm/api";

register();
await import("./worker-main.mjs");

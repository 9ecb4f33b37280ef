/**
 * A small node:cluster for the metrics test: the primary answers operations (as server.ts's does) and forks two
 * workers; worker i counts 3 + i requests under one route, then worker 1 answers a "scrape" as /metrics would
 * (metricsText) and the jobs check as /readyz would, and prints both as one JSON line. Prints nothing else.
 */
import cluster from "node:cluster";
import { observeRequest, metricsText, prepareOperations, readiness, serveOperations } from "~/services/metrics.server";

if (cluster.isPrimary) {
  serveOperations(() => "running");
  const workers = [1, 2].map((i) => cluster.fork({ WORKER_INDEX: String(i) }));
  let ready = 0;
  for (const worker of workers) {
    worker.on("message", (message: unknown) => {
      if (message === "counted" && ++ready === workers.length) workers[0].send("scrape");
      if (typeof message === "object" && message !== null && "result" in message) {
        console.log(JSON.stringify((message as { result: unknown }).result));
        for (const w of workers) w.kill();
      }
    });
  }
} else {
  prepareOperations();
  const index = Number(process.env.WORKER_INDEX);
  for (let i = 0; i < 2 + index; i++) observeRequest("GET", "routes/cluster-test", 200, 0.01);
  process.on("message", (message: unknown) => {
    if (message !== "scrape") return;
    void Promise.all([metricsText(), readiness()]).then(([metrics, ready]) => process.send?.({ result: { metrics: metrics.body, jobs: ready.checks.find((c) => c.name === "jobs") } }));
  });
  process.send?.("counted");
}

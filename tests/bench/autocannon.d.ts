// The part of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; non2xx: number; errors: number; timeouts: number };
  type Options = { url: string; connections?: number; duration?: number; amount?: number; headers?: Record<string, string>; method?: string; body?: string; requests?: { method?: string; path: string }[] };
  type Instance = PromiseLike<Result> & { on(event: "response", fn: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void; stop(): void };
  function autocannon(options: Options): Instance;
  export default autocannon;
}

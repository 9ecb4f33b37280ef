import type http from "node:http";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { db, writeTransaction } from "#db/client.server";
import { seedDemoData } from "#db/seed/index";
import { beginJobRun, finishJobRun } from "~/models/job-run.server";
import { readWebSession } from "~/services/auth-session.server";
import { createHttpApp, routeIdOf } from "~/services/http-app.server";
import { logger, REDACTED, setLogDestination } from "~/services/logger.server";
import { countedClient } from "~/services/integration-calls.server";
import { setJobsState } from "~/services/metrics.server";
import { enqueueEffect } from "~/services/outbox.server";
import { TaxAuthorityUnavailableError } from "~/integrations/tax-authority/index.server";
import { runWorker, workerAnswer } from "../support/child-process";
import { closeServer, listen, sessionCookie, testBuild } from "../support/http";

/**
 * Operating the portal (issue 19): request ids and user ids on every log line, redaction, /metrics (access,
 * families, bounded labels) and /readyz, over real HTTP through the Express app server.ts serves.
 */

const TOKEN = "metrics-token-for-the-test-0123456789";

/** A page whose loader reads the session, as portal loaders do, and logs from inside the request. */
const thing = {
  loader: async ({ request, context, params }: LoaderFunctionArgs) => {
    const signedIn = await readWebSession(request, context);
    logger.info({ thing: params.id }, "deep line");
    return new Response(signedIn ? "signed in" : "anonymous", { headers: { "Content-Type": "text/plain" } });
  },
};

let server: http.Server;
let origin = "";
let cookie = "";
const lines: Record<string, unknown>[] = [];
const build = testBuild({
  "routes/things.$id": { path: "things/:id", module: thing },
  "routes/things.new": { path: "things/new", module: { loader: () => new Response("new") } },
});

beforeAll(async () => {
  await seedDemoData();
  cookie = await sessionCookie("usr-member");
  // One trusted proxy: the test plays it, naming a remote client in X-Forwarded-For (or none: a local one).
  const app = createHttpApp(build, { TRUSTED_PROXIES: 1, APP_MODE: "production", PUBLIC_URL: "https://portal.digimon.test", METRICS_TOKEN: TOKEN });
  ({ server, origin } = await listen(app));
  setLogDestination({ write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  logger.level = "info";
});

afterAll(async () => {
  logger.level = "silent";
  setLogDestination(null);
  setJobsState(null);
  await closeServer(server);
});

const REMOTE = { "X-Forwarded-For": "203.0.113.7" };
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers, redirect: "manual" });

describe("request ids and log lines", () => {
  it("echoes a sane X-Request-Id and generates one otherwise", async () => {
    const given = await get("/things/1", { "X-Request-Id": "lb-7f3a9c.001" });
    expect(given.headers.get("x-request-id")).toBe("lb-7f3a9c.001");

    const generated = await get("/things/1");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    for (const insane of ["a b", "x".repeat(200), "<script>", "id;drop"]) {
      const answer = await get("/things/1", { "X-Request-Id": insane });
      expect(answer.headers.get("x-request-id")).not.toBe(insane);
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("a line logged deep inside a request carries its request id and the signed-in user; so does the request line", async () => {
    const answer = await get("/things/42", { "X-Request-Id": "trace-deep-0001", Cookie: cookie });
    expect(await answer.text()).toBe("signed in");
    const deep = lines.find((l) => l.msg === "deep line" && l.requestId === "trace-deep-0001");
    expect(deep).toMatchObject({ requestId: "trace-deep-0001", userId: "usr-member", thing: "42" });
    // The request line is written when the answer is finished: wait for it.
    await vi.waitFor(() => expect(lines.find((l) => l.msg === "request" && l.requestId === "trace-deep-0001")).toMatchObject({ userId: "usr-member", status: 200, url: "/things/42" }));

    await get("/things/43", { "X-Request-Id": "trace-anon-0001" });
    expect(lines.find((l) => l.msg === "deep line" && l.requestId === "trace-anon-0001")).not.toHaveProperty("userId");
  });

  it("redacts passwords, codes, tokens, cookies and secret query parameters", () => {
    const secrets = ["482913", "hunter2-pass", "otp-739104", "tok-abcdef", "sid=cookie-value", "Bearer api-secret", "nested-pass", "link-token-xyz", "apikey-123", "sess-987"];
    logger.info(
      {
        password: "hunter2-pass",
        otp: "otp-739104",
        body: { code: "482913" },
        exit: { code: 1 },
        token: "tok-abcdef",
        apiKey: "apikey-123",
        sessionId: "sess-987",
        headers: { cookie: "sid=cookie-value", authorization: "Bearer api-secret" },
        user: { email: "rina@example.test", password: "nested-pass" },
        url: "/activation?token=link-token-xyz&lang=en",
      },
      "payload with secrets",
    );
    const line = lines.find((l) => l.msg === "payload with secrets");
    expect(line).toBeDefined();
    const text = JSON.stringify(line);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(line).toMatchObject({ password: REDACTED, body: { code: REDACTED }, exit: { code: 1 }, user: { email: "rina@example.test", password: REDACTED }, url: `/activation?token=${encodeURIComponent(REDACTED)}&lang=en` });
  });
});

describe("/metrics", () => {
  it("is refused to a remote client without the token or with a wrong one, served with the token or from this machine", async () => {
    expect((await get("/metrics", REMOTE)).status).toBe(403);
    expect((await get("/metrics", { ...REMOTE, Authorization: "Bearer not-the-token-0000000000000000" })).status).toBe(403);
    // A client cannot claim to be local by writing the address header itself.
    expect((await get("/metrics", { ...REMOTE, "X-Digimon-Client-Address": "127.0.0.1" })).status).toBe(403);
    const withToken = await get("/metrics", { ...REMOTE, Authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get("content-type")).toContain("text/plain");
    expect((await get("/metrics")).status).toBe(200);
  });

  it("has the named families, counts requests under their route id (never the raw id) and reads the database figures", async () => {
    const before = await (await get("/metrics")).text();
    const pendingBefore = Number(/^digimon_outbox_pending (\d+)/m.exec(before)?.[1]);

    await get("/things/4711-very-secret-id");
    await get("/things/4712-very-secret-id");
    const begun = beginJobRun("metrics-test-job", "manual");
    if (!begun.started) throw new Error("the test job did not start");
    finishJobRun(begun.runId, "failed", {}, "boom");
    writeTransaction((tx) => enqueueEffect(tx, "test.metrics", {}));
    const tax = countedClient("tax-authority", { submit: async () => ({ ok: false, message: "refused" }), status: async (): Promise<never> => { throw new TaxAuthorityUnavailableError("down"); } }, {
      classify: (_op, result) => ((result as { ok: boolean }).ok ? "accepted" : "refused"),
      failure: (error) => (error instanceof TaxAuthorityUnavailableError ? "unreachable" : "error"),
    });
    await tax.submit();
    await expect(tax.status()).rejects.toThrow("down");

    const text = await (await get("/metrics", { ...REMOTE, Authorization: `Bearer ${TOKEN}` })).text();
    for (const family of [
      "digimon_http_requests_total",
      "digimon_http_request_duration_seconds",
      "digimon_job_runs_total",
      "digimon_job_last_success_timestamp_seconds",
      "digimon_outbox_pending",
      "digimon_outbox_oldest_pending_age_seconds",
      "digimon_integration_calls_total",
      "digimon_pdf_queue_depth",
      "digimon_database_size_bytes",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    expect(text).toMatch(/^digimon_http_requests_total\{method="GET",route="routes\/things\.\$id",status="200"\} ([2-9]|\d{2,})$/m);
    expect(text).not.toContain("4711");
    expect(text).not.toContain("very-secret-id");
    expect(text).toMatch(/^digimon_job_runs_total\{job="metrics-test-job",outcome="failed"\} 1$/m);
    expect(Number(/^digimon_outbox_pending (\d+)/m.exec(text)?.[1])).toBe(pendingBefore + 1);
    expect(text).toMatch(/^digimon_integration_calls_total\{system="tax-authority",operation="submit",outcome="refused"\} 1$/m);
    expect(text).toMatch(/^digimon_integration_calls_total\{system="tax-authority",operation="status",outcome="unreachable"\} 1$/m);
    expect(Number(/^digimon_database_size_bytes\{file="main"\} (\d+)/m.exec(text)?.[1])).toBeGreaterThan(0);
  });

  it("names routes as Remix would: a static segment before a dynamic one, case-insensitive, a trailing slash allowed", () => {
    expect(routeIdOf(build, "/things/new")).toBe("routes/things.new");
    expect(routeIdOf(build, "/things/42")).toBe("routes/things.$id");
    expect(routeIdOf(build, "/Things/42/")).toBe("routes/things.$id");
    expect(routeIdOf(build, "/things/42/more")).toBe("unmatched");
    expect(routeIdOf(build, "/")).toBe("root");
  });

  it("labels a path no route matches as unmatched and a forged _data route id as unmatched", async () => {
    await get("/no/such/page/zqxwvk");
    await get("/things/1?_data=routes%2Fforged-qkzjv");
    const text = await (await get("/metrics")).text();
    expect(text).not.toContain("zqxwvk");
    expect(text).not.toContain("qkzjv");
    expect(text).toMatch(/route="unmatched"/);
  });
});

describe("/readyz", () => {
  const readyz = async () => {
    const answer = await get("/readyz");
    return { status: answer.status, body: (await answer.json()) as { status: string; checks: { name: string; ok: boolean; detail: string }[] } };
  };
  const check = (body: Awaited<ReturnType<typeof readyz>>["body"], name: string) => body.checks.find((c) => c.name === name);

  it("is 200 when the database is writable, every migration applied and the jobs running", async () => {
    setJobsState("running");
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.status).toBe("ready");
    expect(body.checks.map((c) => [c.name, c.ok])).toEqual([
      ["database", true],
      ["migrations", true],
      ["jobs", true],
    ]);
  });

  it("is 503 when the latest migration is missing", async () => {
    setJobsState("running");
    const latest = db().get<{ hash: string; created_at: number }>(sql`select hash, created_at from __drizzle_migrations order by created_at desc limit 1`)!;
    db().run(sql`delete from __drizzle_migrations where created_at = ${latest.created_at}`);
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(check(body, "migrations")).toMatchObject({ ok: false, detail: "1 migration(s) not applied" });
      expect(check(body, "database")?.ok).toBe(true);
    } finally {
      db().run(sql`insert into __drizzle_migrations (hash, created_at) values (${latest.hash}, ${latest.created_at})`);
    }
    expect((await readyz()).status).toBe(200);
  });

  it("is 503 when the database refuses writes", async () => {
    setJobsState("running");
    db().$client.pragma("query_only = ON");
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(check(body, "database")?.ok).toBe(false);
    } finally {
      db().$client.pragma("query_only = OFF");
    }
  });

  it("is 503 when no scheduler runs or it is stopping, 200 when jobs are disabled on purpose", async () => {
    setJobsState(null);
    expect(check((await readyz()).body, "jobs")).toMatchObject({ ok: false });
    setJobsState("stopping");
    const stopping = await readyz();
    expect(stopping.status).toBe(503);
    expect(check(stopping.body, "jobs")).toMatchObject({ ok: false, detail: "the scheduler is stopping" });
    setJobsState("disabled");
    expect((await readyz()).status).toBe(200);
  });
});

describe("a cluster", () => {
  it("answers a scrape on one worker with the whole group's figures, and the primary's scheduler state", async () => {
    const result = await workerAnswer<{ metrics: string; jobs: { ok: boolean; detail: string } }>(runWorker("tests/integration/metrics-cluster-worker.ts"));
    // Worker 1 counted 3 requests, worker 2 counted 4: the scrape answered by worker 1 sees 7.
    expect(result.metrics).toMatch(/^digimon_http_requests_total\{method="GET",route="routes\/cluster-test",status="200"\} 7$/m);
    expect(result.metrics).toMatch(/^digimon_http_request_duration_seconds_count\{method="GET",route="routes\/cluster-test",status="200"\} 7$/m);
    // Figures read from the database appear once, not once per process.
    expect(result.metrics.match(/^# TYPE digimon_outbox_pending /gm)).toHaveLength(1);
    expect(result.jobs).toMatchObject({ ok: true, detail: "the scheduler runs in the primary" });
  }, 60_000);
});

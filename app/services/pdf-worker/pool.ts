// A small pool of worker threads that render PDFs (worker.mjs), so a render never stalls the event loop
// that serves requests. Each worker renders one document at a time; jobs wait in a bounded FIFO queue.
// A render that takes longer than the timeout has its worker terminated (and replaced); a worker is
// recycled after N renders or once its heap passes a threshold, because @react-pdf/renderer's caches
// grow over many renders (architecture.md, "Known pitfalls").
import { existsSync } from "node:fs";
import { type ResourceLimits, Worker } from "node:worker_threads";
import type { PdfBytes } from "~/documents/types";

export type PdfPoolOptions = {
  /** Absolute path of the worker entry (worker.mjs). */
  workerFile: string;
  /** Worker threads (1-2 on a 2-core machine). */
  size: number;
  /** A render running longer than this is abandoned and its worker replaced. */
  timeoutMs: number;
  /** A worker is replaced after this many renders. */
  recycleAfter: number;
  /** ...or when its heap after a render exceeds this many MB. */
  recycleHeapMb: number;
  /** Jobs waiting beyond this are refused at once (status 503) rather than queued without bound. */
  maxQueue: number;
  /** Passed to each worker (warm-up document, render module). */
  workerData?: Record<string, unknown>;
  /** V8 limits per worker: an out-of-memory render kills its worker, not the server. */
  resourceLimits?: ResourceLimits;
  /**
   * Workers idle this long are stopped (they start again on the next render): a warm renderer holds 50-100 MB in
   * every web worker, which an idle portal should give back (issue 19, memory). 0 keeps them.
   */
  idleMs?: number;
};

export type PdfRenderFailure = "timeout" | "busy" | "crashed" | "failed" | "closed" | "unavailable";

export class PdfRenderError extends Error {
  constructor(
    readonly reason: PdfRenderFailure,
    message: string,
  ) {
    super(message);
    this.name = "PdfRenderError";
  }
}

export type PdfPoolStats = { size: number; workers: number; busy: number; queued: number; rendered: number; failed: number; timeouts: number; crashes: number; recycled: number; spawned: number };

type Job = { id: number; input: unknown; timeoutMs?: number; resolve: (pdf: PdfBytes) => void; reject: (error: Error) => void };
type Slot = {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  renders: number;
  /** Takes no more work; stopped as soon as it is idle. */
  retiring: boolean;
  /** Due for recycling: keeps serving until `successor` is ready, so a recycle never makes a request wait. */
  successor: Slot | null;
  /** The worker this one replaces once ready. */
  replaces: Slot | null;
  lastError: string | null;
  /** Stopped for idleness: not replaced until work comes. */
  idle?: boolean;
};

type WorkerReply =
  | { type: "ready" }
  | { type: "rendered"; id: number; pdf: PdfBytes; ms: number; cpuMs: number; heapUsed: number }
  | { type: "failed"; id: number; message: string; stack?: string };

/** Consecutive start-up failures after which queued jobs are refused instead of waiting for a worker that cannot start. */
const MAX_STARTUP_FAILURES = 3;

export class PdfWorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private startupFailures = 0;
  private lastStartupError: string | null = null;
  private warming = 0;
  private readonly counters = { rendered: 0, failed: 0, timeouts: 0, crashes: 0, recycled: 0, spawned: 0 };
  private readonly readyWaiters: (() => void)[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  /** Render times (ms, measured inside the worker) of the last renders, for the benchmark and logs. */
  readonly lastRenderMs: number[] = [];
  /** Process CPU time (ms) during each of the last renders: the render's cost when one runs at a time. */
  readonly lastRenderCpuMs: number[] = [];

  constructor(readonly options: PdfPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError(`pool size must be a whole number of at least 1, got ${options.size}`);
    if (!existsSync(options.workerFile)) throw new Error(`PDF worker entry not found at ${options.workerFile}: start the server from the project root`);
  }

  /**
   * Renders `input` (a plain, structured-clone-able view) in a worker; resolves with the PDF bytes. `timeoutMs`
   * replaces the pool's timeout for this job (a report of thousands of rows takes longer than an invoice).
   */
  render(input: unknown, { timeoutMs }: { timeoutMs?: number } = {}): Promise<PdfBytes> {
    if (this.closed) return Promise.reject(new PdfRenderError("closed", "The PDF renderer is shut down"));
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(new PdfRenderError("busy", "Too many documents are being rendered; try again in a moment"));
    return new Promise<PdfBytes>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, timeoutMs, resolve, reject });
      this.pump();
    });
  }

  /**
   * Starts every worker and waits until each has loaded its renderer (it then warms up in the background);
   * throws when none can start. `holdProcess: false` lets the process exit meanwhile (a warm-up at server start).
   */
  async warm({ holdProcess = true }: { holdProcess?: boolean } = {}): Promise<void> {
    if (this.closed) throw new PdfRenderError("closed", "The PDF renderer is shut down");
    const hold = holdProcess ? 1 : 0;
    this.warming += hold;
    try {
      while (this.slots.size < this.options.size) this.spawn();
      while (!this.closed && [...this.slots].some((s) => !s.ready)) await new Promise<void>((resolve) => this.readyWaiters.push(resolve));
    } finally {
      this.warming -= hold;
      this.updateRefs();
    }
    if (![...this.slots].some((s) => s.ready)) throw new PdfRenderError("unavailable", `The PDF renderer cannot start${this.lastStartupError ? `: ${this.lastStartupError}` : ""}`);
  }

  stats(): PdfPoolStats {
    const slots = [...this.slots];
    return { size: this.options.size, workers: slots.length, busy: slots.filter((s) => s.job).length, queued: this.queue.length, ...this.counters };
  }

  /** Refuses what waits, abandons what runs, and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const job of this.queue.splice(0)) job.reject(new PdfRenderError("closed", "The PDF renderer is shut down"));
    const exits = [...this.slots].map((slot) => {
      this.abandon(slot, new PdfRenderError("closed", "The PDF renderer is shut down"));
      return slot.worker.terminate();
    });
    await Promise.allSettled(exits);
    this.slots.clear();
    this.wakeReadyWaiters();
  }

  private pump() {
    if (this.closed) return;
    this.scheduleIdleStop();
    // Workers start on demand, all of them at once: a second one is warm by the time a second request comes.
    if (this.queue.length > 0) while (this.slots.size < this.options.size) this.spawn();
    for (const slot of this.slots) {
      if (!slot.ready || slot.job || slot.retiring) continue;
      const job = this.queue.shift();
      if (!job) break;
      this.assign(slot, job);
    }
    this.updateRefs();
  }

  private spawn(replaces: Slot | null = null): Slot {
    const worker = new Worker(this.options.workerFile, { workerData: this.options.workerData ?? {}, resourceLimits: this.options.resourceLimits });
    const slot: Slot = { worker, ready: false, job: null, timer: null, renders: 0, retiring: false, successor: null, replaces: null, lastError: null };
    slot.replaces = replaces;
    this.slots.add(slot);
    this.counters.spawned++;
    worker.on("message", (message: WorkerReply) => this.onMessage(slot, message));
    worker.on("error", (error) => {
      slot.lastError = error?.message ?? String(error);
    });
    worker.on("exit", (code) => this.onExit(slot, code));
    this.updateRefs();
    return slot;
  }

  private assign(slot: Slot, job: Job) {
    slot.job = job;
    slot.timer = setTimeout(() => this.onTimeout(slot), job.timeoutMs ?? this.options.timeoutMs);
    try {
      slot.worker.postMessage({ type: "render", id: job.id, view: job.input });
    } catch (error) {
      // Not structured-clone-able (a function, a class instance): the caller's bug, not the worker's.
      this.clearJob(slot);
      this.counters.failed++;
      job.reject(new PdfRenderError("failed", `The document data cannot be sent to the renderer: ${(error as Error).message}`));
    }
  }

  private onMessage(slot: Slot, message: WorkerReply) {
    if (message.type === "ready") {
      slot.ready = true;
      this.startupFailures = 0;
      if (slot.replaces) this.retire(slot.replaces);
      slot.replaces = null;
      this.wakeReadyWaiters();
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return; // a late answer to a job already timed out
    this.clearJob(slot);
    if (message.type === "rendered") {
      slot.renders++;
      this.counters.rendered++;
      for (const [list, value] of [[this.lastRenderMs, message.ms], [this.lastRenderCpuMs, message.cpuMs]] as const) {
        list.push(value);
        if (list.length > 1000) list.splice(0, list.length - 1000);
      }
      job.resolve(message.pdf);
      if (slot.retiring) void slot.worker.terminate();
      else if (!slot.successor && (slot.renders >= this.options.recycleAfter || message.heapUsed > this.options.recycleHeapMb * 1024 * 1024)) this.recycle(slot);
    } else {
      this.counters.failed++;
      job.reject(new PdfRenderError("failed", `The document could not be rendered: ${message.message}`));
    }
    this.pump();
  }

  private onTimeout(slot: Slot) {
    this.counters.timeouts++;
    this.abandon(slot, new PdfRenderError("timeout", `Rendering the document took longer than ${this.options.timeoutMs} ms`));
    // A worker stuck in a render cannot be interrupted politely; its replacement starts when it has exited.
    slot.retiring = true;
    void slot.worker.terminate();
  }

  /**
   * Replaces a worker that has done enough renders (or grown too big): the successor starts at once and the
   * old worker goes on serving until the successor is ready, so no request waits for a cold start.
   */
  private recycle(slot: Slot) {
    this.counters.recycled++;
    slot.successor = this.spawn(slot);
  }

  private retire(slot: Slot) {
    slot.retiring = true;
    if (!slot.job) void slot.worker.terminate();
  }

  private onExit(slot: Slot, code: number) {
    this.slots.delete(slot);
    // A successor that dies before it is ready leaves the old worker in service (it recycles again later).
    if (slot.replaces?.successor === slot) slot.replaces.successor = null;
    const planned = slot.retiring || this.closed;
    this.wakeReadyWaiters();
    if (!planned) {
      this.counters.crashes++;
      if (!slot.ready) this.lastStartupError = slot.lastError ?? `exit code ${code}`;
      this.abandon(slot, new PdfRenderError("crashed", `The PDF renderer stopped (exit code ${code}${slot.lastError ? `: ${slot.lastError}` : ""})`));
      // Refuse what waits only when no worker at all can serve it (a failed successor leaves its predecessor working).
      if (!slot.ready && ++this.startupFailures >= MAX_STARTUP_FAILURES && ![...this.slots].some((s) => s.ready && !s.retiring)) {
        this.startupFailures = 0;
        const reason = `The PDF renderer cannot start${slot.lastError ? `: ${slot.lastError}` : ""}`;
        for (const job of this.queue.splice(0)) job.reject(new PdfRenderError("unavailable", reason));
        this.updateRefs();
        return;
      }
    }
    if (this.closed) return;
    // A timed-out worker is replaced at once (so the next request finds a warm one), a recycled one already was,
    // and a crashed one is when work waits (pump).
    if (slot.retiring && !slot.idle && !slot.successor && this.slots.size < this.options.size) this.spawn();
    this.pump();
  }

  private abandon(slot: Slot, error: PdfRenderError) {
    const job = slot.job;
    if (!job) return;
    this.clearJob(slot);
    job.reject(error);
  }

  private clearJob(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  /** Workers keep the process alive only while they have (or are starting for) work: an idle pool never blocks exit. */
  private updateRefs() {
    const waiting = this.queue.length > 0 || this.warming > 0;
    for (const slot of this.slots) {
      if (slot.job || (waiting && !slot.ready)) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  /** (Re)starts the idle countdown whenever work comes or goes; when it runs out with nothing to do, every worker stops. */
  private scheduleIdleStop() {
    const idleMs = this.options.idleMs ?? 0;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (idleMs <= 0) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.closed || this.queue.length > 0 || this.warming > 0 || [...this.slots].some((s) => s.job)) return this.scheduleIdleStop();
      for (const slot of this.slots) {
        if (slot.successor) continue;
        slot.idle = true;
        this.retire(slot);
      }
    }, idleMs);
    this.idleTimer.unref();
  }

  private wakeReadyWaiters() {
    for (const wake of this.readyWaiters.splice(0)) wake();
  }
}

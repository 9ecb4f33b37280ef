import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

/**
 * Configuration from environment variables, validated once at start.
 * The embedded default needs none of them: in sandbox mode a missing secret is
 * generated once into DATA_DIR (so sessions survive restarts); in production a
 * missing secret stops the start, because a generated one would silently log
 * everybody out on every deploy.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  APP_MODE: z.enum(["sandbox", "production"]).default("sandbox"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_PATH: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  ENCRYPTION_KEY: z.string().regex(/^[0-9a-f]{64}$/i, "ENCRYPTION_KEY must be 64 hex characters").optional(),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(8 * 60),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Digimon <no-reply@digimon.test>"),
  /** Resend's API key (re_...): when set, mail goes through Resend's HTTP API instead of SMTP, and each mail gets Resend's id (issue 20). */
  RESEND_API_KEY: z.string().regex(/^re_\w{8,}$/, "RESEND_API_KEY must be a Resend API key (re_...)").optional(),
  /** The signing secret of Resend's webhook (whsec_ + base64), for POST /webhooks/mail; never logged. */
  RESEND_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, "RESEND_WEBHOOK_SECRET must be Resend's signing secret (whsec_...)").optional(),
  PUBLIC_URL: z.string().url().optional(),
  TAX_AUTHORITY_URL: z.string().url().optional(),
  ACCOUNTING_URL: z.string().url().optional(),
  PAYMENT_GATEWAY_URL: z.string().url().optional(),
  /** How long a gateway VA or card link stays payable when the product does not tie it to the due date (manual_expired). */
  PAYMENT_GATEWAY_VA_EXPIRY_HOURS: z.coerce.number().int().min(1).max(24 * 180).default(24),
  /** How many proxies in front of the portal may say who the client is (Express "trust proxy"); 0 trusts none. */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** HTTP worker processes; default one per core (server.ts). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /**
   * Each web worker's V8 heap limit in MiB (process-lifecycle.server.ts). A worker's live heap is about 40 MiB and
   * the largest export streams; raise it only for a worker that reports running out of heap.
   */
  WEB_WORKER_HEAP_MB: z.coerce.number().int().min(128).max(16_384).default(512),
  JOBS_ENABLED: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  /** The language of new users and of signed-out visitors whose browser asks for neither language (issue 18). */
  DEFAULT_LANGUAGE: z.enum(["id", "en"]).default("id"),
  CUSTOMIZER_ENABLED: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Bearer token that lets a scraper read /metrics from another machine; unset, only this machine (localhost) may. */
  METRICS_TOKEN: z.string().min(24, "METRICS_TOKEN must be at least 24 characters").optional(),
  /** Hours between the scheduled backups (jobs/backup.ts); 0 turns them off. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(24 * 366).default(24),
  /** How many backups the scheduled job keeps in BACKUP_DIR; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  /** Where backups go; default DATA_DIR/backups (better another disk). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Issue 21: cancelling an invoice whose total is above this many rupiah needs a second approver (0: always). */
  CREDIT_NOTE_SECOND_APPROVAL_ABOVE: z.coerce.number().int().min(0).default(100_000_000),
});

type SecretName = "SESSION_SECRET" | "JWT_SECRET" | "ENCRYPTION_KEY";

export type Env = z.infer<typeof EnvSchema> & {
  DATABASE_PATH: string;
  BACKUP_DIR: string;
  SESSION_SECRET: string;
  JWT_SECRET: string;
  ENCRYPTION_KEY: string;
  PUBLIC_URL: string;
};

export class ConfigError extends Error {}

function readOrCreateSecret(dataDir: string, name: SecretName, bytes: number, warn: (m: string) => void) {
  const dir = path.join(dataDir, "secrets");
  const file = path.join(dir, name.toLowerCase());
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes).toString("hex");
  writeFileSync(file, value, { mode: 0o600 });
  warn(`${name} was not set: generated one into ${file} (sandbox mode only)`);
  return value;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env, warn: (m: string) => void = console.warn): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const secrets: Record<SecretName, number> = { SESSION_SECRET: 32, JWT_SECRET: 32, ENCRYPTION_KEY: 32 };
  const resolved = {} as Record<SecretName, string>;
  for (const [name, bytes] of Object.entries(secrets) as [SecretName, number][]) {
    const given = env[name];
    if (given) resolved[name] = given;
    else if (env.APP_MODE === "production") {
      throw new ConfigError(`${name} is required when APP_MODE=production. Set it in the environment.`);
    } else resolved[name] = readOrCreateSecret(env.DATA_DIR, name, bytes, warn);
  }
  // Without SMTP the portal would write sign-in codes and reset links into the sandbox mailbox on disk, where
  // nobody receives them and anyone with the files can read them: production stops instead.
  if (env.APP_MODE === "production" && !env.SMTP_URL && !env.RESEND_API_KEY) {
    throw new ConfigError("SMTP_URL is required when APP_MODE=production unless RESEND_API_KEY is set (e.g. smtps://user:password@mail.example.com:465). Set it in the environment.");
  }
  return {
    ...env,
    ...resolved,
    DATABASE_PATH: env.DATABASE_PATH ?? path.join(env.DATA_DIR, "digimon.db"),
    BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}

let cached: Env | undefined;

/** The process-wide configuration, loaded on first use. */
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}

export const isSandbox = () => env().APP_MODE === "sandbox";

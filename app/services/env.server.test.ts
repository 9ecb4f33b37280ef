import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.server";

const SECRETS = { SESSION_SECRET: "s".repeat(32), JWT_SECRET: "j".repeat(32), ENCRYPTION_KEY: "ab".repeat(32) };
const dataDir = () => mkdtempSync(path.join(tmpdir(), "digimon-env-"));
const quiet = () => {};
const vars = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe("loadEnv", () => {
  it("stops a production start without SMTP_URL, saying what to set, rather than falling back to the file mailbox", () => {
    const start = () => loadEnv(vars({ APP_MODE: "production", DATA_DIR: dataDir(), ...SECRETS }), quiet);
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SMTP_URL is required when APP_MODE=production/);
  });

  it("starts in production with SMTP_URL and the secrets", () => {
    const env = loadEnv(vars({ APP_MODE: "production", DATA_DIR: dataDir(), SMTP_URL: "smtp://mail.example.com:587", ...SECRETS }), quiet);
    expect(env.SMTP_URL).toBe("smtp://mail.example.com:587");
  });

  it("takes Resend's API key instead of SMTP in production, and its webhook secret; a malformed one is refused without echoing it", () => {
    const key = "re_123456789abcdefgh";
    const secret = `whsec_${Buffer.from("a webhook signing secret!").toString("base64")}`;
    const env = loadEnv(vars({ APP_MODE: "production", DATA_DIR: dataDir(), RESEND_API_KEY: key, RESEND_WEBHOOK_SECRET: secret, ...SECRETS }), quiet);
    expect(env).toMatchObject({ RESEND_API_KEY: key, RESEND_WEBHOOK_SECRET: secret });
    expect(env.SMTP_URL).toBeUndefined();
    expect(loadEnv(vars({ DATA_DIR: dataDir() }), quiet).RESEND_WEBHOOK_SECRET).toBeUndefined();
    const bad = () => loadEnv(vars({ DATA_DIR: dataDir(), RESEND_WEBHOOK_SECRET: "not-the-secret-format-1234" }), quiet);
    expect(bad).toThrow(/RESEND_WEBHOOK_SECRET must be Resend's signing secret/);
    expect(bad).not.toThrow(/not-the-secret-format/);
  });

  it("still needs nothing in sandbox mode (the sandbox mailbox stands in for SMTP)", () => {
    expect(loadEnv(vars({ DATA_DIR: dataDir() }), quiet).APP_MODE).toBe("sandbox");
  });
});

describe("backup settings", () => {
  it("default to a daily backup, seven kept, in DATA_DIR/backups", () => {
    const dir = dataDir();
    const env = loadEnv(vars({ DATA_DIR: dir }), quiet);
    expect(env).toMatchObject({ BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: 7, BACKUP_DIR: path.join(dir, "backups") });
  });

  it("take an interval (0 turns the schedule off), a count and a folder, and refuse nonsense", () => {
    const env = loadEnv(vars({ DATA_DIR: dataDir(), BACKUP_INTERVAL_HOURS: "0", BACKUP_KEEP: "30", BACKUP_DIR: "/srv/backups" }), quiet);
    expect(env).toMatchObject({ BACKUP_INTERVAL_HOURS: 0, BACKUP_KEEP: 30, BACKUP_DIR: "/srv/backups" });
    expect(() => loadEnv(vars({ DATA_DIR: dataDir(), BACKUP_KEEP: "0" }), quiet)).toThrow(/BACKUP_KEEP/);
    expect(() => loadEnv(vars({ DATA_DIR: dataDir(), BACKUP_INTERVAL_HOURS: "-1" }), quiet)).toThrow(/BACKUP_INTERVAL_HOURS/);
  });
});

describe("METRICS_TOKEN", () => {
  it("is unset by default (metrics from this machine only), and refuses a short token", () => {
    expect(loadEnv(vars({ DATA_DIR: dataDir() }), quiet).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv(vars({ DATA_DIR: dataDir(), METRICS_TOKEN: "a".repeat(32) }), quiet).METRICS_TOKEN).toBe("a".repeat(32));
    expect(() => loadEnv(vars({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" }), quiet)).toThrow(/METRICS_TOKEN/);
  });
});

describe("PAYMENT_GATEWAY_VA_EXPIRY_HOURS", () => {
  it("defaults to the gateway's 24 hours, takes whole hours up to 180 days, and refuses nonsense", () => {
    expect(loadEnv(vars({ DATA_DIR: dataDir() }), quiet).PAYMENT_GATEWAY_VA_EXPIRY_HOURS).toBe(24);
    expect(loadEnv(vars({ DATA_DIR: dataDir(), PAYMENT_GATEWAY_VA_EXPIRY_HOURS: "72" }), quiet).PAYMENT_GATEWAY_VA_EXPIRY_HOURS).toBe(72);
    expect(() => loadEnv(vars({ DATA_DIR: dataDir(), PAYMENT_GATEWAY_VA_EXPIRY_HOURS: "0" }), quiet)).toThrow(/PAYMENT_GATEWAY_VA_EXPIRY_HOURS/);
    expect(() => loadEnv(vars({ DATA_DIR: dataDir(), PAYMENT_GATEWAY_VA_EXPIRY_HOURS: String(24 * 181) }), quiet)).toThrow(/PAYMENT_GATEWAY_VA_EXPIRY_HOURS/);
  });
});

describe("WEB_WORKER_HEAP_MB", () => {
  it("defaults to 512 MiB per web worker, takes a larger one, and refuses one too small to serve", () => {
    expect(loadEnv(vars({ DATA_DIR: dataDir() }), quiet).WEB_WORKER_HEAP_MB).toBe(512);
    expect(loadEnv(vars({ DATA_DIR: dataDir(), WEB_WORKER_HEAP_MB: "2048" }), quiet).WEB_WORKER_HEAP_MB).toBe(2048);
    expect(() => loadEnv(vars({ DATA_DIR: dataDir(), WEB_WORKER_HEAP_MB: "64" }), quiet)).toThrow(/WEB_WORKER_HEAP_MB/);
  });
});

describe("CREDIT_NOTE_SECOND_APPROVAL_ABOVE", () => {
  it("defaults to Rp100,000,000, takes whole rupiah (0: every cancellation needs a second approver), and refuses nonsense", () => {
    expect(loadEnv(vars({ DATA_DIR: dataDir() }), quiet).CREDIT_NOTE_SECOND_APPROVAL_ABOVE).toBe(100_000_000);
    expect(loadEnv(vars({ DATA_DIR: dataDir(), CREDIT_NOTE_SECOND_APPROVAL_ABOVE: "0" }), quiet).CREDIT_NOTE_SECOND_APPROVAL_ABOVE).toBe(0);
    expect(loadEnv(vars({ DATA_DIR: dataDir(), CREDIT_NOTE_SECOND_APPROVAL_ABOVE: "5000000" }), quiet).CREDIT_NOTE_SECOND_APPROVAL_ABOVE).toBe(5_000_000);
    expect(() => loadEnv(vars({ DATA_DIR: dataDir(), CREDIT_NOTE_SECOND_APPROVAL_ABOVE: "-1" }), quiet)).toThrow(/CREDIT_NOTE_SECOND_APPROVAL_ABOVE/);
    expect(() => loadEnv(vars({ DATA_DIR: dataDir(), CREDIT_NOTE_SECOND_APPROVAL_ABOVE: "1.5" }), quiet)).toThrow(/CREDIT_NOTE_SECOND_APPROVAL_ABOVE/);
  });
});

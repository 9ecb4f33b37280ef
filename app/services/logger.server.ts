import pino from "pino";

/** Structured logs, one JSON object per line (request lines come from server.ts). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "digimon" },
  timestamp: pino.stdTimeFunctions.isoTime,
});

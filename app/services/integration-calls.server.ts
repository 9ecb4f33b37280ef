/**
 * Counting how calls to outside systems end (the tax intermediary, finest, the payment gateway), for /metrics
 * (metrics.server.ts reads the counts). Kept apart from metrics.server.ts so that a job thread making calls
 * does not load prom-client (about 50 ms and 2 MB per thread start).
 */
import { countIntegrationCall } from "~/models/operations.server";
import { logger } from "./logger.server";

/**
 * Counts how one call to an outside system ended. Never fails the call it counts: a counter that cannot be
 * written (the database busy past its timeout) is logged and dropped.
 */
export function countCall(system: string, operation: string, outcome: string) {
  try {
    countIntegrationCall(system, operation, outcome);
  } catch (error) {
    logger.warn({ err: String(error), system, operation, outcome }, "could not count an integration call");
  }
}

/**
 * Wraps a client's async methods so that each call's outcome is counted: `classify` names the outcome of a
 * result, `failure` that of a thrown error (the client's "unavailable" error, or anything else).
 */
export function countedClient<T extends object>(
  system: string,
  client: T,
  { classify, failure }: { classify: (operation: string, result: unknown) => string; failure: (error: unknown) => string },
): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || typeof property !== "string") return value;
      return async (...args: unknown[]) => {
        try {
          const result: unknown = await (value as (...a: unknown[]) => unknown).apply(target, args);
          countCall(system, property, classify(property, result));
          return result;
        } catch (error) {
          countCall(system, property, failure(error));
          throw error;
        }
      };
    },
  });
}

/**
 * What the start needs to know about the database before deciding to seed, without loading the seed itself (its
 * data, argon2 and the document services): the primary checks on every start and seeds almost never (issue 19,
 * start time and memory).
 */
import { sql } from "drizzle-orm";
import { type Db, db as defaultDb } from "../client.server";
import * as t from "../schema";

export function hasAccounts(handle: Db = defaultDb()): boolean {
  return (handle.select({ n: sql<number>`count(*)` }).from(t.users).get()?.n ?? 0) > 0;
}

/** A fresh install: no roles and no users yet (seedIfEmpty seeds only then). */
export function isFreshInstall(handle: Db = defaultDb()): boolean {
  const roleCount = handle.select({ n: sql<number>`count(*)` }).from(t.roles).get()?.n ?? 0;
  return roleCount === 0 && !hasAccounts(handle);
}

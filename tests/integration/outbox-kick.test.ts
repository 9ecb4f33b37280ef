/**
 * The in-process kick after a commit: a request's own effects (a reset e-mail a person waits for) are performed
 * first, not after a backlog of older effects; and a kick that comes while a drain runs is not lost.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq, isNull, and } from "drizzle-orm";
import { db } from "#db/client.server";
import { outbox } from "#db/schema";
import { enqueueEffect, kickOutbox, registerEffect } from "~/services/outbox.server";
import { useDemoData } from "../support/seed";

useDemoData();

const performed: string[] = [];
registerEffect("effect.test.record", async (row) => {
  await new Promise((resolve) => setTimeout(resolve, 1));
  performed.push(String(row.payload.label));
});

const queue = (label: string) => db().transaction((tx) => enqueueEffect(tx, "effect.test.record", { label }, { kind: "test" }));
const pending = () => db().select().from(outbox).where(and(eq(outbox.effect, "effect.test.record"), isNull(outbox.doneAt))).all().length;

async function until(condition: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(async () => {
  process.env.OUTBOX_INLINE = "off";
  performed.length = 0;
});

describe("kickOutbox", () => {
  it("performs the effects queued since the last kick before the backlog", async () => {
    // A backlog queued by another process (the seed, a job): not this process's own.
    for (let i = 0; i < 120; i++) queue(`old-${i}`);
    process.env.OUTBOX_INLINE = "on";
    queue("mine");
    kickOutbox();
    await until(() => performed.includes("mine"));
    expect(performed[0]).toBe("mine");
    // One backlog batch follows; the rest is the outbox job's.
    await until(() => performed.length === 51);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending()).toBe(120 - 50);
  });

  it("goes round again for a kick that came while it was draining", async () => {
    process.env.OUTBOX_INLINE = "on";
    queue("first");
    kickOutbox();
    await until(() => performed.includes("first"));
    // The first drain is still running its backlog batch (or just finished): this kick must still be served.
    queue("second");
    kickOutbox();
    await until(() => performed.includes("second"));
    expect(performed.filter((label) => label === "second")).toHaveLength(1);
  });
});

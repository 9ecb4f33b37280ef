import { eq } from "drizzle-orm";
import { setup } from "xstate";
import { db, writeTransaction } from "#db/client.server";
import { outbox, workflowSnapshots, workflowTransitions } from "#db/schema";
import type { Actor } from "#machines/types";
import { createWorkflowService } from "./workflow.server";

/** A small machine with every feature the service relies on: guards, entry effects, a final state. */
const doorMachine = setup({
  types: {} as { input: { ownerId: string }; context: { ownerId: string; opens: number }; events: { type: "door.open" | "door.close" | "door.lock" | "door.weld"; actor: Actor; message?: string } },
  guards: {
    isOwner: ({ context, event }) => event.actor.id === context.ownerId,
    hasMessage: ({ event }) => Boolean(event.message?.trim()),
  },
  actions: { "effect.notify": () => {}, "effect.audit": () => {}, countOpen: () => {} },
}).createMachine({
  id: "door",
  context: ({ input }) => ({ ownerId: input.ownerId, opens: 0 }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "door.open": { target: "open" },
        "door.lock": { target: "locked", guard: "isOwner" },
        "door.weld": { target: "welded", guard: "hasMessage" },
      },
    },
    open: { entry: { type: "effect.notify", params: { template: "door.opened" } }, on: { "door.close": "closed" } },
    locked: { entry: { type: "effect.audit" } },
    welded: { type: "final" },
  },
});

const owner: Actor = { id: "u-owner", name: "Rina", roles: ["member"], referenceId: "1001" };
const stranger: Actor = { id: "u-other", name: "Budi", roles: ["member"], referenceId: "1002" };
let applied: string[] = [];
let failApply = false;

const workflow = createWorkflowService([
  {
    kind: "door",
    machineId: "door",
    version: 1,
    machine: doorMachine,
    describe: (_tx, id) => `Door ${id}`,
    guardReasons: { isOwner: "only the owner may lock it" },
    inTransaction: { "effect.audit": (_tx, rec) => applied.push(`audit:${rec.to}`) },
    apply: (_tx, rec) => {
      if (failApply) throw new Error("model write failed");
      applied.push(`${rec.from}->${rec.to}`);
    },
  },
]);

const snapshotOf = (id: string) => db().select().from(workflowSnapshots).where(eq(workflowSnapshots.entityId, id)).get();
const logOf = (id: string) => db().select().from(workflowTransitions).where(eq(workflowTransitions.entityId, id)).all();
async function refusal(fn: () => unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: await error.json() };
    throw error;
  }
  throw new Error("expected a refusal");
}

beforeEach(() => {
  applied = [];
  failApply = false;
});

describe("workflow service", () => {
  it("starts an instance, logs the start and persists the initial snapshot", () => {
    workflow.start("door", "d1", { ownerId: owner.id }, owner);
    expect(snapshotOf("d1")).toMatchObject({ state: "closed", version: 1, machineId: "door", machineVersion: 1 });
    expect(logOf("d1")).toMatchObject([{ event: "workflow.start", fromState: null, toState: "closed", actorName: "Rina" }]);
  });

  it("restores, transitions, bumps the version, logs and queues effects in one go", () => {
    workflow.start("door", "d2", { ownerId: owner.id }, owner);
    const result = workflow.send("door", "d2", { type: "door.open", message: "  airing the room " }, owner);
    expect(result).toMatchObject({ from: "closed", to: "open", version: 2 });
    expect(snapshotOf("d2")).toMatchObject({ state: "open", version: 2 });
    const log = logOf("d2");
    expect(log[1]).toMatchObject({ event: "door.open", fromState: "closed", toState: "open", actorId: "u-owner", message: "airing the room" });
    const effects = db().select().from(outbox).where(eq(outbox.sourceId, "d2")).all();
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({ effect: "effect.notify", transitionId: log[1].id });
    expect(effects[0].payload).toMatchObject({ template: "door.opened", from: "closed", to: "open", entityId: "d2" });
    expect(applied).toEqual(["null->closed", "closed->open"]);
  });

  it("refuses an event the state does not accept with 409 naming who moved it there", async () => {
    workflow.start("door", "d3", { ownerId: owner.id }, owner);
    workflow.send("door", "d3", { type: "door.open" }, owner);
    const r = await refusal(() => workflow.send("door", "d3", { type: "door.open" }, stranger));
    expect(r.status).toBe(409);
    expect(r.body.status).toBe(false);
    expect(r.body.message).toMatch(/^Door d3 was already open by Rina at .+, so "open" is no longer possible\.$/);
    expect(snapshotOf("d3")?.version).toBe(2);
    expect(logOf("d3")).toHaveLength(2);
  });

  it("refuses when a guard blocks, naming the rule in plain words", async () => {
    workflow.start("door", "d4", { ownerId: owner.id }, owner);
    const r = await refusal(() => workflow.send("door", "d4", { type: "door.lock" }, stranger));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: "refused", blockedBy: ["isOwner"] });
    expect(r.body.message).toContain("only the owner may lock it");
    expect(workflow.send("door", "d4", { type: "door.lock" }, owner).to).toBe("locked");
    // effect.audit is performed inside the transaction by the model, never queued.
    expect(applied).toContain("audit:locked");
    expect(db().select().from(outbox).where(eq(outbox.sourceId, "d4")).all()).toHaveLength(0);
  });

  it("refuses a stale form (optimistic version check) and says who changed it", async () => {
    workflow.start("door", "d5", { ownerId: owner.id }, owner);
    workflow.send("door", "d5", { type: "door.open" }, owner, { expectedVersion: 1 });
    const r = await refusal(() => workflow.send("door", "d5", { type: "door.close" }, stranger, { expectedVersion: 1 }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: "stale" });
    expect(r.body.message).toContain("was changed by Rina (open)");
    expect(snapshotOf("d5")).toMatchObject({ state: "open", version: 2 });
  });

  it("answers 404 for an unknown instance and refuses a second start", async () => {
    expect((await refusal(() => workflow.send("door", "missing", { type: "door.open" }, owner))).status).toBe(404);
    workflow.start("door", "d6", { ownerId: owner.id }, owner);
    expect((await refusal(() => workflow.start("door", "d6", { ownerId: owner.id }, owner))).status).toBe(409);
  });

  it("refuses a snapshot saved by another machine version", async () => {
    workflow.start("door", "d7", { ownerId: owner.id }, owner);
    db().update(workflowSnapshots).set({ machineVersion: 0 }).where(eq(workflowSnapshots.entityId, "d7")).run();
    const r = await refusal(() => workflow.send("door", "d7", { type: "door.open" }, owner));
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/needs migrating to v1/);
  });

  it("leaves nothing half-written when the model write fails", () => {
    workflow.start("door", "d8", { ownerId: owner.id }, owner);
    failApply = true;
    expect(() => workflow.send("door", "d8", { type: "door.open" }, owner)).toThrow("model write failed");
    expect(snapshotOf("d8")).toMatchObject({ state: "closed", version: 1 });
    expect(logOf("d8")).toHaveLength(1);
    expect(db().select().from(outbox).where(eq(outbox.sourceId, "d8")).all()).toHaveLength(0);
  });

  it("rolls back with the caller's transaction when used inside one", () => {
    workflow.start("door", "d9", { ownerId: owner.id }, owner);
    expect(() =>
      writeTransaction((tx) => {
        workflow.sendInTx(tx, "door", "d9", { type: "door.open" }, owner);
        throw new Error("caller failed after the transition");
      }),
    ).toThrow("caller failed");
    expect(snapshotOf("d9")?.state).toBe("closed");
  });

  it("lets exactly one of two writers holding the same version win", async () => {
    workflow.start("door", "d10", { ownerId: owner.id }, owner);
    const first = workflow.send("door", "d10", { type: "door.open" }, owner, { expectedVersion: 1 });
    const second = await refusal(() => workflow.send("door", "d10", { type: "door.open" }, stranger, { expectedVersion: 1 }));
    expect(first.version).toBe(2);
    expect(second.status).toBe(409);
    expect(logOf("d10").filter((t) => t.event === "door.open")).toHaveLength(1);
  });

  it("throws for a kind nobody registered", () => {
    expect(() => workflow.send("ghost", "x", { type: "a.b" }, owner)).toThrow(/No workflow is registered/);
  });
});

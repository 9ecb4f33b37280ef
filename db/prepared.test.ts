import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { openDatabase, savepoint, writeTransaction, type Db } from "./client.server";
import { insertRow, MAX_ENTRIES, prepared, statement, updateRow, type Handle } from "./prepared";

const notes = sqliteTable("notes", { id: text("id").primaryKey(), text: text("text").notNull(), stars: integer("stars") });

let dir: string;
let first: Db;
let second: Db;

function open(name: string) {
  const handle = openDatabase(path.join(dir, name));
  handle.$client.exec("create table notes (id text primary key, text text not null, stars integer)");
  return handle;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "prepared-"));
  first = open("first.db");
  second = open("second.db");
});

afterEach(() => {
  first.$client.close();
  second.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A prepared count of notes that records each time it is built. */
function countingQuery() {
  const builds: Handle[] = [];
  const countNotes = (handle: Handle) =>
    prepared(handle, "notes.count", (h) => {
      builds.push(h);
      return h.select({ n: count() }).from(notes).prepare();
    }).get()!.n;
  return { countNotes, builds };
}

describe("prepared", () => {
  it("builds a query once per connection and reuses it in the transactions and savepoints opened on it", () => {
    const { countNotes, builds } = countingQuery();
    expect(countNotes(first)).toBe(0);
    writeTransaction((tx) => {
      insertRow(tx, notes, { id: "a", text: "inside" });
      // Prepared on the connection, it runs inside the open transaction and sees its write.
      expect(countNotes(tx)).toBe(1);
      savepoint(tx, (sp) => expect(countNotes(sp)).toBe(1));
    }, first);
    writeTransaction((tx) => countNotes(tx), first);
    expect(builds).toEqual([first]);
  });

  it("keeps each connection's queries apart", () => {
    const { countNotes, builds } = countingQuery();
    insertRow(first, notes, { id: "a", text: "one" });
    expect(countNotes(first)).toBe(1);
    expect(countNotes(second)).toBe(0);
    expect(builds).toEqual([first, second]);
  });

  it("rolls a savepoint's prepared writes back with it, and keeps the transaction's", () => {
    writeTransaction((tx) => {
      insertRow(tx, notes, { id: "kept", text: "kept" });
      expect(() =>
        savepoint(tx, (sp) => {
          insertRow(sp, notes, { id: "lost", text: "lost" });
          updateRow(sp, notes, notes.id, "kept", { stars: 5 });
          throw new Error("this billing fails");
        }),
      ).toThrow("this billing fails");
    }, first);
    expect(first.select().from(notes).all()).toEqual([{ id: "kept", text: "kept", stars: null }]);
  });

  it("caches a transaction it does not know the connection of for that transaction alone", () => {
    const { countNotes, builds } = countingQuery();
    first.transaction((tx) => {
      insertRow(tx, notes, { id: "a", text: "one" });
      expect(countNotes(tx)).toBe(1);
      expect(countNotes(tx)).toBe(1);
    });
    expect(countNotes(first)).toBe(1);
    expect(builds).toHaveLength(2);
    expect(builds[1]).toBe(first);
  });

  it("keeps at most MAX_ENTRIES per connection, the least recently used leaving first", () => {
    let builds = 0;
    const byId = (key: string) =>
      prepared(first, key, (h) => {
        builds++;
        return h.select().from(notes).where(eq(notes.id, sql.placeholder("id"))).prepare();
      });
    const oldest = byId("key-0");
    const recent = byId("key-1");
    for (let i = 2; i < MAX_ENTRIES; i++) byId(`key-${i}`);
    expect(byId("key-1")).toBe(recent); // used again: now the most recent
    byId("one-too-many");
    expect(builds).toBe(MAX_ENTRIES + 1);
    expect(byId("key-1")).toBe(recent);
    expect(byId("key-0")).not.toBe(oldest); // the least recently used was let go and is built again
    expect(builds).toBe(MAX_ENTRIES + 2);
  });
});

describe("statement", () => {
  it("prepares a hand-written statement once per connection and SQL text", () => {
    const text = "select count(*) as n from notes where text = ?";
    expect(statement(first, text)).toBe(statement(first, text));
    expect(statement(second, text)).not.toBe(statement(first, text));
    insertRow(first, notes, { id: "a", text: "x" });
    expect(statement(first, text).get("x")).toEqual({ n: 1 });
    expect(statement(second, text).get("x")).toEqual({ n: 0 });
  });
});

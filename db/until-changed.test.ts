import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Db } from "./client.server";
import { databaseStamp, UntilChanged } from "./until-changed";

let dir: string;
let portal: Db;
let other: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "until-changed-"));
  const file = path.join(dir, "test.db");
  portal = openDatabase(file);
  portal.$client.exec("create table notes (id integer primary key, text text not null)");
  portal.$client.prepare("insert into notes (text) values ('first')").run();
  other = openDatabase(file);
});

afterEach(() => {
  portal.$client.close();
  other.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A cache over `select count(*) from notes` on the portal's connection, counting how often it really reads. */
function countingCache(limit = 10) {
  const cache = new UntilChanged<{ notes: number }>(limit);
  let reads = 0;
  const count = (key = "notes") =>
    cache.get(
      key,
      () => {
        reads++;
        return { notes: (portal.$client.prepare("select count(*) as n from notes").get() as { n: number }).n };
      },
      portal,
    );
  return { count, reads: () => reads };
}

describe("UntilChanged", () => {
  it("reuses a value while nothing is written", () => {
    const { count, reads } = countingCache();
    expect(count()).toEqual({ notes: 1 });
    expect(count()).toEqual({ notes: 1 });
    expect(reads()).toBe(1);
  });

  it("reads again after its own connection writes", () => {
    const { count, reads } = countingCache();
    count();
    portal.$client.prepare("insert into notes (text) values ('second')").run();
    expect(count()).toEqual({ notes: 2 });
    expect(reads()).toBe(2);
  });

  it("reads again after another connection (another worker, the jobs) commits", () => {
    const { count, reads } = countingCache();
    count();
    other.$client.prepare("insert into notes (text) values ('from a worker')").run();
    expect(count()).toEqual({ notes: 2 });
    other.$client.prepare("delete from notes where text = 'first'").run();
    expect(count()).toEqual({ notes: 1 });
    expect(reads()).toBe(3);
  });

  it("neither keeps nor reuses a value inside a transaction, so a rolled-back write is never seen afterwards", () => {
    const { count, reads } = countingCache();
    count();
    portal.$client.exec("begin");
    portal.$client.prepare("insert into notes (text) values ('rolled back')").run();
    expect(count()).toEqual({ notes: 2 });
    portal.$client.exec("rollback");
    // The rollback left total_changes() moved on, so the stamp differs from the first read's: read again.
    expect(count()).toEqual({ notes: 1 });
    expect(count()).toEqual({ notes: 1 });
    expect(reads()).toBe(3);
  });

  it("freezes what it keeps, so no caller can change it for the next", () => {
    const { count } = countingCache();
    const value = count();
    expect(Object.isFrozen(value)).toBe(true);
    expect(() => {
      (value as { notes: number }).notes = 5;
    }).toThrow(TypeError);
  });

  it("keeps at most `limit` values, dropping the least recently used", () => {
    const { count, reads } = countingCache(2);
    count("a");
    count("b");
    count("a"); // a is now the most recently used
    count("c"); // drops b
    expect(reads()).toBe(3);
    count("a");
    expect(reads()).toBe(3);
    count("b");
    expect(reads()).toBe(4);
  });
});

describe("databaseStamp", () => {
  it("moves on a write by either connection and stays put on reads", () => {
    const first = databaseStamp(portal.$client);
    portal.$client.prepare("select * from notes").all();
    expect(databaseStamp(portal.$client)).toBe(first);
    other.$client.prepare("update notes set text = 'edited'").run();
    const second = databaseStamp(portal.$client);
    expect(second).not.toBe(first);
    portal.$client.prepare("update notes set text = 'edited again'").run();
    expect(databaseStamp(portal.$client)).not.toBe(second);
  });
});

describe("databaseStamp across connections", () => {
  it("differs between two connections that have seen the same changes", () => {
    expect(databaseStamp(portal.$client)).not.toBe(databaseStamp(other.$client));
  });
});

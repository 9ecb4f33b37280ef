import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDb, db, openDatabase, releaseLeakedTransaction } from "./client.server";

let dir: string;
const saved = process.env.DATABASE_PATH;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "client-"));
  process.env.DATABASE_PATH = path.join(dir, "test.db");
  db().$client.exec("create table notes (id integer primary key, text text not null)");
});

afterEach(() => {
  closeDb();
  process.env.DATABASE_PATH = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe("releaseLeakedTransaction", () => {
  it("answers false and leaves the connection alone when no transaction is open", () => {
    expect(releaseLeakedTransaction()).toBe(false);
    expect(db().$client.inTransaction).toBe(false);
  });

  it("rolls back a transaction left open, so the connection sees commits made by another one again", () => {
    const other = openDatabase(process.env.DATABASE_PATH!);
    try {
      // A leaked read transaction: its snapshot is taken at the first read.
      db().$client.exec("begin");
      db().$client.prepare("select count(*) from notes").get();
      other.$client.prepare("insert into notes (text) values ('later')").run();
      expect(db().$client.prepare("select count(*) as n from notes").get()).toEqual({ n: 0 });

      expect(releaseLeakedTransaction()).toBe(true);
      expect(db().$client.inTransaction).toBe(false);
      expect(db().$client.prepare("select count(*) as n from notes").get()).toEqual({ n: 1 });
    } finally {
      other.$client.close();
    }
  });
});

import { randomUUID } from "node:crypto";
import { db } from "#db/client.server";
import { users } from "#db/schema";
import { listBookmarks, MAX_BOOKMARKS, pinBookmark, removeBookmark, SHOWN_BOOKMARKS } from "./bookmark.server";

function makeUser() {
  const id = randomUUID();
  db().insert(users).values({ id, email: `${id}@digimon.test`, status: "active" }).run();
  return id;
}

describe("bookmarks", () => {
  it("shows the first ten by pin time and queues the rest", () => {
    const userId = makeUser();
    const now = new Date("2026-03-01T03:00:00.000Z");
    for (let i = 1; i <= 12; i++) pinBookmark(userId, `/page-${i}`, `Page ${i}`, now);
    const { shown, waiting } = listBookmarks(userId);
    expect(shown).toHaveLength(SHOWN_BOOKMARKS);
    expect(shown.map((b) => b.url)).toEqual(Array.from({ length: 10 }, (_, i) => `/page-${i + 1}`));
    expect(waiting.map((b) => b.url)).toEqual(["/page-11", "/page-12"]);
  });

  it("promotes the oldest waiting pin when a shown one is removed", () => {
    const userId = makeUser();
    for (let i = 1; i <= 12; i++) pinBookmark(userId, `/p/${i}`, `P${i}`);
    const third = listBookmarks(userId).shown[2];
    expect(removeBookmark(userId, { id: third.id })).toBe(true);
    const { shown, waiting } = listBookmarks(userId);
    expect(shown).toHaveLength(10);
    expect(shown.at(-1)?.url).toBe("/p/11");
    expect(waiting.map((b) => b.url)).toEqual(["/p/12"]);
    expect(removeBookmark(userId, { url: "/p/1" })).toBe(true);
    expect(listBookmarks(userId).shown.at(-1)?.url).toBe("/p/12");
    expect(listBookmarks(userId).waiting).toEqual([]);
  });

  it("never pins the same url twice, says whether the pin shows, and keeps pins per user", () => {
    const a = makeUser();
    const b = makeUser();
    expect(pinBookmark(a, "/notification", "Notifications")).toEqual({ status: "pinned", shown: true });
    expect(pinBookmark(a, "/notification", "Notifications")).toEqual({ status: "already" });
    for (let i = 0; i < 9; i++) pinBookmark(a, `/x/${i}`, "x");
    expect(pinBookmark(a, "/late", "Late")).toEqual({ status: "pinned", shown: false });
    expect(listBookmarks(b).shown).toEqual([]);
    expect(removeBookmark(b, { url: "/notification" })).toBe(false);
  });

  it("refuses pins beyond the ceiling", () => {
    const userId = makeUser();
    for (let i = 0; i < MAX_BOOKMARKS; i++) pinBookmark(userId, `/n/${i}`, "n");
    expect(pinBookmark(userId, "/one-more", "n")).toEqual({ status: "full" });
  });
});

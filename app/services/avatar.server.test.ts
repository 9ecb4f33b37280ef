import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { db } from "#db/client.server";
import { users } from "#db/schema";
import { getProfile } from "~/models/profile.server";
import { avatarUrl, imageKind, MAX_AVATAR_BYTES, readAvatar, saveAvatar } from "./avatar.server";
import { env } from "./env.server";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

function makeUser() {
  const id = randomUUID();
  db().insert(users).values({ id, email: `${id}@digimon.test`, status: "active" }).run();
  return id;
}

describe("avatars", () => {
  it("recognises PNG and JPEG by their first bytes only", () => {
    expect(imageKind(PNG)).toBe("png");
    expect(imageKind(JPG)).toBe("jpg");
    expect(imageKind(new TextEncoder().encode("GIF89a....."))).toBeNull();
    expect(imageKind(new TextEncoder().encode("<svg xmlns="))).toBeNull();
  });

  it("stores a picture under a generated name, replaces the previous one and reads it back", async () => {
    const userId = makeUser();
    const first = await saveAvatar(userId, new Blob([PNG], { type: "image/gif" }));
    expect(first).toMatchObject({ ok: true });
    if (!first.ok) return;
    expect(first.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(getProfile(userId)?.avatarPath).toBe(first.name);
    expect((await readAvatar(first.name))?.type).toBe("image/png");
    const second = await saveAvatar(userId, new Blob([JPG]));
    expect(second).toMatchObject({ ok: true });
    expect(existsSync(path.join(env().DATA_DIR, "uploads", "avatars", first.name))).toBe(false);
    expect(avatarUrl(second.ok ? second.name : null)).toMatch(/^\/resources\/avatars\/.+\.jpg$/);
  });

  it("refuses other types, empty files and files over 2 MB", async () => {
    const userId = makeUser();
    expect(await saveAvatar(userId, new Blob(["<svg/>"]))).toEqual({ ok: false, message: "Upload a PNG or JPG picture." });
    expect(await saveAvatar(userId, new Blob([]))).toEqual({ ok: false, message: "Choose a picture to upload." });
    const big = new Uint8Array(MAX_AVATAR_BYTES + 1);
    big.set(PNG);
    expect(await saveAvatar(userId, new Blob([big]))).toEqual({ ok: false, message: "The picture may be at most 2 MB." });
  });

  it("never reads a name it did not generate", async () => {
    expect(await readAvatar("../../digimon.db")).toBeNull();
    expect(await readAvatar("secrets/session_secret")).toBeNull();
  });
});

import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { setAvatarPath } from "~/models/profile.server";
import { env } from "./env.server";

/** Issue 4: an avatar is a PNG or JPEG of at most 2 MB, recognised by its first bytes (never by its name or declared type). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;
const TYPES = { png: "image/png", jpg: "image/jpeg" } as const;

const avatarDir = () => path.join(env().DATA_DIR, "uploads", "avatars");

export function imageKind(bytes: Uint8Array): "png" | "jpg" | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  return null;
}

export type AvatarResult = { ok: true; name: string } | { ok: false; message: string };

/** Checks and stores an uploaded avatar under a generated name, points the user at it and removes the previous file. */
export async function saveAvatar(userId: string, file: Blob): Promise<AvatarResult> {
  if (file.size === 0) return { ok: false, message: "Choose a picture to upload." };
  if (file.size > MAX_AVATAR_BYTES) return { ok: false, message: "The picture may be at most 2 MB." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (!kind) return { ok: false, message: "Upload a PNG or JPG picture." };
  const name = `${randomUUID()}.${kind}`;
  mkdirSync(avatarDir(), { recursive: true });
  await writeFile(path.join(avatarDir(), name), bytes);
  const previous = setAvatarPath(userId, name);
  if (previous && NAME.test(previous)) await rm(path.join(avatarDir(), previous), { force: true });
  return { ok: true, name };
}

export async function removeAvatar(userId: string) {
  const previous = setAvatarPath(userId, null);
  if (previous && NAME.test(previous)) await rm(path.join(avatarDir(), previous), { force: true });
}

/** The stored file for a generated name; null for any other name (no path can reach outside the folder). */
export async function readAvatar(name: string): Promise<{ body: Buffer; type: string } | null> {
  const match = NAME.exec(name);
  if (!match) return null;
  try {
    return { body: await readFile(path.join(avatarDir(), name)), type: TYPES[match[1] as keyof typeof TYPES] };
  } catch {
    return null;
  }
}

export const avatarUrl = (name: string | null | undefined) => (name && NAME.test(name) ? `/resources/avatars/${name}` : null);

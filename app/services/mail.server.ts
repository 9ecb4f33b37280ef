import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type nodemailer from "nodemailer";
import { env } from "./env.server";
import { logger } from "./logger.server";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

const mailDir = () => path.join(env().DATA_DIR, "mail");

/** nodemailer, loaded on the first mail: a web worker that sends none does not carry it (about 13 MB; issue 19, memory). */
const mailer = async () => (await import("nodemailer")).default;

let transport: nodemailer.Transporter | undefined;
async function smtp() {
  transport ??= (await mailer()).createTransport(env().SMTP_URL);
  return transport;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise (sandbox mode only) each message is
 * rendered to a real RFC 822 .eml file under DATA_DIR/mail/, which /dev/mail lists.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const mail = { from: env().MAIL_FROM, ...message };
  if (env().SMTP_URL) {
    await (await smtp()).sendMail(mail);
    return;
  }
  // loadEnv already stops a production start without SMTP_URL; this keeps codes and links off the disk even so.
  if (env().APP_MODE === "production") throw new Error("Mail cannot be sent: SMTP_URL is not set, and production never writes the sandbox mailbox.");
  const rendered = await (await mailer()).createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(mail);
  mkdirSync(mailDir(), { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`;
  writeFileSync(path.join(mailDir(), file), rendered.message as Buffer);
  // Not the subject: a sign-in code's subject carries the code (mail.ts), and logs must never hold one.
  logger.info({ to: message.to, file }, "sandbox mail written");
}

export type StoredMail = { id: string; to: string; subject: string; date: string; text: string };

/** Quoted-printable escapes are bytes of UTF-8, so they are decoded as bytes, not one character each. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function parseEml(id: string, source: string): StoredMail {
  const raw = source.replace(/\r\n/g, "\n");
  const [head, ...bodyParts] = raw.split(/\n\n/);
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim() ?? "";
  let text = bodyParts.join("\n\n");
  if (/quoted-printable/i.test(head)) text = decodeQuotedPrintable(text);
  return { id, to: header("To"), subject: header("Subject"), date: header("Date"), text: text.trim() };
}

/** The sandbox mailbox, newest first. */
export function listSandboxMail(limit = 50): StoredMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir()).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((f) => ({ f, t: statSync(path.join(mailDir(), f)).mtimeMs }))
    .sort((a, b) => b.t - a.t || b.f.localeCompare(a.f))
    .slice(0, limit)
    .map(({ f }) => parseEml(f.replace(/\.eml$/, ""), readFileSync(path.join(mailDir(), f), "utf8")));
}

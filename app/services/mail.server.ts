import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type nodemailer from "nodemailer";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { sendWithResend } from "./resend-client.server";

/** A file sent with a message (an invoice's PDFs). */
export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };
/**
 * `to` may name several addresses, comma-separated. `idempotencyKey`: the same key never sends twice through
 * Resend (a retry after a lost answer); the other transports ignore it.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[]; idempotencyKey?: string };
/**
 * The addresses the mail server took and those it refused (a refused address is a bounce at the door); `id` is
 * the mail service's id for the message (Resend's e-mail id, the sandbox mailbox's message id), which its later
 * delivery and bounce notifications name; `via` says which transport sent it.
 */
export type MailResult = { accepted: string[]; rejected: string[]; id?: string | null; via?: "resend" | "smtp" | "sandbox" };

const mailDir = () => path.join(env().DATA_DIR, "mail");

/** nodemailer, loaded on the first mail: a web worker that sends none does not carry it (about 13 MB; issue 19, memory). */
const mailer = async () => (await import("nodemailer")).default;

let transport: nodemailer.Transporter | undefined;
async function smtp() {
  transport ??= (await mailer()).createTransport(env().SMTP_URL);
  return transport;
}

type Transport = (message: MailMessage) => Promise<MailResult>;
let transportOverride: Transport | null = null;
/** Replaces the transport (tests: a mail server that is down or refuses an address); null restores SMTP or the sandbox. */
export function useMailTransport(send: Transport | null) {
  transportOverride = send;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise (sandbox mode only) each message is
 * rendered to a real RFC 822 .eml file under DATA_DIR/mail/, which /dev/mail lists.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  if (transportOverride) return transportOverride(message);
  const apiKey = env().RESEND_API_KEY;
  if (apiKey) {
    const sent = await sendWithResend(message, { apiKey, from: env().MAIL_FROM });
    return { accepted: sent.accepted, rejected: [], id: sent.id, via: "resend" };
  }
  const attachments = message.attachments?.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType }));
  const { idempotencyKey: _key, ...content } = message;
  const mail = { from: env().MAIL_FROM, ...content, attachments };
  const addresses = message.to.split(",").map((a) => a.trim()).filter(Boolean);
  if (env().SMTP_URL) {
    const info = await (await smtp()).sendMail(mail);
    const listed = (list: unknown) => (Array.isArray(list) ? list.map((a) => (typeof a === "string" ? a : String((a as { address?: string }).address ?? ""))) : []);
    return { accepted: listed(info.accepted), rejected: listed(info.rejected), id: typeof info.messageId === "string" ? info.messageId : null, via: "smtp" };
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
  // The message's id in the mailbox is its file name, as /dev/mail names it: the sandbox's delivery events name it too.
  return { accepted: addresses, rejected: [], id: file.replace(/\.eml$/, ""), via: "sandbox" };
}

export type StoredAttachment = { index: number; filename: string; contentType: string; size: number };
export type StoredMail = { id: string; to: string; subject: string; date: string; text: string; attachments: StoredAttachment[] };

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

type MimePart = { head: string; body: string };

const headerOf = (head: string, name: string) => head.match(new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\n[ \\t].*)*)`, "mi"))?.[1]?.replace(/\n[ \t]+/g, " ").trim() ?? "";

function splitPart(source: string): MimePart {
  const at = source.indexOf("\n\n");
  return at < 0 ? { head: source, body: "" } : { head: source.slice(0, at), body: source.slice(at + 2) };
}

/** The leaf parts of a message written by nodemailer: a plain one, or multipart (text, then the attachments). */
function leafParts(part: MimePart): MimePart[] {
  const boundary = /multipart\/[\w-]+;.*?boundary="?([^";\n]+)"?/i.exec(headerOf(part.head, "Content-Type"))?.[1];
  if (!boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((sec) => !sec.startsWith("--")).flatMap((sec) => leafParts(splitPart(sec.replace(/^\n/, ""))));
}

function decodeBody(part: MimePart): Buffer {
  const encoding = headerOf(part.head, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") return Buffer.from(decodeQuotedPrintable(part.body), "utf8");
  return Buffer.from(part.body, "utf8");
}

/** A part's file name: filename="..." (or RFC 2231's filename*=utf-8''...), else the Content-Type's name. */
function fileNameOf(head: string): string | null {
  const disposition = headerOf(head, "Content-Disposition");
  const extended = /filename\*=(?:utf-8|UTF-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended.trim());
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? /name="?([^";]+)"?/.exec(headerOf(head, "Content-Type"))?.[1] ?? null;
}

type ParsedMail = { mail: StoredMail; files: { part: MimePart; filename: string; contentType: string }[] };

function parseEml(id: string, source: string): ParsedMail {
  const raw = source.replace(/\r\n/g, "\n");
  const message = splitPart(raw);
  const header = (name: string) => headerOf(message.head, name);
  const leaves = leafParts(message);
  const files = leaves
    .map((part) => ({ part, filename: fileNameOf(part.head), contentType: headerOf(part.head, "Content-Type").split(";")[0].trim() || "application/octet-stream" }))
    .filter((f): f is { part: MimePart; filename: string; contentType: string } => f.filename !== null);
  const textPart = leaves.find((part) => fileNameOf(part.head) === null && /^(text\/plain|)$/i.test(headerOf(part.head, "Content-Type").split(";")[0].trim())) ?? leaves[0];
  const text = textPart ? decodeBody(textPart).toString("utf8") : "";
  const attachments = files.map((f, index) => ({ index, filename: f.filename, contentType: f.contentType, size: decodeBody(f.part).byteLength }));
  return { mail: { id, to: header("To"), subject: header("Subject"), date: header("Date"), text: text.trim(), attachments }, files };
}

/** The sandbox mailbox, newest first; with `to`, only the messages to that address (a customer's among hundreds). */
export function listSandboxMail(limit = 50, { to }: { to?: string | null } = {}): StoredMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir()).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  const newestFirst = files.map((f) => ({ f, t: statSync(path.join(mailDir(), f)).mtimeMs })).sort((a, b) => b.t - a.t || b.f.localeCompare(a.f));
  const read = ({ f }: { f: string }) => parseEml(f.replace(/\.eml$/, ""), readFileSync(path.join(mailDir(), f), "utf8")).mail;
  const wanted = to?.trim().toLowerCase();
  if (!wanted) return newestFirst.slice(0, limit).map(read);
  const found: StoredMail[] = [];
  for (const file of newestFirst) {
    const mail = read(file);
    if (mail.to.toLowerCase().includes(wanted)) found.push(mail);
    if (found.length === limit) break;
  }
  return found;
}

/** One attachment of a sandbox message, by the message's id and the attachment's place in it; null when absent. */
export function sandboxMailAttachment(id: string, index: number): { filename: string; contentType: string; bytes: Buffer } | null {
  // The id names a file in the mailbox: nothing that could leave it.
  if (!/^[\w-]+$/.test(id) || !Number.isInteger(index) || index < 0) return null;
  let source: string;
  try {
    source = readFileSync(path.join(mailDir(), `${id}.eml`), "utf8");
  } catch {
    return null;
  }
  const file = parseEml(id, source).files[index];
  return file ? { filename: file.filename, contentType: file.contentType, bytes: decodeBody(file.part) } : null;
}

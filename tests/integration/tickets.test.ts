/**
 * Support tickets (issue 23): opening one about a billing in scope (numbered, SLA by priority), its lifecycle through
 * the workflow service (assign, hold pauses the SLA, solve, close, reopen), comments, scope (a product's people see
 * its tickets, nobody else's), the six counts equal the list, overdue, the customer's public form (a bad or expired
 * link refused, rate-limited) and nothing half-written on bad input.
 */
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { db } from "#db/client.server";
import { notifications, outbox, ticketComments, tickets, workflowSnapshots } from "#db/schema";
import { TICKET_SLA_HOURS } from "~/domain/tickets";
import { getTicket } from "~/models/ticket.server";
import { loader as listLoader } from "~/routes/_portal.tickets._index";
import { action as supportAction, loader as supportLoader } from "~/routes/support.$token";
import { loader as mockDashboard } from "~/routes/mock.tickets.dashboard";
import { env } from "~/services/env.server";
import { drainOutbox } from "~/services/outbox.server";
import { registerAllEffects } from "~/services/effects.server";
import { changeTicket, commentOnTicket, openTicket, parseTicketParams, requireReadableTicket, supportToken, ticketPage } from "~/services/tickets.server";
import { respond } from "../support/api";
import { as } from "../support/factories";
import { refusal } from "../support/refusal";
import { useDemoData } from "../support/seed";
import { DEMO, tokenFor } from "../support/tokens";
import { issuedBilling } from "./payments-fixtures";

useDemoData();

const input = (billing: string, over: Partial<Parameters<typeof openTicket>[1]> = {}) => ({
  title: "Virtual account expired", billing, description: "The VA expired before the due date.", priority: "high" as const, customerName: "PT Maju", customerPhone: "021-1", customerEmail: "finance@maju.test", ...over,
});
const params = (qs = "") => parseTicketParams(new URL(`http://x/tickets${qs}`));

describe("tickets", () => {
  it("opens a ticket about a billing in scope: numbered TCK-{year}-, SLA by priority, product from the billing, new", () => {
    const b = issuedBilling();
    const before = Date.now();
    const ticket = openTicket(as("usr-owner"), input(b.billing.billingNumber!));
    expect(ticket).toMatchObject({ status: "open", source: "staff", productId: "prd-st", billingId: b.id, priority: "high", createdById: "usr-owner" });
    expect(ticket.ticketId).toMatch(/^TCK-\d{4}-\d{6}$/);
    const due = Date.parse(ticket.slaDueAt!) - Date.parse(ticket.createdAt);
    expect(due).toBe(TICKET_SLA_HOURS.high * 3_600_000);
    expect(Date.parse(ticket.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(db().select().from(workflowSnapshots).where(eq(workflowSnapshots.entityId, ticket.id)).get()).toMatchObject({ kind: "ticket", state: "new" });
  });

  it("refuses a billing outside the scope or unknown, and bad input, writing nothing", async () => {
    const count = () => db().select().from(tickets).all().length;
    const n = count();
    const st = issuedBilling(); // Smart Tenant: usr-member is not one of its people
    expect((await refusal(() => openTicket(as("usr-member"), input(st.billing.billingNumber!)))).status).toBe(400);
    expect((await refusal(() => openTicket(as("usr-member"), input("BL-NOPE-1")))).status).toBe(400);
    expect((await refusal(() => openTicket(as("usr-companion"), input(st.billing.billingNumber!)))).status).toBe(403);
    expect(count()).toBe(n);
  });

  it("goes through its lifecycle: assign notifies, hold pauses the SLA, solve, close, reopen with a fresh SLA", async () => {
    registerAllEffects();
    const b = issuedBilling();
    const t = openTicket(as("usr-owner"), input(b.billing.billingNumber!, { priority: "urgent" }));
    changeTicket(as("usr-owner"), t.id, "assign", { assigneeId: "usr-signer" });
    expect(getTicket(t.id)).toMatchObject({ status: "in progress", assigneeId: "usr-signer" });
    await drainOutbox({ limit: 1000 });
    expect(db().select().from(notifications).where(eq(notifications.recipientUserId, "usr-signer")).all().some((n) => n.url === `/tickets/${t.id}`)).toBe(true);
    expect((await refusal(() => changeTicket(as("usr-owner"), t.id, "hold", { message: "" }))).status).toBe(409);
    changeTicket(as("usr-owner"), t.id, "hold", { message: "Waiting for the bank" });
    const held = getTicket(t.id)!;
    expect(held).toMatchObject({ status: "on hold", holdReason: "Waiting for the bank" });
    expect(held.slaPausedAt).toBeTruthy();
    // Held for an hour: resuming moves the due time an hour later.
    db().update(tickets).set({ slaPausedAt: new Date(Date.now() - 3_600_000).toISOString() }).where(eq(tickets.id, t.id)).run();
    changeTicket(as("usr-owner"), t.id, "resume", {});
    const resumed = getTicket(t.id)!;
    expect(Date.parse(resumed.slaDueAt!) - Date.parse(held.slaDueAt!)).toBeGreaterThanOrEqual(3_600_000 - 5_000);
    expect(resumed.slaPausedAt).toBeNull();
    expect((await refusal(() => changeTicket(as("usr-owner"), t.id, "close", {}))).status).toBe(409);
    changeTicket(as("usr-owner"), t.id, "solve", { message: "Issued a new VA" });
    changeTicket(as("usr-owner"), t.id, "close", {});
    expect(getTicket(t.id)).toMatchObject({ status: "closed", resolution: "Issued a new VA" });
    changeTicket(as("usr-owner"), t.id, "reopen", { message: "Still cannot pay" });
    expect(getTicket(t.id)).toMatchObject({ status: "reopened", reopenReason: "Still cannot pay", closedAt: null });
    commentOnTicket(as("usr-owner"), t.id, "Called the customer", "internal");
    expect(db().select().from(ticketComments).where(eq(ticketComments.ticketId, t.id)).all()).toHaveLength(1);
    expect((await refusal(() => changeTicket(as("usr-owner"), t.id, "assign", { assigneeId: "usr-companion" }))).status).toBe(400);
  });

  it("scope: a product's people see its tickets, others get the same 404 as a missing one", async () => {
    const st = issuedBilling(); // Smart Tenant
    const t = openTicket(as("usr-owner"), input(st.billing.billingNumber!));
    expect(requireReadableTicket(as("usr-admin"), t.id).id).toBe(t.id);
    expect((await refusal(() => requireReadableTicket(as("usr-member"), t.id))).status).toBe(404);
    expect(ticketPage(as("usr-member"), params()).rows.some((r) => r.id === t.id)).toBe(false);
    expect(ticketPage(as("usr-owner"), params()).rows.some((r) => r.id === t.id)).toBe(true);
  });

  it("the six counts equal the list's totals per status, here and in /mock/tickets/dashboard", async () => {
    const user = as("usr-admin");
    const { counts } = ticketPage(user, params());
    for (const [group, key] of [["new", "newCount"], ["inProgress", "inProgressCount"], ["onHold", "onHoldCount"], ["solved", "solvedCount"], ["closed", "closedCount"]] as const) {
      expect(ticketPage(user, params(`?status=${group}`)).info.total).toBe(counts[key]);
    }
    expect(counts.totalCount).toBe(ticketPage(user, params()).info.total);
    expect(counts.newCount + counts.inProgressCount + counts.onHoldCount + counts.solvedCount + counts.closedCount).toBe(counts.totalCount);
    const token = await tokenFor(DEMO.admin);
    const { json } = await respond(mockDashboard as never, new Request("http://localhost/mock/tickets/dashboard", { headers: { authorization: `Bearer ${token}` } }));
    expect((json as { data: unknown }).data).toEqual(counts);
  });

  it("overdue: a running ticket past its due time is listed under overdue; on hold or solved ones are not", () => {
    const b = issuedBilling();
    const late = openTicket(as("usr-owner"), input(b.billing.billingNumber!));
    const held = openTicket(as("usr-owner"), input(b.billing.billingNumber!));
    changeTicket(as("usr-owner"), held.id, "start", {});
    changeTicket(as("usr-owner"), held.id, "hold", { message: "Waiting" });
    const past = new Date(Date.now() - 60_000).toISOString();
    db().update(tickets).set({ slaDueAt: past }).where(eq(tickets.id, late.id)).run();
    db().update(tickets).set({ slaDueAt: past }).where(eq(tickets.id, held.id)).run();
    const overdue = ticketPage(as("usr-admin"), params("?overdue=1")).rows.map((r) => r.id);
    expect(overdue).toContain(late.id);
    expect(overdue).not.toContain(held.id);
  });

  it("the list screen needs read:ticket", async () => {
    const { response } = await respond(listLoader as never, new Request("http://localhost/tickets"));
    expect([302, 401, 403]).toContain(response.status);
  });
});

describe("the customer's public form (invoice e-mail link)", () => {
  const form = (fields: Record<string, string>) => new Request("http://localhost/support/x", { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded", "x-digimon-client-address": "10.9.9.9" } });
  const report = { name: "Rina", email: "rina@maju.test", phone: "0812", title: "Amount is wrong", description: "The invoice doubles the licence." };

  it("opens a ticket from the customer, then adds a second report to it as a customer comment", async () => {
    const b = issuedBilling();
    const token = await supportToken(b.id);
    const page = await respond(supportLoader as never, new Request(`http://localhost/support/${token}`), { token });
    expect(page.response.status).toBe(200);
    const first = await respond(supportAction as never, form(report), { token });
    expect(first.response.status).toBe(200);
    const done = (first.json as { done: { ticketNumber: string; added: boolean } }).done;
    expect(done.added).toBe(false);
    const row = db().select().from(tickets).where(eq(tickets.ticketId, done.ticketNumber)).get()!;
    expect(row).toMatchObject({ source: "customer", billingId: b.id, createdById: null, status: "open" });
    const second = await respond(supportAction as never, form({ ...report, title: "Also the PPN" }), { token });
    expect((second.json as { done: { ticketNumber: string; added: boolean } }).done).toEqual({ ticketNumber: done.ticketNumber, added: true });
    expect(db().select().from(ticketComments).where(eq(ticketComments.ticketId, row.id)).get()).toMatchObject({ fromCustomer: true, visibility: "customer" });
  });

  it("refuses an altered link (404) and an expired one (410), writing nothing", async () => {
    const b = issuedBilling();
    const n = db().select().from(tickets).all().length;
    const good = await supportToken(b.id);
    const altered = `${good.slice(0, -3)}abc`;
    expect((await respond(supportLoader as never, new Request("http://localhost/support/x"), { token: altered })).response.status).toBe(404);
    expect((await respond(supportAction as never, form(report), { token: altered })).response.status).toBe(404);
    const expired = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(b.id).setAudience("support").setIssuer("digimon").setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_100).sign(new TextEncoder().encode(env().JWT_SECRET));
    expect((await respond(supportAction as never, form(report), { token: expired })).response.status).toBe(410);
    expect(await supportToken(b.id, new Date("2020-01-01"))).not.toBe(good);
    expect(db().select().from(tickets).all().length).toBe(n);
  });

  it("answers 400 with field errors on bad input and writes nothing", async () => {
    const b = issuedBilling();
    const token = await supportToken(b.id);
    const n = db().select().from(outbox).all().length;
    const bad = await respond(supportAction as never, form({ ...report, email: "not-an-email", title: "" }), { token });
    expect(bad.response.status).toBe(400);
    expect(Object.keys((bad.json as { fieldErrors: Record<string, string[]> }).fieldErrors).sort()).toEqual(["email", "title"]);
    expect(db().select().from(tickets).where(eq(tickets.billingId, b.id)).all()).toHaveLength(0);
    expect(db().select().from(outbox).all().length).toBe(n);
  });
});

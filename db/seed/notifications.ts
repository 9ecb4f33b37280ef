import type { Tx } from "../client.server";
import * as t from "../schema";
import { DEMO_USERS } from "./users";

type Sample = { title: string; text: string; url: string | null; minutesAgo: number; read?: boolean };

/** What each demo role would have been told lately (titles and texts as the outbox composers write them). */
const SAMPLES: Record<string, Sample[]> = {
  "usr-super-admin": [
    { title: "Invoice waiting for approval", text: "INV-ST-2611-0007 for PT Sinar Mas Land (Rp 18.425.500) waits for your approval.", url: "/invoices/inbox", minutesAgo: 4 },
    { title: "Tax invoice rejected", text: "e-Faktur for INV-AC-2611-0003 came back: Document's returned with notes. The invoice is returned.", url: "/invoices", minutesAgo: 52 },
    { title: "New partner registered", text: "Yusuf Hamdani (partner@digimon.test) activated an account.", url: "/admin/users", minutesAgo: 190 },
    { title: "Billing issued", text: "BL-DR-2611-0012 was issued by Siti Nurhaliza.", url: "/billings", minutesAgo: 60 * 26, read: true },
    { title: "Menu changed", text: "The side menu was updated: Approval inbox now lists approvers.", url: "/admin/menu", minutesAgo: 60 * 24 * 6, read: true },
  ],
  "usr-admin": [
    { title: "User blocked after failed sign-ins", text: "Joko Pohan was blocked after 5 wrong passwords.", url: "/admin/users", minutesAgo: 15 },
    { title: "Billing issued", text: "BL-SA-2611-0004 was issued by Dewi Lestari.", url: "/billings", minutesAgo: 60 * 5, read: true },
  ],
  "usr-owner": [
    { title: "Invoice approved", text: "INV-ST-2611-0005 was approved by Agus Prasetyo. The tax invoice is being requested.", url: "/invoices", minutesAgo: 7 },
    { title: "Purchase order created", text: "PO-DR-2611-00-0031 for PT Bank Rakyat Indonesia was created.", url: "/purchase-orders", minutesAgo: 75 },
    { title: "Invoice returned", text: "INV-DR-2611-0002 was returned by Agus Prasetyo: Other, return.", url: "/invoices", minutesAgo: 60 * 3 },
    { title: "Payment received", text: "Rp 24.145.000 for INV-ST-2610-0019 was settled.", url: "/invoices", minutesAgo: 60 * 30, read: true },
    { title: "Catalogue updated", text: "Smart Tenant's price list was changed by Rina Kartika.", url: "/products", minutesAgo: 60 * 24 * 9, read: true },
  ],
  "usr-signer": [
    { title: "Invoice waiting for approval", text: "INV-ST-2611-0007 for PT Sinar Mas Land (Rp 18.425.500) waits for your approval.", url: "/invoices/inbox", minutesAgo: 4 },
    { title: "Invoice waiting for approval", text: "INV-DR-2611-0004 for PT Bank Rakyat Indonesia (Rp 7.215.000) waits for your approval.", url: "/invoices/inbox", minutesAgo: 38 },
    { title: "Tax invoice received", text: "e-Faktur 04002500000000187 was received for INV-ST-2611-0001.", url: "/invoices", minutesAgo: 60 * 28, read: true },
  ],
  "usr-member": [
    { title: "Billing issued", text: "BL-AC-2611-0009 was issued; the invoice is now with Fajar Nugroho.", url: "/billings", minutesAgo: 22 },
    { title: "Invoice canceled", text: "INV-SA-2610-0011 was canceled by Fajar Nugroho: customer withdrew the order.", url: "/invoices", minutesAgo: 60 * 50, read: true },
  ],
  "usr-settlement": [
    { title: "Payments to match", text: "12 incoming transfers from Bank Mandiri are waiting to be matched.", url: "/invoices", minutesAgo: 11 },
    { title: "Payment is not matched", text: "A transfer of Rp 5.500.000 on 20 Nov 2026 matched no open invoice.", url: "/invoices", minutesAgo: 60 * 8 },
  ],
  "usr-partner": [{ title: "Welcome to Digimon", text: "Your partner account is active. Your products and invoices will appear here.", url: "/", minutesAgo: 60 * 24 * 3, read: true }],
  "usr-companion": [{ title: "Invoice approved", text: "INV-AC-2611-0002 of your division was approved.", url: "/invoices", minutesAgo: 95 }],
};

/** Demo notifications with ids fixed per user and sample, and times relative to the seed so the list looks current. */
export function seedNotifications(tx: Tx, now = new Date()) {
  let written = 0;
  for (const user of DEMO_USERS) {
    (SAMPLES[user.id] ?? []).forEach((s, i) => {
      const created = new Date(now.getTime() - s.minutesAgo * 60_000).toISOString();
      tx.insert(t.notifications)
        .values({ id: `ntf-${user.id.replace(/^usr-/, "")}-${i + 1}`, recipientUserId: user.id, recipientReferenceId: user.referenceId, title: s.title, text: s.text, url: s.url, readAt: s.read ? created : null, createdAt: created, sourceKey: `seed:${user.id}:${i + 1}` })
        .run();
      written++;
    });
  }
  return written;
}

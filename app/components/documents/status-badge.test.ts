import { fakturStatuses, invoiceStatuses, userStatuses } from "#db/schema";
import { machineRegistry } from "#machines/registry";
import { BILLING_STATUSES, PO_STATUSES } from "~/domain/lists";
import { translatorFor } from "~/services/i18n.server";
import { statusKey, statusText } from "./status-badge";

/** Every state of the machines that drive a stored status (the timeline shows states, the badges show the columns). */
const machineStates = machineRegistry
  .filter((e) => e.entity !== null)
  .flatMap((e) => Object.keys(e.machine.root.states).flatMap((state) => [state, ...(e.statusOf ? [e.statusOf(state)] : [])]));

const stored = [...invoiceStatuses, ...fakturStatuses, ...BILLING_STATUSES, ...PO_STATUSES, "unpaid", "paid", "not yet", "delivered", "sent", ...userStatuses];

describe("status names (issue 18)", () => {
  it.each([...new Set([...machineStates, ...stored])])("%s has a name in both languages", (value) => {
    const key = statusKey(value);
    expect(key).not.toBeNull();
    for (const language of ["en", "id"] as const) {
      const text = statusText(translatorFor(language, "documents") as never, value);
      expect(text).not.toContain("⟦");
      expect(text.trim()).not.toBe("");
    }
  });

  it("English shows the stored value as it always did; Bahasa Indonesia translates it", () => {
    expect(statusText(translatorFor("en", "documents") as never, "not yet")).toBe("not yet");
    expect(statusText(translatorFor("id", "documents") as never, "returned")).toBe("dikembalikan");
    expect(statusText(translatorFor("id", "documents") as never, "notYet")).toBe("belum");
  });

  it("shows a value it does not know as it is", () => {
    expect(statusKey("no such status")).toBeNull();
    expect(statusText(translatorFor("id", "documents") as never, "no such status")).toBe("no such status");
  });
});

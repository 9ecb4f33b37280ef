import { ageingReport } from "./ageing.server";
import { auditFiltersSchema } from "./audit.server";
import { paymentsFiltersSchema } from "./payments.server";
import { revenueReport } from "./revenue.server";

// A select filter's "All" option posts an empty value: the report reads it as no filter, never as a field error
// (the payments report refused its own "All" match status, found by the e2e export spec).
describe("the reports' select filters", () => {
  it("read an empty choice as absent", () => {
    expect(paymentsFiltersSchema.safeParse({ period: "year", status: "" })).toMatchObject({ success: true, data: { status: undefined } });
    expect(auditFiltersSchema.safeParse({ period: "year", entity: "" })).toMatchObject({ success: true, data: { entity: undefined } });
    expect(ageingReport.filters.safeParse({ bucket: "" })).toMatchObject({ success: true });
    expect(revenueReport.filters.safeParse({ period: "year", by: "" })).toMatchObject({ success: true, data: { by: "product" } });
  });

  it("still refuse a value that is not one of the choices", () => {
    expect(paymentsFiltersSchema.safeParse({ period: "year", status: "lost" }).success).toBe(false);
    expect(auditFiltersSchema.safeParse({ period: "year", entity: "users" }).success).toBe(false);
    expect(paymentsFiltersSchema.safeParse({ period: "year", status: "partly matched" })).toMatchObject({ success: true, data: { status: "partly matched" } });
  });
});

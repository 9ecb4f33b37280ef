import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayInJakarta } from "~/domain/dates";
import { parsePeriod } from "~/domain/report-period";
import { paymentsDashboard as paymentStatusFigures } from "~/models/mock-data.server";
import { paymentsDashboard } from "~/services/dashboards/payments.server";
import { mockFail, mockHandler, mockReply, mockScope, mockUser } from "~/services/mock.server";

/**
 * GET /mock/payments/dashboard?period&from&to&product.
 * - `period`: the payments dashboard's figures for the period (collected, unmatched, settled, fees, the monthly trend
 *   and the channels) from the code of the /dashboards/payments screen (issue 22), so the two never disagree.
 * - Beside it, as before (issue 20), where every payment and live billing stands today, whatever the period: paid,
 *   partly paid and unpaid billings, payments by settlement and match status, per channel, and credit spent.
 * Both over the payments the caller's Payments screen shows (read:payment with the billing list scope).
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const user = await mockUser(request, context);
    const ids = mockScope(user, "read:payment", "billing");
    const params = new URL(request.url).searchParams;
    const { period, error } = parsePeriod(params, todayInJakarta(new Date()));
    if (error) return mockFail(400, "from and to are a valid range of yyyy-mm-dd dates");
    // A product outside the caller's scope gives zero figures, as on the screen.
    const data = { ...paymentStatusFigures(ids), period: { ...period, ...paymentsDashboard(user, period, params.get("product")) } };
    const total = data.paid.count + data.partlyPaid.count + data.unpaid.count;
    return mockReply(data, { total, filtered: total, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));

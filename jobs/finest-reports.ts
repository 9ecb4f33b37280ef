import { sendFinestReports } from "~/services/finest.server";
import type { JobContext } from "./runner";

/** Sends the delivered reports, cash-in reversals and cash-in reports that are due to finest (the accounting system). */
export default async function run({ signal, heartbeat }: JobContext) {
  const counts = await sendFinestReports({ signal });
  heartbeat({ ...counts });
  return counts;
}

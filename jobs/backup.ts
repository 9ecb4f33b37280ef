import { scheduledBackup } from "~/services/backup.server";
import type { JobContext } from "./runner";

/**
 * Takes a backup of the database into BACKUP_DIR when the newest there is older than BACKUP_INTERVAL_HOURS
 * (0: never), and keeps the newest BACKUP_KEEP. Runs often and costs a directory listing when nothing is due,
 * so the interval is a setting, not the schedule, and a restart or a missed turn is caught up at once.
 */
export default async function run({ heartbeat }: Partial<Pick<JobContext, "heartbeat">> = {}) {
  const result = await scheduledBackup();
  heartbeat?.(result);
  return result;
}

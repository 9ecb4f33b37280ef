import type en from "../../../en/messages/admin/jobs";
import type { Translation } from "../../../translation";

// Bahasa Indonesia for ../../../en/messages/admin/jobs.ts.
export default {
  chooseJob: "Pilih job yang akan dijalankan.",
  noJob: 'Tidak ada job "{{name}}"',
  noTsx: "Job tidak dapat dijalankan dari sini: build belum ada dan tsx tidak terpasang",
} satisfies Translation<typeof en>;

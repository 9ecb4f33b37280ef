import type en from "../../en/admin/machines";
import type { Translation } from "../../translation";

// Bahasa Indonesia: the "machines" group of the "admin" namespace (same keys as ../../en/admin/machines.ts).
export default {
  title: "Mesin",
  machine: "Mesin",
  description: "Setiap alur kerja yang dijalankan portal, digambar dari definisinya, beserta instans yang aktif. Buka salah satu untuk memutar ulang instans atau menelusuri langkahnya pada salinan.",
  registered: "Mesin terdaftar",
  registeredDescription: "Dari machines/registry.ts; instans aktif dihitung dari snapshot alur kerja yang tersimpan.",
  columns: {
    machine: "Mesin",
    version: "Versi",
    states: "Status",
    events: "Peristiwa",
    instances: "Instans aktif",
    perState: "Instans per status",
  },
  inBrowser: "di sesi peramban",
  perStateLabel: "Instans {{machine}} per status",
  notStored: "Tidak disimpan: alur berjalan di sesi peramban pengunjung.",
  stuckTitle: "Instans macet",
  stuckDescription: "Instans yang berada di satu status lebih lama dari ambang batasnya, yang terlama lebih dulu ({{total}} seluruhnya).",
  applied: "{{event}} diterapkan",
  appliedDescription: "{{from}} → {{to}}, dicatat sebagai dilakukan lewat inspektur.",
} satisfies Translation<typeof en>;

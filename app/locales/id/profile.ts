import type en from "../en/profile";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "profile" namespace. Same keys as ../en/profile.ts (the type refuses a missing or extra key).
export default {
  language: {
    title: "Bahasa",
    description: "Bahasa portal, e-mail Anda, dan PDF yang Anda unduh. Tanggal dan nominal tetap berformat Indonesia di kedua bahasa.",
    label: "Bahasa",
    save: "Simpan bahasa",
    saved: "Bahasa diubah",
  },
} satisfies Translation<typeof en>;

import type en from "../../../en/messages/admin/sandbox";
import type { Translation } from "../../../translation";

// Bahasa Indonesia for ../../../en/messages/admin/sandbox.ts.
export default {
  chooseOutcome: "Pilih hasil",
  listedOutcome: "Pilih salah satu hasil yang tersedia",
  chooseField: "Pilih kolom yang diperiksa aturan",
  howMany: "Isi jumlah permintaan berikutnya, atau isi nilai yang dicocokkan",
  atLeastOne: "Minimal 1",
  atMostThousand: "Maksimal 1000",
  wholeNumber: "Gunakan bilangan bulat",
  sandboxOnly: "Panel kendali sandbox hanya tersedia dalam mode sandbox.",
  invalidRequest: "Permintaan sandbox tersebut tidak valid.",
  unknownOutcome: "Hasil tidak dikenal",
  ruleGone: "Aturan tersebut sudah tidak ada.",
  finestCustomer: "Pelanggan {{customer}} tidak terdaftar di kode perusahaan {{companyCode}}",
  finestCostElement: "Nilai cost element {{costElement}} tidak diizinkan",
  finestNotBooked: "Dokumen {{document}} bukan kas masuk yang tercatat; tidak ada yang bisa dibatalkan",
  finestAlreadyReversed: "Dokumen {{document}} sudah dibatalkan oleh dokumen {{reversal}}",
} satisfies Translation<typeof en>;

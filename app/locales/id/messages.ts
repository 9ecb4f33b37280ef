import type en from "../en/messages";
import type { Translation } from "../translation";
import authMessages from "./messages/auth";
import documentsMessages from "./messages/documents";
import productsMessages from "./messages/products";
import recurringMessages from "./messages/recurring";
import adminMessages from "./messages/admin";
import inspectorMessages from "./messages/inspector";
import profileMessages from "./messages/profile";
import shellMessages from "./messages/shell";

// Bahasa Indonesia: the "messages" namespace. Same keys as ../en/messages.ts (the type refuses a missing or extra key).
export default {
  validation: {
    required: "Wajib diisi",
    invalidInput: "Isian tidak valid",
    invalidEmail: "Alamat e-mail tidak valid",
    tooShort: "Minimal {{minimum}} karakter",
    tooLong: "Maksimal {{maximum}} karakter",
    expectedNumber: "Isi dengan angka",
  },
  spec: {
    pleaseLoginAgain: "Silakan masuk kembali!",
    noData: "Tidak ada data",
    paymentNotMatched: "Pembayaran belum dicocokkan",
    notEligible: "Beberapa dokumen tidak memenuhi syarat, ubah",
    invoiceNotFound: "Invoice tidak ditemukan.",
    queuedTaxInvoice: "Faktur pajak berhasil diantrekan dengan nomor faktur {{number}}",
    returnedWithNotes: "Dokumen dikembalikan dengan catatan {{note}}",
    somethingWentWrong: "Terjadi kesalahan",
  },
  auth: authMessages,
  documents: documentsMessages,
  products: productsMessages,
  recurring: recurringMessages,
  admin: adminMessages,
  inspector: inspectorMessages,
  profile: profileMessages,
  shell: shellMessages,
} satisfies Translation<typeof en>;

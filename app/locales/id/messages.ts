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
import partsMessages from "./messages/parts";
import gatewayMessages from "./messages/gateway";
import creditNotesMessages from "./messages/credit-notes";
import ticketsMessages from "./messages/tickets";
import rewardsMessages from "./messages/rewards";
import quotationsMessages from "./messages/quotations";
import paymentsMessages from "./messages/payments";
import cashOutsMessages from "./messages/cash-outs";
import companiesMessages from "./messages/companies";
import partnershipsMessages from "./messages/partnerships";
import dunningMessages from "./messages/dunning";
import settlementsMessages from "./messages/settlements";
import contractsMessages from "./messages/contracts";
import reportsMessages from "./messages/reports";
import taxCorrectionsMessages from "./messages/tax-corrections";
import statementsMessages from "./messages/statements";

// Bahasa Indonesia: the "messages" namespace. Same keys as ../en/messages.ts (the type refuses a missing or extra key).
export default {
  statements: statementsMessages,
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
    invoiceNotFoundPlain: "Invoice tidak ditemukan",
    returnedWithoutNotes: "Dokumen dikembalikan dengan catatan",
    databaseFailure: 'ORA-00904: "FAKTUR"."TGL_FAKTUR": pengenal tidak valid (kegagalan basis data sistem pajak)',
    postingCustomer: "Posting gagal: pelanggan {{customer}} tidak terdaftar di kode perusahaan {{companyCode}}",
    postingCostElement: "Posting gagal: nilai cost element {{costElement}} tidak diizinkan",
    duplicateRefId: "Ref Id Invoice {{reference}} sudah digunakan.",
    fileUrlTooLongAnswer: 'ORA-12899: nilai terlalu panjang untuk kolom "FAKTUR"."FILE_URL" (sebenarnya: {{length}}, maksimum: {{maximum}})',
    fileUrlTooLong: "URL berkas faktur pajak terlalu panjang untuk kolomnya: {{length}} karakter (maksimum {{maximum}}).",
  },
  general: {
    couldNotBeDone: "Permintaan itu tidak dapat dijalankan.",
    formEncoding: "Kirim formulir sebagai multipart/form-data atau application/x-www-form-urlencoded",
    notFound: "Tidak ditemukan",
    feedbackThanks: 'Terima kasih atas tanggapan Anda! Jawaban Anda: "{{answer}}".',
  },
  auth: authMessages,
  documents: documentsMessages,
  products: productsMessages,
  recurring: recurringMessages,
  admin: adminMessages,
  inspector: inspectorMessages,
  profile: profileMessages,
  shell: shellMessages,
  parts: partsMessages,
  gateway: gatewayMessages,
  creditNotes: creditNotesMessages,
  tickets: ticketsMessages,
  rewards: rewardsMessages,
  quotations: quotationsMessages,
  payments: paymentsMessages,
  cashOuts: cashOutsMessages,
  companies: companiesMessages,
  partnerships: partnershipsMessages,
  dunning: dunningMessages,
  settlements: settlementsMessages,
  contracts: contractsMessages,
  reports: reportsMessages,
  taxCorrections: taxCorrectionsMessages,
  pdf: {
    poMissing: "Purchase order tersebut tidak ada",
    billingMissing: "Tagihan tersebut tidak ada",
    invoiceMissing: "Invoice tersebut tidak ada",
    invoiceBillingMissing: "Tagihan dari invoice tersebut tidak ada",
    renderFailed: "PDF tidak dapat dibuat. Kesalahan ini sudah dicatat.",
    renderBusy: "PDF belum dapat dibuat saat ini (terlalu banyak dokumen sekaligus). Coba lagi sebentar lagi.",
    renderTimeout: "PDF belum dapat dibuat saat ini (prosesnya terlalu lama). Coba lagi sebentar lagi.",
    renderRestarting: "PDF belum dapat dibuat saat ini (pembuat PDF sedang dimulai ulang). Coba lagi sebentar lagi.",
    noSuchDocument: "Dokumen tersebut tidak ada",
  },
} satisfies Translation<typeof en>;

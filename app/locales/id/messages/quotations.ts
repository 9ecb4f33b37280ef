import type en from "../../en/messages/quotations";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/quotations.ts (the type refuses a missing or extra key).
export default {
  notOpenable: "Penawaran itu tidak ada atau bukan penawaran yang boleh Anda buka",
  notYours: "Penawaran itu bukan penawaran yang boleh Anda lihat",
  approvedCompany: "Pilih perusahaan mitra yang sudah disetujui",
  expired: "{{number}} sudah kedaluwarsa: penawaran berlaku sampai {{date}}.",
  sameProduct: "Penawaran tidak dapat dipindah ke produk lain",
  signedDocument: "Lampirkan penawaran yang sudah ditandatangani (PDF, JPG atau PNG)",
  alreadyConverted: "{{number}} sudah dijadikan PO {{po}}.",
  product: "Pilih produk penawaran",
  company: "Pilih perusahaan mitra dari daftar",
  date: "Pilih tanggal penawaran",
  validUntil: "Pilih tanggal berlaku penawaran",
  validAfterDate: "Penawaran harus berlaku sampai tanggal penawaran atau sesudahnya",
  notesTooLong: "Catatan maksimal 2000 karakter",
  reasonTooLong: "Alasan maksimal 1000 karakter",
  approvalTooLong: "Catatan persetujuan maksimal 500 karakter",
} satisfies Translation<typeof en>;

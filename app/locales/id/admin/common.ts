import type en from "../../en/admin/common";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/admin/common.ts (the type refuses a missing or extra key).
export default {
  administration: "Administrasi",
  pager: {
    none: "Tidak ada {{noun}}",
    rows: "Baris {{from}}–{{to}} dari {{total}} {{noun}}",
    page: "Halaman {{page}} dari {{pages}}",
    label: "Halaman {{noun}}",
    previous: "Halaman sebelumnya",
    next: "Halaman berikutnya",
  },
  sort: { ascending: "{{label}}: urutkan naik", descending: "{{label}}: urutkan turun" },
  userCount_one: "{{formatted}} pengguna",
  userCount_other: "{{formatted}} pengguna",
  roleDescriptions: {
    "super-admin": "Semua hak akses, termasuk menerapkan event inspector secara nyata",
    admin: "Mengelola pengguna, organisasi, dan produk; melihat semua dokumen",
    "product-owner": "Memiliki produk dan menjalankan rantai order-to-cash produk tersebut",
    member: "Anggota produk: membuat PO, tagihan, dan invoice",
    approver: "Menyetujui, mengembalikan, dan menolak invoice",
    "invoice-signer": "Penanda tangan yang ditunjuk untuk invoice produk",
    settlement: "Mencocokkan pembayaran dan melakukan pelunasan",
    companion: "Pendamping produk dari divisi",
    partner: "Staf perusahaan mitra",
    legal: "Meninjau kontrak dan perjanjian",
    spa: "Administrasi mitra penjualan",
    system: "Job dan integrasi yang berjalan sendiri",
  },
} satisfies Translation<typeof en>;

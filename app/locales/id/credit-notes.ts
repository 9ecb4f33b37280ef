// Indonesian: the "creditNotes" namespace (issue 21). Same keys as en/credit-notes.ts.
import type en from "../en/credit-notes";
import type { Translation } from "../translation";

export default {
  title: { list: "Nota kredit", detail: "Nota kredit {{number}}", pending: "Nota kredit (belum bernomor)" },
  description: { list: "Nota kredit membatalkan invoice yang disetujui. Masing-masing bernomor sendiri tanpa celah, diterbitkan langsung atau, di atas jumlah yang ditetapkan, oleh penyetuju kedua." },
  noun: "nota kredit",
  searchLabel: "Cari nota kredit",
  searchPlaceholder: "Nomor CN atau invoice, pelanggan",
  empty: "Tidak ada nota kredit yang cocok.",
  filters: { status: "Status", product: "Produk", date: "Diminta" },
  status: { requested: "Diminta", "awaiting approval": "Menunggu persetujuan kedua", issued: "Diterbitkan", rejected: "Ditolak" },
  columns: { number: "Nomor", invoice: "Membatalkan invoice", customer: "Pelanggan", product: "Produk", amount: "Jumlah", ppn: "PPN", status: "Status", requestedBy: "Diminta oleh", secondApprover: "Penyetuju kedua", issued: "Diterbitkan", created: "Diminta", reason: "Alasan" },
  fields: { invoice: "Membatalkan invoice", amount: "Jumlah (termasuk PPN)", dpp: "DPP", ppn: "PPN", reason: "Alasan", requestedBy: "Diminta oleh", secondApprover: "Penyetuju kedua", rejectedBy: "Ditolak oleh", rejectReason: "Alasan penolakan", issuedAt: "Diterbitkan", pdf: "PDF", noPdf: "PDF sedang dibuat; muat ulang sebentar lagi." },
  detail: { history: "Riwayat", decide: "Persetujuan kedua", decideHint: "Di atas {{amount}} nota kredit memerlukan orang kedua: bukan {{requester}}, yang memintanya, dan bukan pembuat tagihan.", approve: "Setujui dan terbitkan", reject: "Tolak", rejectReason: "Alasan menolak", notYou: "Anda yang meminta nota kredit ini, atau membuat tagihannya: orang lain dengan cancel:invoice yang menyetujuinya.", download: "Unduh PDF" },
  invoice: {
    card: "Batalkan dengan nota kredit",
    hint: "Membatalkan invoice yang disetujui menerbitkan nota kredit bernomor sendiri, membatalkan faktur pajak di otoritas pajak, dan membalik laporan akuntansi. Tidak dapat dibatalkan.",
    secondApproval: "Invoice ini di atas {{amount}}: orang kedua menyetujui nota kredit sebelum diterbitkan.",
    reason: "Alasan nota kredit",
    submit: "Batalkan dengan nota kredit",
    notes: "Nota kredit",
    open: "Buka",
  },
  toast: { issued: "Nota kredit {{number}} diterbitkan; invoice dibatalkan.", awaiting: "Nota kredit diminta; menunggu penyetuju kedua.", approved: "Nota kredit {{number}} diterbitkan; invoice dibatalkan.", rejected: "Nota kredit ditolak; invoice tetap disetujui." },
} satisfies Translation<typeof en>;

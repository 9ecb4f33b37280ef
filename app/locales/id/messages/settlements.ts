import type en from "../../en/messages/settlements";
import type { Translation } from "../../translation";

export default {
  notEligible: "Beberapa dokumen tidak memenuhi syarat, ubah: {{list}}.",
  notImported: "Laporan settlement tidak diimpor: {{errors}}.",
  importedAlready: "Laporan settlement tanggal {{date}} sudah diimpor sebagai {{reference}}.",
  noSuchSettlement: "Tidak ada settlement {{id}}.",
  noSuchSettlementInScope: "Settlement tidak ada, atau bukan untuk Anda lihat.",
  settledNoCredit: "Settlement {{reference}} sudah settled; kredit banknya tidak dapat diubah.",
  pairedAlready: "Settlement {{reference}} sudah dipasangkan dengan kredit bank; lepaskan dahulu.",
  onlyStatement: "Hanya kredit dari rekening koran yang dapat membayar settlement.",
  creditNotWaiting: "Kredit bank itu {{status}}; hanya kredit yang masih menunggu di antrean yang dapat dipasangkan (batalkan pencocokannya dahulu).",
  nothingToUnpair: "Settlement {{reference}} tidak memiliki kredit bank untuk dilepaskan.",
  noSuchDifference: "Selisih itu tidak ada di settlement ini.",
  resolvedAlready: "Selisih itu sudah diselesaikan oleh {{name}}: {{reason}}",
  pairedElsewhere: "Kredit bank ini membayar settlement {{reference}}; lepaskan di sana.",
  chooseFile: "Pilih berkas laporan settlement (CSV).",
  chooseCredit: "Pilih kredit bank yang membayar neto.",
  headerMustBe: "judul kolom harus {{columns}}",
  noTransactions: "laporan tidak berisi transaksi",
  netOfSettlement: "Settlement gateway {{reference}}: neto laporan settlement-nya",
  unpairedFrom: "Dilepaskan dari settlement {{reference}}: {{reason}}",
  creditUnpaired: "Kredit bank dilepaskan: {{reason}}",
  reportDay: "Pilih hari laporan settlement (YYYY-MM-DD).",
  reasonForResolve: "Berikan alasan untuk menyelesaikan selisih.",
  reasonForUnpair: "Berikan alasan untuk melepaskan kredit bank.",
} satisfies Translation<typeof en>;

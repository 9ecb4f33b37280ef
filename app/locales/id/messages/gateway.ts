// Bahasa Indonesia: pesan server area "gateway" (lihat ../messages.ts), dengan kunci yang sama seperti versi Inggris.
export default {
  success: "Berhasil",
  expired: "Kedaluwarsa",
  noVaNumber: "Payment gateway menjawab tanpa nomor virtual account",
  orderTaken: "Permintaan tidak dapat diselesaikan karena bentrok dengan keadaan transaksi saat ini (order_id sudah dipakai)",
  grossAmountWhole: "transaction_details.gross_amount harus bilangan bulat minimal 1",
  transactionMissing: "Transaksi tidak ada.",
  onlyPendingExpires: "Status transaksi {{status}}; hanya transaksi pending yang dapat dikedaluwarsakan",
  regenerateRefused: "Virtual account hanya dapat dibuat ulang bila sudah kedaluwarsa atau ditolak, pada tagihan terbit yang belum lunas.",
  unreachable: "Payment gateway sedang tidak dapat dihubungi; coba lagi beberapa menit lagi.",
  webhook: {
    postOnly: "Notifikasi dikirim dengan POST.",
    notJson: "Notifikasi bukan objek JSON.",
    noSignature: "Notifikasi tidak bertanda tangan.",
    unknownOrder: "Tidak ada pembayaran kami dengan order_id tersebut.",
    badSignature: "Tanda tangan notifikasi tidak cocok.",
    incomplete: "Notifikasi tidak memuat transaction_id atau transaction_status, atau gross_amount-nya bukan rupiah bulat.",
    alreadyReceived: "Sudah diterima.",
    applied: "Diterapkan.",
  },
};

// Bahasa Indonesia: pesan server area "creditNotes" (lihat ../messages.ts), dengan kunci yang sama seperti versi Inggris.
export default {
  notOpenable: "Nota kredit itu tidak ada atau bukan yang boleh Anda buka",
  onlyApproved: "Hanya invoice yang disetujui yang dibatalkan dengan nota kredit.",
  ownBilling: "Anda membuat tagihan invoice ini, jadi Anda tidak dapat membatalkan invoice yang sudah disetujui (pemisahan tugas). Minta rekan dengan cancel:invoice.",
  paid: "Invoice ini sudah dibayar atau dibayar sebagian: batalkan pencocokan atau kembalikan pembayarannya dulu, lalu batalkan dengan nota kredit.",
  alreadyIssued: "Invoice ini sudah memiliki nota kredit.",
  alreadyWaiting: "Nota kredit untuk invoice ini sudah menunggu penyetuju keduanya.",
  onlyByCreditNote: "Invoice yang disetujui hanya dibatalkan dengan menerbitkan nota kredit: gunakan Batalkan dengan nota kredit pada invoice.",
};

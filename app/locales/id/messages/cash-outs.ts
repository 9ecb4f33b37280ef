import type en from "../../en/messages/cash-outs";

// Bahasa Indonesia: server messages of the "cash-outs" area.
const id: typeof en = {
  chooseProduct: "Pilih produk yang saldonya ditarik.",
  overBalance: "Saldo settle yang tersedia {{available}}; ajukan tidak lebih dari itu.",
  bank: "Isi bank tujuan.",
  bankTooLong: "Nama bank paling banyak 60 karakter.",
  account: "Isi nomor rekening tujuan (5 sampai 20 angka).",
  holder: "Isi nama pemilik rekening.",
  holderTooLong: "Nama pemilik rekening paling banyak 120 karakter.",
  noteTooLong: "Catatan paling banyak 500 karakter.",
  reference: "Isi referensi transfer.",
  referenceTooLong: "Referensi transfer paling banyak 60 karakter.",
  proof: "Lampirkan bukti transfer (PDF atau gambar).",
  fileUnreadable: "Berkas itu tidak dapat dibaca.",
  noSuch: "Tidak ada pengajuan penarikan dana itu.",
  notApproved: "Penarikan dana {{number}} berstatus {{state}}, jadi transfernya tidak dapat ditandai selesai.",
  needPermission: "Anda memerlukan izin request:cashout atau approve:cashout untuk ini.",
  makerChecker: "Penarikan dana {{number}} sebesar {{amount}} tidak dapat disetujui sekarang: orang yang mengajukan penarikan dana tidak boleh menyetujui atau menolaknya (maker-checker).",
  makerCheckerOther: 'Penarikan dana {{number}} sebesar {{amount}} tidak dapat diberi "{{verb}}" sekarang: {{reasons}}.',
};

export default id;

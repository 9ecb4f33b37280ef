import type en from "../../en/messages/tax-corrections";

// Bahasa Indonesia: server messages of the tax-invoice corrections (pembatalan dan penggantian faktur).
const id: typeof en = {
  retryOnlyRefused: "Hanya pembatalan yang ditolak otoritas pajak yang dapat dicoba lagi.",
  noFakturToCancel: "Faktur pajak ini belum memiliki nomor faktur untuk dibatalkan.",
  cancelledAtAuthority: "Faktur {{number}} dibatalkan (batal)",
  onlyApproved: "Hanya invoice yang sudah disetujui yang dapat diganti dengan invoice koreksi.",
  creatorMayNotReplace: "Anda membuat billing invoice ini, jadi Anda tidak dapat mengganti invoice yang sudah disetujui (pemisahan tugas). Minta rekan yang memiliki reissue:invoice.",
  alreadyWaiting: "Invoice koreksi pengganti invoice ini sudah menunggu persetujuan.",
  notAnsweredYet: "Otoritas pajak belum menjawab faktur pajak invoice ini; ganti setelah faktur diterima.",
  notReplaceable: "Faktur pajak invoice ini tidak dapat diganti (gagal, atau sudah dibatalkan).",
  nameRequired: "Isi nama pembeli seperti yang harus tercantum di faktur pajak.",
  nameTooLong: "Nama pembeli paling banyak 200 karakter.",
  npwpInvalid: "Isi NPWP 15 atau 16 angka, atau NIK 16 angka.",
  addressRequired: "Isi alamat pembeli.",
  addressTooLong: "Alamat paling banyak 500 karakter.",
  reasonRequired: "Jelaskan mengapa invoice diganti.",
  nothingCorrected: "Tidak ada yang dikoreksi: ubah nama, NPWP/NIK, atau alamat.",
};

export default id;

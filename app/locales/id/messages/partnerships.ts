import type en from "../../en/messages/partnerships";

// Bahasa Indonesia: server messages of the "partnerships" area.
const id: typeof en = {
  title: "Isi judul kemitraan.",
  titleTooLong: "Judul maksimal 160 karakter.",
  model: "Pilih model kemitraan.",
  category: "Pilih kategori kemitraan.",
  productCategory: "Pilih kategori produk.",
  division: "Pilih divisi.",
  initiationType: "Pilih cara kemitraan diinisiasi.",
  priority: "Pilih prioritas.",
  dueDate: "Isi tenggat sebagai tanggal.",
  noteTooLong: "Catatan maksimal 500 karakter.",
  potentialPartners: "Cantumkan paling banyak sepuluh calon mitra.",
  companies: "Pilih minimal satu perusahaan mitra.",
  started: "Isi tanggal mulai sebagai tanggal.",
  ended: "Isi tanggal berakhir sebagai tanggal.",
  period: "Isi jangka waktu dalam bulan penuh (1 sampai 240).",
  businessModels: "Pilih model bisnis dari daftar.",
  revenueShare: "Isi bagi hasil grup sebagai persentase 0 sampai 100.",
  otherModelTooLong: "Uraian model lain maksimal 1000 karakter.",
  endAfterStart: "Tanggal berakhir harus setelah tanggal mulai.",
  stopReason: "Isi alasan penghentian.",
  newEnded: "Isi tanggal berakhir yang baru.",
  extendReason: "Isi alasan perpanjangan.",
  approvedCompanies: "Pilih hanya perusahaan mitra yang sudah disetujui.",
  productsFromList: "Pilih produk dari daftar.",
  companionFromList: "Pilih pendamping dari daftar.",
  noSuch: "Kemitraan tidak ditemukan.",
  outOfScope: "Kemitraan ini di luar cakupan yang boleh Anda lihat.",
  finalNotEdited: "Kemitraan yang sudah berakhir atau dihentikan tidak dapat diubah lagi.",
  extendLater: "Tanggal berakhir yang baru harus setelah {{date}}.",
};

export default id;

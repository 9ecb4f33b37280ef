import type en from "../../en/messages/companies";

// Bahasa Indonesia: server messages of the "companies" area.
const id: typeof en = {
  name: "Isi nama resmi perusahaan.",
  nameTooLong: "Nama perusahaan maksimal 160 karakter.",
  email: "Isi alamat e-mail perusahaan.",
  category: "Isi kategori usaha perusahaan.",
  categoryTooLong: "Kategori maksimal 80 karakter.",
  npwp: "Isi NPWP perusahaan (15 atau 16 digit).",
  phone: "Isi nomor telepon (8 sampai 15 digit).",
  website: "Isi situs web sebagai alamat yang diawali https://.",
  descriptionTooLong: "Deskripsi maksimal 2000 karakter.",
  street: "Isi alamat jalan.",
  streetTooLong: "Alamat jalan maksimal 200 karakter.",
  city: "Isi kota.",
  cityTooLong: "Kota maksimal 80 karakter.",
  province: "Isi provinsi.",
  provinceTooLong: "Provinsi maksimal 80 karakter.",
  postalCode: "Isi kode pos lima digit.",
  experienceMax: "Cantumkan paling banyak lima pengalaman sebelumnya.",
  experienceLine: "Tulis setiap pengalaman sebagai: judul | klien | tahun.",
  picName: "Isi nama lengkap PIC.",
  picNameTooLong: "Nama PIC maksimal 120 karakter.",
  picEmail: "Isi alamat e-mail PIC.",
  picTaken: "Perusahaan ini sudah memiliki PIC dengan alamat e-mail tersebut.",
  noSuch: "Perusahaan tersebut tidak ada.",
  noSuchPic: "PIC tersebut tidak ada.",
  notYours: "Perusahaan ini bukan milik Anda: mitra hanya melihat perusahaan yang diwakilinya.",
  needRead: "Anda memerlukan izin read:company atau manage:company untuk ini.",
  needManage: "Anda memerlukan izin manage:company untuk ini.",
  needApprove: "Anda memerlukan izin approve:company untuk ini.",
  picDecided: "PIC {{name}} sudah {{state}} oleh {{by}}.",
  resubmitted: "Diubah dan diajukan ulang",
};

export default id;

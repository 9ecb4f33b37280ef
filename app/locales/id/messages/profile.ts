import type en from "../../en/messages/profile";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/profile.ts (the type refuses a missing or extra key).
export default {
  enterFullname: "Masukkan nama lengkap Anda",
  atMost100: "Gunakan maksimal 100 karakter",
  phoneDigits: "Masukkan nomor telepon 8 sampai 16 digit, misalnya 0812 1000 0001",
  accountNotFound: "Akun Anda tidak ditemukan.",
  unknownRequest: "Permintaan tidak dikenal.",
  pictureUpdated: "Foto profil diperbarui",
  pictureRemoved: "Foto profil dihapus",
  saved: "Profil disimpan",
  choosePicture: "Pilih foto yang akan diunggah.",
  pictureTooBig: "Ukuran foto maksimal 2 MB.",
  pngOrJpg: "Unggah foto berformat PNG atau JPG.",
  noSuchPicture: "Foto tidak ditemukan.",
  chooseLanguage: "Pilih Bahasa Indonesia atau English.",
} satisfies Translation<typeof en>;

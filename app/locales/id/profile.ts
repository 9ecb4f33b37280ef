import type en from "../en/profile";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "profile" namespace. Same keys as ../en/profile.ts (the type refuses a missing or extra key).
export default {
  title: "Profil",
  description: "Akun Anda, posisi Anda dalam organisasi, dan halaman yang Anda sematkan.",
  language: {
    title: "Bahasa",
    description: "Bahasa portal, e-mail Anda, dan PDF yang Anda unduh. Tanggal dan nominal tetap berformat Indonesia di kedua bahasa.",
    label: "Bahasa",
    save: "Simpan bahasa",
    saved: "Bahasa diubah",
  },
  avatar: {
    label: "Foto profil",
    help: "PNG atau JPG, maksimal 2 MB.",
    upload: "Unggah foto",
    remove: "Hapus foto",
  },
  security: {
    title: "Keamanan",
    changePassword: "Ubah kata sandi",
    logOut: "Keluar",
  },
  details: {
    title: "Detail akun",
    description: "Nama Anda yang dilihat rekan kerja pada dokumen dan riwayat.",
    fullname: "Nama lengkap",
    phoneNumber: "Nomor telepon",
    email: "E-mail",
    nik: "NIK",
    referenceId: "ID referensi",
    type: "Tipe",
    jobPosition: "Jabatan",
    memberSince: "Anggota sejak",
    save: "Simpan perubahan",
  },
  position: {
    title: "Pemetaan posisi",
    description: "Diatur oleh administrator; hubungi mereka untuk mengubahnya.",
    company: "Perusahaan",
    division: "Divisi",
    unit: "Unit",
    position: "Posisi",
  },
  pinned: {
    title: "Halaman tersemat",
    description: "10 halaman pertama tampil di navbar; sisanya menunggu dan naik saat Anda menghapus halaman yang tampil.",
    empty: "Belum ada halaman yang disematkan. Gunakan tombol sematkan di navbar pada halaman mana pun.",
    waiting: "Menunggu",
    remove: "Hapus {{title}}",
  },
  changePassword: {
    title: "Ubah kata sandi",
    cardTitle: "Kata sandi baru",
    cardDescription: "Minimal 10 karakter berisi huruf dan angka, bukan alamat e-mail Anda.",
    currentPassword: "Kata sandi saat ini",
    newPassword: "Kata sandi baru",
    newPasswordAgain: "Ulangi kata sandi baru",
    submit: "Ubah kata sandi",
    submitting: "Mengubah…",
  },
} satisfies Translation<typeof en>;

import type en from "../../en/messages/shell";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/messages/shell.ts (the type refuses a missing or extra key).
export default {
  unexpected: "Portal mengalami masalah tak terduga. Masalah ini sudah dicatat; silakan coba lagi.",
  pageNotFound: "Halaman yang Anda minta tidak ada atau sudah dipindahkan.",
  bookmarks: {
    full: "Anda sudah menyematkan jumlah halaman terbanyak yang diizinkan. Hapus beberapa terlebih dahulu.",
    gone: "Markah itu sudah tidak ada.",
    portalPagesOnly: "Hanya halaman portal yang dapat disematkan",
    invalid: "Permintaan markah itu tidak valid.",
    alreadyPinned: "Halaman ini sudah disematkan",
    pinned: "Halaman disematkan",
    pinnedWaiting: "Halaman disematkan dan menunggu",
    pinnedWaitingNote: "{{count}} sematan ditampilkan; sematan ini tampil setelah Anda menghapus salah satunya.",
    removed: "Markah dihapus",
  },
  notifications: {
    invalid: "Permintaan notifikasi itu tidak valid.",
    notYours: "Notifikasi itu tidak ada atau bukan milik Anda.",
    markedReadOne: "{{count}} notifikasi ditandai sudah dibaca",
    markedRead: "{{count}} notifikasi ditandai sudah dibaca",
    nothingUnread: "Tidak ada yang belum dibaca",
  },
  theme: {
    switchedOff: "Pengaturan tampilan dinonaktifkan untuk portal ini.",
    invalid: "Pengaturan tampilan itu tidak valid.",
    unknownIntent: "Permintaan tidak dikenal: {{intent}}",
    reset: "Tampilan dikembalikan ke bawaan",
    saved: "Tampilan disimpan",
  },
} satisfies Translation<typeof en>;

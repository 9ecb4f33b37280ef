import type en from "../../../en/messages/admin/menu";
import type { Translation } from "../../../translation";

// Bahasa Indonesia for ../../../en/messages/admin/menu.ts.
export default {
  chooseKind: "Pilih jenis entri",
  enterTitle: "Isi judul",
  atMost: "Gunakan paling banyak {{max}} karakter",
  iconAs: "Tulis ikon sebagai ri:<ikon remix>, bi:<ikon bootstrap>, color:<ikon lucide>:<primary|success|danger|info|warning|dark>, atau img:<gambar produk>",
  chooseRole: "Pilih minimal satu peran",
  itemPath: "Item tunggal menautkan ke halaman portal: awali alamat dengan /",
  leavesPortal: "Alamat ini akan keluar dari portal: tulis path portal seperti /invoices",
  externalHttps: "Tautan eksternal memerlukan alamat lengkap yang diawali https://",
  groupHasEntries: "Kelompok ini masih memiliki entri: pindahkan atau hapus entrinya terlebih dahulu.",
  topLevelOnly: "Judul kelompok dan kelompok harus berada di tingkat teratas menu.",
  ownParent: "Entri tidak dapat menjadi induknya sendiri.",
  chooseGroup: "Pilih kelompok lipat sebagai induk.",
  noEntry: "Entri menu itu tidak ada (lagi).",
  unknownRequest: "Permintaan tidak dikenal.",
  unknownRole: "Peran tidak dikenal: {{roles}}",
} satisfies Translation<typeof en>;

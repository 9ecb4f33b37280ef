import type en from "../../../en/messages/admin/organisation";
import type { Translation } from "../../../translation";

// Bahasa Indonesia for ../../../en/messages/admin/organisation.ts.
export default {
  enterCode: "Isi kode",
  codeTooShort: "Kode minimal 2 karakter",
  codeTooLong: "Kode maksimal 30 karakter",
  codeChars: "Gunakan huruf kapital, angka, tanda hubung, dan garis bawah",
  enterName: "Isi nama",
  atMost120: "Maksimal 120 karakter",
  lokerFormat: "Loker terdiri atas 2 sampai 12 huruf atau angka",
  chooseParent: "Pilih induk",
  chooseNewParent: "Pilih induk baru",
  noNode: "Tidak ada node organisasi {{id}}",
  noNodeAtAll: "Node organisasi tidak ditemukan",
  positionHasNoChildren: "{{name}} adalah jabatan; jabatan tidak dapat memiliki turunan",
  directorateUnder: "Direktorat atau anak perusahaan (level 2) hanya dapat berada di bawah perusahaan level 1; {{name}} berada di level {{level}}",
  divisionUnder: "Divisi (level 3) hanya dapat berada di bawah direktorat atau anak perusahaan level 2; {{name}} berada di level {{level}}",
  unitUnder: "Unit (level 4) hanya dapat berada di bawah divisi level 3; {{name}} berada di level {{level}}",
  positionUnder: "Jabatan (level 5) hanya dapat berada di bawah unit level 4; {{name}} berada di level {{level}}",
  codeUsed: "Kode {{code}} sudah digunakan",
  topCannotMove: "{{name}} adalah puncak struktur dan tidak dapat dipindahkan",
  ownParent: "Node tidak dapat menjadi induk bagi dirinya sendiri",
  cannotDeleteOne: "{{name}} tidak dapat dihapus karena masih memiliki keterkaitan ({{dependents}}). Pindahkan atau hapus keterkaitan tersebut terlebih dahulu.",
  cannotDelete: "{{name}} tidak dapat dihapus karena masih memiliki keterkaitan ({{dependents}}). Pindahkan atau hapus keterkaitan tersebut terlebih dahulu.",
} satisfies Translation<typeof en>;

import type en from "../../en/admin/organisation";
import type { Translation } from "../../translation";

// Bahasa Indonesia for ../../en/admin/organisation.ts (the type refuses a missing or extra key).
export default {
  title: "Organisasi",
  description: "Struktur grup: perusahaan, direktorat, divisi, unit, dan jabatan (level 1 sampai 5).",
  structure: "Struktur",
  structureHint: "Pilih node untuk melihat dan mengubahnya. Angka menunjukkan jumlah orang yang dipetakan di sana.",
  treeLabel: "Struktur organisasi",
  empty: "Struktur masih kosong.",
  peopleMappedHere: "{{count}} orang dipetakan di sini",
  kind: { company: "Perusahaan", directorate: "Direktorat", division: "Divisi", unit: "Unit", position: "Jabatan" },
  kindLevel: "{{kind}} · level {{level}}",
  code: "Kode",
  loker: "Loker",
  childNodes: "Node turunan",
  peopleMapped: "Orang yang dipetakan",
  seeThem: "lihat",
  products: "Produk",
  documents: "Dokumen",
  mappedHere: "Dipetakan di sini",
  rename: { title: "Ubah nama", name: "Nama", code: "Kode", loker: "Loker", save: "Simpan" },
  move: {
    title: "Pindahkan",
    company: "Perusahaan dipindahkan ke bawah node level {{level}} lain; semua yang ada di bawahnya ikut pindah.",
    directorate: "Direktorat dipindahkan ke bawah node level {{level}} lain; semua yang ada di bawahnya ikut pindah.",
    division: "Divisi dipindahkan ke bawah node level {{level}} lain; semua yang ada di bawahnya ikut pindah.",
    unit: "Unit dipindahkan ke bawah node level {{level}} lain; semua yang ada di bawahnya ikut pindah.",
    position: "Jabatan dipindahkan ke bawah node level {{level}} lain; semua yang ada di bawahnya ikut pindah.",
    newParent: "Induk baru",
    submit: "Pindahkan",
  },
  create: {
    company: { title: "Tambah perusahaan di bawah {{parent}}", name: "Nama perusahaan", code: "Kode perusahaan", loker: "Loker perusahaan", submit: "Tambah perusahaan" },
    directorate: { title: "Tambah direktorat di bawah {{parent}}", name: "Nama direktorat", code: "Kode direktorat", loker: "Loker direktorat", submit: "Tambah direktorat" },
    division: { title: "Tambah divisi di bawah {{parent}}", name: "Nama divisi", code: "Kode divisi", loker: "Loker divisi", submit: "Tambah divisi" },
    unit: { title: "Tambah unit di bawah {{parent}}", name: "Nama unit", code: "Kode unit", loker: "Loker unit", submit: "Tambah unit" },
    position: { title: "Tambah jabatan di bawah {{parent}}", name: "Nama jabatan", code: "Kode jabatan", loker: "Loker jabatan", submit: "Tambah jabatan" },
  },
  delete: {
    title: "Hapus",
    blocked: "Hanya node tanpa keterkaitan yang dapat dihapus: pindahkan atau hapus turunan, orang, produk, dan dokumennya terlebih dahulu.",
    free: "Tidak ada yang terkait dengan node ini; node dapat dihapus.",
    submit: "Hapus {{name}}",
  },
  toast: {
    added: { company: "Perusahaan {{name}} ditambahkan", directorate: "Direktorat {{name}} ditambahkan", division: "Divisi {{name}} ditambahkan", unit: "Unit {{name}} ditambahkan", position: "Jabatan {{name}} ditambahkan" },
    saved: "Tersimpan: {{fields}}",
    nothingToChange: "Tidak ada yang berubah",
    moved: "{{name}} dipindahkan",
    deleted: "{{name}} dihapus",
  },
} satisfies Translation<typeof en>;

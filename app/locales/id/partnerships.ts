import type en from "../en/partnerships";

// Bahasa Indonesia: the "partnerships" namespace (issue 23).
const id: typeof en = {
  title: { list: "Kemitraan", new: "Kemitraan baru", edit: "Ubah {{title}}", detail: "Kemitraan {{title}}" },
  total_one: "{{count}} kemitraan",
  total_other: "{{count}} kemitraan",
  create: "Kemitraan baru",
  export: "Ekspor ke Excel",
  empty: "Tidak ada kemitraan yang cocok dengan filter ini.",
  page: "Halaman {{page}} dari {{pages}}",
  previous: "Sebelumnya",
  next: "Berikutnya",
  filters: {
    apply: "Saring", reset: "Atur ulang", q: "Cari", qPlaceholder: "Judul, nomor, atau perusahaan", status: "Status", anyStatus: "Semua status", phase: "Fase", anyPhase: "Semua fase",
    division: "Divisi", anyDivision: "Semua divisi", company: "Perusahaan mitra", anyCompany: "Semua perusahaan",
  },
  col: {
    id: "Nomor", title: "Judul", company: "Mitra utama", partners: "Mitra", division: "Divisi", phase: "Fase", subPhase: "Subfase", status: "Status", priority: "Prioritas",
    period: "Periode", dueDate: "Tenggat", model: "Model", createdAt: "Dibuat",
  },
  phase: { initiation: "Inisiasi", evaluation: "Evaluasi", negotiation: "Negosiasi", executing: "Pelaksanaan", ended: "Berakhir", stopped: "Dihentikan" },
  subPhase: { screening: "Penyaringan", proposal: "Proposal", businessReview: "Kajian bisnis", legalReview: "Kajian hukum", termSheet: "Term sheet", drafting: "Penyusunan perjanjian", implementation: "Implementasi", monitoring: "Pemantauan" },
  priority: { low: "Rendah", medium: "Sedang", high: "Tinggi" },
  category: { strategic: "Strategis", tactical: "Taktis" },
  initiation: { inbound: "Inbound (mitra datang kepada kami)", outbound: "Outbound (kami mendekati mitra)" },
  form: {
    general: "Kemitraan", parties: "Mitra dan produk", period: "Periode", business: "Aspek bisnis",
    title: "Judul", description: "Deskripsi", model: "Model kemitraan", category: "Kategori", productCategory: "Kategori produk", division: "Divisi",
    companion: "Pendamping", noCompanion: "Belum ada pendamping", initiationType: "Inisiasi", priority: "Prioritas", dueDate: "Tenggat", assignNote: "Catatan penugasan",
    potentialPartners: "Calon mitra", potentialPartnersHint: "Satu per baris: perusahaan yang masih dipertimbangkan.", companies: "Perusahaan mitra", companiesHint: "Satu atau lebih perusahaan yang sudah disetujui; yang pertama dicentang menjadi mitra utama.",
    products: "Produk yang dihasilkan", started: "Mulai", ended: "Berakhir", timePeriodMonths: "Jangka waktu (bulan)", businessModels: "Model bisnis",
    revenueShare: "Bagi hasil grup (%)", revenueShareHint: "Misalnya 60 atau 62,5; mitra berbagi sisanya.", otherModelDescription: "Uraian model lain",
    choose: "Pilih…", save: "Simpan kemitraan", create: "Buat kemitraan",
  },
  detail: {
    edit: "Ubah", summary: "Ringkasan", partners: "Mitra", products: "Produk", noProducts: "Belum ada produk yang ditautkan.", history: "Riwayat", activity: "Jejak audit",
    contracts: "Kontrak", business: "Aspek bisnis", period: "Periode", phase: "Fase", subPhase: "Subfase", model: "Model", flow: "Alur", category: "Kategori",
    productCategory: "Kategori produk", division: "Divisi", companion: "Pendamping", priority: "Prioritas", dueDate: "Tenggat", initiationType: "Inisiasi",
    initiatedBy: "Diinisiasi oleh", assignNote: "Catatan penugasan", potentialPartners: "Calon mitra", revenueShare: "Bagi hasil", revenueShareValue: "Grup {{group}} % · mitra {{partner}} %",
    businessModels: "Model bisnis", otherModel: "Model lain", started: "Mulai", ended: "Berakhir", newEnded: "Diperpanjang sampai", timePeriod: "{{count}} bulan",
    approved: "Disetujui", stopped: "Dihentikan", stopReason: "Alasan", closedAt: "Diakhiri pada", none: "—", by: "{{by}}, {{at}}", note: "Catatan: {{note}}", extendedTo: "Berakhir baru {{date}}",
    event: {
      workflow: { start: "Diinisiasi" },
      partnership: { advance: "Dilanjutkan", approve: "Disetujui", extend: "Diperpanjang", end: "Diakhiri", stop: "Dihentikan" },
    },
  },
  steps: {
    title: "Langkah berikutnya", nothing: "Tidak ada langkah yang terbuka untuk Anda pada fase ini.", note: "Catatan", advance: "Lanjut ke langkah berikutnya", approve: "Setujui: mulai pelaksanaan", end: "Akhiri kemitraan",
    stop: "Hentikan kemitraan", stopReason: "Alasan penghentian", extend: "Perpanjang", newEnded: "Tanggal berakhir baru", extendReason: "Alasan perpanjangan",
  },
  toast: { created: "Kemitraan {{title}} dibuat", saved: "Kemitraan disimpan", moved: "Kemitraan dilanjutkan", approved: "Kemitraan disetujui: pelaksanaan", extended: "Kemitraan diperpanjang", ended: "Kemitraan diakhiri", stopped: "Kemitraan dihentikan" },
  action: { partnership: { create: "Dibuat", edit: "Diubah" } },
  excel: { sheet: "Kemitraan" },
};

export default id;

import type en from "../../en/messages/reports";
import type { Translation } from "../../translation";

export default {
  noSuchReport: "Laporan tersebut tidak ada.",
  notYourReport: "Anda tidak boleh membuka laporan ini.",
  chooseFormat: "Pilih format xlsx atau pdf.",
  correctFilters: "Perbaiki dahulu filter laporan.",
  pdfTooLarge: "Laporan ini berisi {{count}} baris; PDF memuat paling banyak {{max}}. Unduh sebagai Excel atau persempit filternya.",
  xlsxTooLarge: "Laporan ini berisi {{count}} baris; berkas Excel memuat paling banyak {{max}}. Persempit filternya.",
  noSuchExport: "Ekspor tersebut tidak ada.",
  exportNotReady: "Ekspor ini belum siap diunduh.",
} satisfies Translation<typeof en>;

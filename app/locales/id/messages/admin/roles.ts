import type en from "../../../en/messages/admin/roles";
import type { Translation } from "../../../translation";

// Bahasa Indonesia for ../../../en/messages/admin/roles.ts.
export default {
  noRole: "Tidak ada peran {{role}}",
  notInCatalogue: "Tidak ada dalam katalog hak akses: {{names}}",
  superAdminKeepsManageRole: "Peran super-admin harus tetap memiliki manage:role; jika tidak, tidak ada lagi yang dapat mengubah peran",
} satisfies Translation<typeof en>;

import { roleLabelWith } from "~/components/admin/admin-labels";
import { findMessage, translateMessage } from "~/lib/server-message";
import { PERMISSIONS } from "~/lib/permissions";
import { permissionKey } from "~/lib/permission-groups";
import enAdmin from "~/locales/en/admin";
import { translatorFor } from "~/services/i18n.server";

/** Issue 18: the administration screens (users, roles, organisation, sandbox) in Bahasa Indonesia and English. */
describe("administration translations", () => {
  it("labels every permission of the catalogue, in both languages", () => {
    const id = translatorFor("id", "admin") as unknown as (k: string) => string;
    for (const [name, description] of Object.entries(PERMISSIONS)) {
      expect(enAdmin.roles.permissions[permissionKey(name) as keyof typeof enAdmin.roles.permissions]).toBe(description);
      expect(id(`roles.permissions.${permissionKey(name)}`)).not.toMatch(/⟦|^See |^Create /);
    }
  });

  it("translates a role's label by its name, and keeps the stored label of a role it does not know", () => {
    expect(roleLabelWith(translatorFor("id", "admin"), "member", "Member")).toBe("Anggota");
    expect(roleLabelWith(translatorFor("en", "admin"), "member", "Member")).toBe("Member");
    expect(roleLabelWith(translatorFor("id", "admin"), "auditor", "Auditor")).toBe("Auditor");
  });

  it("finds the organisation's whole-sentence messages and carries their values into Bahasa Indonesia", () => {
    const id = translatorFor("id", "messages") as unknown as (k: string, v?: Record<string, string>) => string;
    expect(findMessage("A unit (level 4) can only hang under a level 3 division; DIT-DDB is level 2")?.key).toBe("admin.organisation.unitUnder");
    expect(translateMessage(id, "A unit (level 4) can only hang under a level 3 division; DIT-DDB is level 2")).toBe("Unit (level 4) hanya dapat berada di bawah divisi level 3; DIT-DDB berada di level 2");
    expect(translateMessage(id, "Kantor Pusat is not a position")).toBe("Kantor Pusat bukan jabatan");
    expect(translateMessage(id, "DES, DBT are not division codes")).toBe("DES, DBT bukan kode divisi");
  });

  it("gives the admin screens' toasts in the reader's language", () => {
    expect(translatorFor("en", "admin")("users.toast.created", { name: "Budi" })).toBe("Budi was created");
    expect(translatorFor("id", "admin")("users.toast.created", { name: "Budi" })).toBe("Budi berhasil dibuat");
    expect(translatorFor("id", "admin")("roles.withRole", { count: 1, formatted: "1" })).toBe("1 pengguna dengan peran ini");
    expect(translatorFor("en", "admin")("roles.withRole", { count: 2, formatted: "2" })).toBe("2 users with this role");
  });
});

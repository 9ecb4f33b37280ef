import { useTranslation } from "react-i18next";
import { permissionKey } from "~/lib/permission-groups";
import enCommon from "~/locales/en/common";

/**
 * Labels of administration data in the reader's language. Role names, permission names and entity names are data
 * (the API and the database keep them); the screens show their translated labels, and a role or permission the
 * catalogue does not know (one added later) shows the label stored with it.
 */
export function useAdminLabels() {
  const { t, i18n } = useTranslation("admin");
  const lookup = (key: string, fallback: string) => (i18n.exists(`admin:${key}`) ? (t as unknown as (k: string) => string)(key) : fallback);
  return {
    role: (name: string, fallback?: string) => (i18n.exists(`common:roles.${name}`) ? (t as unknown as (k: string) => string)(`common:roles.${name}`) : (fallback ?? name)),
    roleDescription: (name: string, fallback: string) => lookup(`common.roleDescriptions.${name}`, fallback),
    permission: (name: string, fallback: string) => lookup(`roles.permissions.${permissionKey(name)}`, fallback),
    entity: (entity: string, fallback: string) => lookup(`roles.entities.${entity}`, fallback),
  };
}

/** A role's label with a loader's or action's translator (requestTranslator(..., "admin")); unknown roles keep their stored label. */
export function roleLabelWith(t: unknown, name: string, fallback: string): string {
  return Object.hasOwn(enCommon.roles, name) ? (t as (k: string) => string)(`common:roles.${name}`) : fallback;
}

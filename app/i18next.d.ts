import "i18next";
import type en from "~/locales/en";

// Keys are typed from the English resources: `t("missing.key")` is a type error (issue 18).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en;
  }
}

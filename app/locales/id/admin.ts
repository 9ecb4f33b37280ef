import type en from "../en/admin";
import type { Translation } from "../translation";
import common from "./admin/common";
import organisation from "./admin/organisation";
import roles from "./admin/roles";
import sandbox from "./admin/sandbox";
import users from "./admin/users";
import machines from "./admin/machines";
import jobs from "./admin/jobs";
import menu from "./admin/menu";

// Bahasa Indonesia: the "admin" namespace. Same keys as ../en/admin.ts (the type refuses a missing or extra key).
export default {
  users,
  roles,
  organisation,
  sandbox,
  common,
  machines,
  jobs,
  menu,
} satisfies Translation<typeof en>;

import type en from "../../en/messages/admin";
import type { Translation } from "../../translation";
import organisation from "./admin/organisation";
import roles from "./admin/roles";
import sandbox from "./admin/sandbox";
import users from "./admin/users";
import menu from "./admin/menu";
import jobs from "./admin/jobs";

// Bahasa Indonesia for ../../en/messages/admin.ts (the type refuses a missing or extra key).
export default {
  users,
  roles,
  organisation,
  sandbox,
  menu,
  jobs,
} satisfies Translation<typeof en>;

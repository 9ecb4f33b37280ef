// English: the "admin" namespace. Keys are nested by screen or component; app/locales/README.md has the rules.
import common from "./admin/common";
import organisation from "./admin/organisation";
import roles from "./admin/roles";
import sandbox from "./admin/sandbox";
import users from "./admin/users";
import machines from "./admin/machines";
import jobs from "./admin/jobs";
import menu from "./admin/menu";

export default {
  users,
  roles,
  organisation,
  sandbox,
  common,
  machines,
  jobs,
  menu,
};

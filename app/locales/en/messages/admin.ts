// English server messages of the "admin" area (see ../messages.ts): each value is the server's exact English text.
import organisation from "./admin/organisation";
import roles from "./admin/roles";
import sandbox from "./admin/sandbox";
import users from "./admin/users";
import menu from "./admin/menu";
import jobs from "./admin/jobs";

export default {
  users,
  roles,
  organisation,
  sandbox,
  menu,
  jobs,
};

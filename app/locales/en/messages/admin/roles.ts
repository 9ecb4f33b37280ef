// English server messages of roles and permissions (services/roles.server.ts, the roles screens).
export default {
  noRole: "There is no role {{role}}",
  notInCatalogue: "Not in the permission catalogue: {{names}}",
  superAdminKeepsManageRole: "The super-admin role must keep manage:role, or nobody could edit roles any more",
};

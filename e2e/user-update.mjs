// The body of PUT /api/users/:public_id that keeps a user's own fields as GET /api/users lists them and gives them
// these roles (the server then notifies the user: 'Account'). Shared by the e2e fixtures and the screenshot scripts.
export const userUpdateBody = (user, roleIds) => ({
  name: user.name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone,
  position: user.position,
  department_id: user.department?.public_id ?? null,
  role_ids: roleIds,
});

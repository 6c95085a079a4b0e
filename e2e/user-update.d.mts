/** The fields of a user, as GET /api/users lists them, that PUT /api/users/:public_id takes back. */
export interface ListedUser {
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  position: string | null;
  department: { public_id: string } | null;
}
export declare function userUpdateBody(
  user: ListedUser,
  roleIds: string[],
): Omit<ListedUser, 'department'> & { department_id: string | null; role_ids: string[] };

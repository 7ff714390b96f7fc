/**
 * The Admin/ pages' endpoints (users, roles, departments, brands), defined once: the API
 * registers them, OpenAPI documents them and the web calls them from these objects. Every one is
 * for the account admins of the company the session works in (`accountAdminsOnly`); no feature
 * of spec section 3 guards them. Brand creation (ClientCreation) belongs to account setup. The
 * invitation link's two endpoints (User/) are public: the link's token is their credential.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import {
  ZBrandResultSchema,
  ZBrandsPageSchema,
  ZGetBrandsRequestSchema,
  ZSetBrandActiveRequestSchema,
  ZUpdateBrandRequestSchema,
} from './brands.ts';
import {
  ZDepartmentResultSchema,
  ZDepartmentsPageSchema,
  ZGetDepartmentsRequestSchema,
  ZSaveDepartmentRequestSchema,
  ZSetDepartmentActiveRequestSchema,
} from './departments.ts';
import {
  ZDeleteRoleRequestSchema,
  ZGetRolesRequestSchema,
  ZRoleResultSchema,
  ZRolesSchema,
  ZSaveRoleRequestSchema,
} from './roles.ts';
import {
  ZAcceptedInvitationSchema,
  ZAcceptInvitationRequestSchema,
  ZGetInvitationRequestSchema,
  ZGetUsersRequestSchema,
  ZInvitationSchema,
  ZInviteUserRequestSchema,
  ZSetUserActiveRequestSchema,
  ZUpdateUserRequestSchema,
  ZUserIdRequestSchema,
  ZUsersPageSchema,
  ZUserResultSchema,
} from './users.ts';

const admins = {
  method: 'POST',
  auth: 'session',
  feature: null,
  accountAdminsOnly: true,
  tag: 'administration',
} as const;

export const GET_USERS = defineEndpoint({
  ...admins,
  path: 'Admin/GetUsers',
  request: ZGetUsersRequestSchema,
  response: ZUsersPageSchema,
  access: 'read',
  summary: 'Users of the company, a page at a time (search by name or email)',
});

export const INVITE_USER = defineEndpoint({
  ...admins,
  path: 'Admin/InviteUser',
  request: ZInviteUserRequestSchema,
  response: ZUserResultSchema,
  access: 'write',
  summary: 'Invites a user by email: a single-use link that sets the password',
});

export const RESEND_INVITATION = defineEndpoint({
  ...admins,
  path: 'Admin/ResendInvitation',
  request: ZUserIdRequestSchema,
  response: ZUserResultSchema,
  access: 'write',
  summary: 'Mails a new invitation link (the previous one stops working)',
});

export const UPDATE_USER = defineEndpoint({
  ...admins,
  path: 'Admin/UpdateUser',
  request: ZUpdateUserRequestSchema,
  response: ZUserResultSchema,
  access: 'write',
  summary: "Changes a user's name, role, admin flag, departments and brands",
});

export const SET_USER_ACTIVE = defineEndpoint({
  ...admins,
  path: 'Admin/SetUserActive',
  request: ZSetUserActiveRequestSchema,
  response: ZUserResultSchema,
  access: 'write',
  summary: 'Deactivates (signs out everywhere) or reactivates a user',
});

export const GET_ROLES = defineEndpoint({
  ...admins,
  path: 'Admin/GetRoles',
  request: ZGetRolesRequestSchema,
  response: ZRolesSchema,
  access: 'read',
  summary: 'Roles of the company with their feature permissions',
});

export const SAVE_ROLE = defineEndpoint({
  ...admins,
  path: 'Admin/SaveRole',
  request: ZSaveRoleRequestSchema,
  response: ZRoleResultSchema,
  access: 'write',
  summary: 'Creates a role, or replaces its name and permissions',
});

export const DELETE_ROLE = defineEndpoint({
  ...admins,
  path: 'Admin/DeleteRole',
  request: ZDeleteRoleRequestSchema,
  response: z.object({}),
  access: 'write',
  summary: 'Deletes a role nobody holds',
});

export const GET_DEPARTMENTS = defineEndpoint({
  ...admins,
  path: 'Admin/GetDepartments',
  request: ZGetDepartmentsRequestSchema,
  response: ZDepartmentsPageSchema,
  access: 'read',
  summary: 'Departments of the company, a page at a time',
});

export const SAVE_DEPARTMENT = defineEndpoint({
  ...admins,
  path: 'Admin/SaveDepartment',
  request: ZSaveDepartmentRequestSchema,
  response: ZDepartmentResultSchema,
  access: 'write',
  summary: 'Creates a department, or renames one',
});

export const SET_DEPARTMENT_ACTIVE = defineEndpoint({
  ...admins,
  path: 'Admin/SetDepartmentActive',
  request: ZSetDepartmentActiveRequestSchema,
  response: ZDepartmentResultSchema,
  access: 'write',
  summary: 'Deactivates or reactivates a department',
});

export const GET_BRANDS = defineEndpoint({
  ...admins,
  path: 'Admin/GetBrands',
  request: ZGetBrandsRequestSchema,
  response: ZBrandsPageSchema,
  access: 'read',
  summary: "The agency's brands, a page at a time",
});

export const UPDATE_BRAND = defineEndpoint({
  ...admins,
  path: 'Admin/UpdateBrand',
  request: ZUpdateBrandRequestSchema,
  response: ZBrandResultSchema,
  access: 'write',
  summary: 'Edits a brand of the agency',
});

export const SET_BRAND_ACTIVE = defineEndpoint({
  ...admins,
  path: 'Admin/SetBrandActive',
  request: ZSetBrandActiveRequestSchema,
  response: ZBrandResultSchema,
  access: 'write',
  summary: 'Deactivates or reactivates a brand of the agency',
});

const invitationLink = {
  method: 'POST',
  auth: 'own',
  feature: null,
  tag: 'administration',
} as const;

export const GET_INVITATION = defineEndpoint({
  ...invitationLink,
  path: 'User/GetInvitation',
  request: ZGetInvitationRequestSchema,
  response: ZInvitationSchema,
  access: 'read',
  summary: 'The invitation behind a link (email, company), if it can still be accepted',
});

export const ACCEPT_INVITATION = defineEndpoint({
  ...invitationLink,
  path: 'User/AcceptInvitation',
  request: ZAcceptInvitationRequestSchema,
  response: ZAcceptedInvitationSchema,
  access: 'write',
  summary: 'Sets the password of an invited user and activates the account (once)',
});

export const ADMIN_ENDPOINTS = [
  GET_USERS,
  INVITE_USER,
  RESEND_INVITATION,
  UPDATE_USER,
  SET_USER_ACTIVE,
  GET_ROLES,
  SAVE_ROLE,
  DELETE_ROLE,
  GET_DEPARTMENTS,
  SAVE_DEPARTMENT,
  SET_DEPARTMENT_ACTIVE,
  GET_BRANDS,
  UPDATE_BRAND,
  SET_BRAND_ACTIVE,
  GET_INVITATION,
  ACCEPT_INVITATION,
];

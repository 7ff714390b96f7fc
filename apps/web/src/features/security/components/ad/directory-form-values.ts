import {
  AD_DEFAULT_FILTER,
  ZActiveDirectoryFormSchema,
  type TActiveDirectory,
  type TActiveDirectoryForm,
} from '@resonate/contracts/auth/active-directory';

/** The form as typed: domains as one text, role ids as select values. */
export type TDirectoryFormValues = {
  isEnabled: boolean;
  url: string;
  startTls: boolean;
  caCertificate: string;
  bindDn: string;
  bindPassword: string;
  searchBase: string;
  searchFilter: string;
  nestedGroups: boolean;
  domains: string;
  groupRoles: { groupDn: string; roleId: string }[];
  defaultRoleId: string;
  jitEnabled: boolean;
};

export function formValuesOf(directory: TActiveDirectory | null): TDirectoryFormValues {
  return {
    isEnabled: directory?.isEnabled ?? true,
    url: directory?.url ?? '',
    startTls: directory?.startTls ?? false,
    caCertificate: directory?.caCertificate ?? '',
    bindDn: directory?.bindDn ?? '',
    bindPassword: '',
    searchBase: directory?.searchBase ?? '',
    searchFilter: directory?.searchFilter ?? AD_DEFAULT_FILTER,
    nestedGroups: directory?.nestedGroups ?? false,
    domains: directory?.domains.join(', ') ?? '',
    groupRoles: (directory?.groupRoles ?? []).map((mapping) => ({
      groupDn: mapping.groupDn,
      roleId: String(mapping.roleId),
    })),
    defaultRoleId: directory?.defaultRoleId ? String(directory.defaultRoleId) : '',
    jitEnabled: directory?.jitEnabled ?? false,
  };
}

/** The request body the API takes; a blank password keeps the stored one. */
export function requestOf(values: TDirectoryFormValues): TActiveDirectoryForm {
  return {
    isEnabled: values.isEnabled,
    url: values.url.trim(),
    startTls: values.startTls,
    caCertificate: values.caCertificate.trim(),
    bindDn: values.bindDn,
    bindPassword: values.bindPassword,
    searchBase: values.searchBase,
    searchFilter: values.searchFilter.trim(),
    nestedGroups: values.nestedGroups,
    domains: values.domains.split(/[\s,;]+/).filter(Boolean),
    groupRoles: values.groupRoles.map((mapping) => ({
      groupDn: mapping.groupDn,
      roleId: Number(mapping.roleId) || 0,
    })),
    defaultRoleId: values.defaultRoleId ? Number(values.defaultRoleId) : null,
    jitEnabled: values.jitEnabled,
  };
}

/**
 * Field messages by form field, from the contracts schema (the API checks the same) or from an
 * answer's `errors`: `domains.2` belongs to the one domains field.
 */
export function formFieldOf(path: string): string {
  return path.startsWith('domains') ? 'domains' : path;
}

export function clientErrors(body: TActiveDirectoryForm): Record<string, string> {
  const result = ZActiveDirectoryFormSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
}

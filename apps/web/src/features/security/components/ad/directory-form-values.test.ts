import { describe, expect, it } from 'vitest';
import { AD_DEFAULT_FILTER, AD_MSG } from '@resonate/contracts/auth/active-directory';
import { clientErrors, formValuesOf, requestOf } from './directory-form-values';

describe('Active Directory form values', () => {
  const typed = () => ({
    ...formValuesOf(null),
    url: ' ldaps://dc1.example.com ',
    bindDn: 'CN=svc,DC=example,DC=com',
    bindPassword: 'secret',
    searchBase: 'DC=example,DC=com',
    domains: 'Example.com, example.co.uk;  ',
    groupRoles: [{ groupDn: 'CN=Sales,DC=example,DC=com', roleId: '4' }],
    defaultRoleId: '',
  });

  it('starts from the usual AD filter and turns the typed form into the request', () => {
    expect(formValuesOf(null).searchFilter).toBe(AD_DEFAULT_FILTER);
    const body = requestOf(typed());
    expect(body).toMatchObject({
      url: 'ldaps://dc1.example.com',
      domains: ['Example.com', 'example.co.uk'],
      groupRoles: [{ groupDn: 'CN=Sales,DC=example,DC=com', roleId: 4 }],
      defaultRoleId: null,
    });
    expect(clientErrors(body)).toEqual({});
  });

  it('puts the contracts messages under the fields the admin typed', () => {
    const body = requestOf({
      ...typed(),
      url: 'https://dc1',
      domains: 'example.com, nope',
      searchFilter: '(mail=fixed)',
      groupRoles: [{ groupDn: '', roleId: '' }],
    });
    expect(clientErrors(body)).toEqual({
      url: AD_MSG.urlInvalid,
      domains: AD_MSG.domainInvalid,
      searchFilter: AD_MSG.filterInvalid,
      'groupRoles.0.groupDn': AD_MSG.groupDnRequired,
      'groupRoles.0.roleId': AD_MSG.roleRequired,
    });
  });
});

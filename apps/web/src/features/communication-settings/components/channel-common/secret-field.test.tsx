import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import '@/shared/i18n/i18n';
import { SecretField } from './secret-field';

const registration = {
  name: 'password',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
};

describe('SecretField', () => {
  it('warns next to a stored secret that it does not follow a new host', () => {
    render(
      <SecretField
        id="smtp-password"
        label="Password"
        stored
        registration={registration}
        endpointHint={STORED_SECRET_MSG.smtpPasswordHint}
      />,
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText(STORED_SECRET_MSG.smtpPasswordHint, { exact: false })).toBeVisible();
  });

  it('says nothing about keeping when no secret is stored', () => {
    render(
      <SecretField
        id="smtp-password"
        label="Password"
        stored={false}
        registration={registration}
        endpointHint={STORED_SECRET_MSG.smtpPasswordHint}
      />,
    );
    expect(screen.queryByText(STORED_SECRET_MSG.smtpPasswordHint, { exact: false })).toBeNull();
  });
});

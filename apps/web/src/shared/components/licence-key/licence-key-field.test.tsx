import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeBase32, formatLicenceKey } from '@resonate/contracts/onboarding/licence-key-format';
import { i18n } from '@/shared/i18n/i18n';
import { LicenceKeyField, type TKeyFieldStatus } from './licence-key-field';

const KEY = formatLicenceKey(`RSN1${encodeBase32(Uint8Array.from({ length: 96 }, (_, i) => i))}`);

function Harness({
  status = 'typing',
  error,
  onSubmit = () => undefined,
  initial = '',
}: {
  status?: TKeyFieldStatus;
  error?: string;
  onSubmit?: () => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LicenceKeyField
      id="key"
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      status={status}
      error={error}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Licence key' });

beforeAll(async () => {
  await i18n.loadNamespaces('licence');
});

describe('LicenceKeyField', () => {
  it('turns a pasted key (lower case, spaces, line breaks) into the grouped key', () => {
    render(<Harness />);
    const messy = ` ${KEY.toLowerCase()
      .replace(/-/g, ' ')
      .replace(/(.{40})/g, '$1\n')} `;
    fireEvent.paste(field(), { clipboardData: { getData: () => messy } });
    expect(field()).toHaveValue(KEY);
    expect(screen.getByText('154 of 154 characters')).toBeInTheDocument();
  });

  it('counts the characters of a key being typed and groups it on blur', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'rsn1-0123' } });
    expect(screen.getByText('4 of 154 characters')).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: KEY.replace(/-/g, '').toLowerCase() } });
    fireEvent.blur(field());
    expect(field()).toHaveValue(KEY);
  });

  it('submits on Enter instead of breaking the line', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} initial={KEY} />);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(field()).toHaveValue(KEY);
  });

  it('shows the error in place of the help, tied to the field', () => {
    render(<Harness status="invalid" error="This licence key has already been used." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This licence key has already been used.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', alert.id);
  });

  it('says when the key is being checked and when it is valid', () => {
    const { rerender } = render(<Harness status="checking" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the key…');
    rerender(<Harness status="valid" />);
    expect(screen.getByLabelText('Valid key')).toBeInTheDocument();
  });
});

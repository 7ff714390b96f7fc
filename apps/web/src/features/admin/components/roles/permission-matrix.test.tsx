import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE_FEATURES,
  emptyPermission,
  type TRolePermission,
} from '@resonate/contracts/onboarding/roles';
import { i18n } from '@/shared/i18n/i18n';
import { PermissionMatrix } from './permission-matrix';

let latest: TRolePermission[] = [];

function Harness() {
  const [value, setValue] = useState(
    ROLE_FEATURES.map(({ featureId }) => emptyPermission(featureId)),
  );
  return (
    <PermissionMatrix
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const dashboard = () => latest.find((p) => p.featureId === 1)!;

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});

describe('PermissionMatrix', () => {
  it('lists every feature with view, create, edit and delete', () => {
    render(<Harness />);
    expect(screen.getAllByRole('row')).toHaveLength(ROLE_FEATURES.length + 1);
    expect(box('Delete: Audience')).not.toBeChecked();
  });

  it('create, edit or delete tick view; unticking view clears them', () => {
    render(<Harness />);
    fireEvent.click(box('Edit: Dashboard'));
    expect(dashboard()).toMatchObject({ canView: true, canEdit: true, canCreate: false });
    expect(box('View: Dashboard')).toBeChecked();
    fireEvent.click(box('View: Dashboard'));
    expect(dashboard()).toEqual(emptyPermission(1));
  });

  it('a column header sets the action for every feature', () => {
    render(<Harness />);
    fireEvent.click(box('Create for every feature'));
    expect(latest.every((p) => p.canCreate && p.canView)).toBe(true);
    fireEvent.click(box('View for every feature'));
    expect(latest.every((p) => !p.canView && !p.canCreate)).toBe(true);
  });
});

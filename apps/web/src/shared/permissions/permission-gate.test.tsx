import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionGate, PermissionsProvider } from './permission-gate';
import type { PermissionSubject } from './permissions';

const admin: PermissionSubject = { role: 'RA_ADMIN', permission: null };
const guest: PermissionSubject = {
  role: 'RA_GUEST',
  permission: { diary: { personal: true, manager: false } },
};

function gate(subject: PermissionSubject | null) {
  return render(
    <PermissionsProvider subject={subject}>
      <PermissionGate requires={{ roles: ['RA_ADMIN'] }}>
        <button type="button">Manage</button>
      </PermissionGate>
      <PermissionGate
        requires={{ flags: [{ module: 'diary', flag: 'manager' }] }}
        fallback={<p>Read only</p>}
      >
        <button type="button">Edit diary</button>
      </PermissionGate>
    </PermissionsProvider>,
  );
}

describe('PermissionGate', () => {
  it('shows what the role and the default map allow', () => {
    gate(admin);
    expect(screen.getByRole('button', { name: 'Manage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit diary' })).toBeInTheDocument();
    expect(screen.queryByText('Read only')).not.toBeInTheDocument();
  });

  it('hides the rest, showing the fallback where there is one', () => {
    gate(guest);
    expect(screen.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit diary' })).not.toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
  });

  it('shows nothing gated without a user', () => {
    gate(null);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEMPORARY_PASSWORD_MSG } from '@resonate/contracts/auth/temporary-password';
import { apiPost } from '../api/client';

const notifyError = vi.hoisted(() => vi.fn());
const loadPage = vi.hoisted(() => vi.fn());
vi.mock('./notify', () => ({ notifyError }));
vi.mock('./full-page-navigation', () => ({ loadPage }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('a 403 to a session whose password is temporary', () => {
  it('sends the page to choose a new password instead of toasting every refused call', async () => {
    localStorage.setItem('accessToken', 'tok-1');
    const body = {
      status: false,
      message: TEMPORARY_PASSWORD_MSG.chooseFirst,
      data: { passwordChangeRequired: true },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 403 })),
    );
    window.history.replaceState(null, '', '/dashboard?tab=roi');
    await expect(apiPost('Dashboard/GetRoiData', {})).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('passwordChangeRequired')).toBe('true');
    expect(loadPage).toHaveBeenCalledWith('/choose-password?next=%2Fdashboard%3Ftab%3Droi');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('leaves other 403s to the usual toast', async () => {
    const body = { status: false, message: 'Your role does not allow this change' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 403 })),
    );
    await expect(apiPost('Roles/Save', {})).rejects.toMatchObject({ status: 403 });
    expect(loadPage).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Save', 'Your role does not allow this change');
  });
});

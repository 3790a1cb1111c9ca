import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnToOf } from '../shared/return-to';
import { SESSION_END_GRACE_MS, createSession, loggedOutUrl } from './session';

function setup(navigate: (to: string) => Promise<unknown>) {
  const browser = { reload: vi.fn(), replaceDocument: vi.fn() };
  const storage = { clear: vi.fn() };
  const queryClient = new QueryClient();
  queryClient.setQueryData(['auth', 'myInfo'], { name: 'Giulia' });
  const session = createSession({
    navigate,
    browser,
    data: { current: () => queryClient },
    storage,
  });
  return { browser, storage, queryClient, session };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session end', () => {
  it('clears storage and cache, navigates, then reloads 200 ms after the page is shown', async () => {
    let shown: () => void = () => undefined;
    const navigate = vi.fn(() => new Promise<void>((resolve) => (shown = resolve)));
    const { browser, storage, queryClient, session } = setup(navigate);

    session.end('expired');
    expect(storage.clear).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['auth', 'myInfo'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/loggedOut/?sessionExpired=true');

    // The logged-out page is still loading: no reload yet, however long the delay.
    await vi.advanceTimersByTimeAsync(500);
    expect(browser.reload).not.toHaveBeenCalled();

    shown();
    await vi.advanceTimersByTimeAsync(199);
    expect(browser.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(SESSION_END_GRACE_MS);
    expect(browser.replaceDocument).not.toHaveBeenCalled();
  });

  it('ends once, whatever ends it next', async () => {
    const navigate = vi.fn(() => Promise.resolve());
    const { browser, session } = setup(navigate);
    session.end('expired');
    session.end('logout');
    session.end('roleNotAllowed');
    await vi.advanceTimersByTimeAsync(SESSION_END_GRACE_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(session.ending).toBe(true);
  });

  it('ends as a logout once the user signs out, even when a refusal of the revoked token comes first', async () => {
    const navigate = vi.fn(() => Promise.resolve());
    const { session } = setup(navigate);
    session.signingOut();
    // The server revoked the token: the notification socket is closed with 4401 before the
    // sign-out's own answer arrives.
    session.end('expired');
    session.end('logout');
    await vi.advanceTimersByTimeAsync(SESSION_END_GRACE_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/loggedOut/');
  });

  it('loads the logged-out page as a new document when the navigation never finishes', async () => {
    const { browser, session } = setup(() => new Promise(() => undefined));
    session.end('roleNotAllowed');
    await vi.advanceTimersByTimeAsync(SESSION_END_GRACE_MS);
    expect(browser.replaceDocument).toHaveBeenCalledWith('/loggedOut/?roleNotAllowed=true');
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('maps each reason to its logged-out URL', () => {
    expect(loggedOutUrl('logout')).toBe('/loggedOut/');
    expect(loggedOutUrl('expired')).toBe('/loggedOut/?sessionExpired=true');
    expect(loggedOutUrl('roleNotAllowed')).toBe('/loggedOut/?roleNotAllowed=true');
  });

  it('an expired session carries where the user was; a sign-out and a refused role do not', () => {
    const from = '/loggedIn/profilePage/';
    expect(loggedOutUrl('expired', from)).toBe(
      '/loggedOut/?sessionExpired=true&returnTo=%2FloggedIn%2FprofilePage%2F',
    );
    expect(loggedOutUrl('logout', from)).toBe('/loggedOut/');
    expect(loggedOutUrl('roleNotAllowed', from)).toBe('/loggedOut/?roleNotAllowed=true');
    expect(loggedOutUrl('expired', '//evil.example/')).toBe('/loggedOut/?sessionExpired=true');
    // The login page reads it back.
    const search = new URL(loggedOutUrl('expired', from), 'https://care.example').search;
    expect(returnToOf(search)).toBe(from);
  });

  it('ends with the page the user is on, and forgets the session’s deadline', async () => {
    const navigate = vi.fn(() => Promise.resolve());
    const session = createSession({
      navigate,
      currentPath: () => '/loggedIn/guestList/?q=Rossi',
      browser: { reload: vi.fn(), replaceDocument: vi.fn() },
      data: { current: () => undefined },
      storage: { clear: vi.fn() },
    });
    session.deadline.onAnswer({
      method: 'GET',
      path: 'personal/myInfo',
      status: 200,
      headers: new Headers({ 'Care-Session-Expires-In': '1800' }),
      authenticated: true,
    });
    expect(session.deadline.current()).not.toBeNull();
    session.end('expired');
    expect(session.deadline.current()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      '/loggedOut/?sessionExpired=true&returnTo=%2FloggedIn%2FguestList%2F%3Fq%3DRossi',
    );
    await vi.advanceTimersByTimeAsync(SESSION_END_GRACE_MS);
  });
});

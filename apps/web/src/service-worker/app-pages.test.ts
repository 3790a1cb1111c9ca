import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages';

describe('what the service worker answers as a page of the app', () => {
  it('the app’s pages: the root, the login area and the logged-in area', () => {
    for (const path of [
      '/',
      '/index.html',
      '/loggedOut/',
      '/loggedOut/forgotPassword/',
      '/loggedIn',
      '/loggedIn/',
      '/loggedIn/guestDetail/7',
    ]) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('never what the server owns: its API, uploads, downloads, the socket, docs, meta.json', () => {
    for (const path of [
      '/api/health',
      '/api/care/api/v1/diary/guest/7/entries',
      '/api/documents/12/download',
      '/api/notifications/socket',
      '/docs',
      '/docs/openapi.json',
      '/meta.json',
      '/sw.js',
      '/assets/index-abc12345.js',
      '/loggedInElsewhere',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});

import { expect, test } from './fixtures/test';

// The strict Content-Security-Policy and the web app's side of it. Every test of the suite also
// fails on any violation (e2e/fixtures/test.ts), and the run fails on any report the server's
// collector received (e2e/fixtures/global-teardown.ts).

test.describe('Content-Security-Policy', () => {
  test('index.html has no inline script, and its style elements carry the policy’s nonce', async ({
    request,
  }) => {
    const response = await request.get('/loggedOut/');
    expect(response.ok()).toBe(true);
    const policy = response.headers()['content-security-policy'] ?? '';
    const html = await response.text();

    await test.step('the policy allows no inline code', () => {
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
    });
    await test.step('every script is a file; no style attribute', () => {
      const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((tag) => !/\bsrc=/i.test(tag))).toEqual([]);
      expect(html).not.toMatch(/\sstyle=/i);
    });
    await test.step('the nonce in the page and on its style element is the nonce of the policy', () => {
      const nonce = /<meta property="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
      expect(nonce, 'the csp-nonce meta').toBeTruthy();
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      // The start-up stylesheet and the default theme's global styles, written by the build
      // (vite.config.ts: inlineStartCss, staticSystemCss).
      const styles = [...html.matchAll(/<style\b[^>]*>/gi)].map((match) => match[0]);
      expect(styles).toEqual([
        `<style nonce="${nonce}">`,
        expect.stringMatching(new RegExp(`^<style nonce="${nonce}" data-care-system="\\w+">$`)),
      ]);
    });
  });

  test("every style element the app inserts carries the page's nonce", async ({
    loginPage,
    page,
  }) => {
    await loginPage.goto();
    const styles = await page.evaluate(() => {
      const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
      const nonce = meta?.nonce || meta?.content || '';
      const elements = [...document.querySelectorAll('style')];
      return {
        nonce,
        count: elements.length,
        withoutNonce: elements.filter((style) => style.nonce !== nonce).length,
      };
    });
    expect(styles.nonce).not.toBe('');
    // Emotion (under Chakra UI) has inserted the page's styles, each with the nonce.
    expect(styles.count).toBeGreaterThan(0);
    expect(styles.withoutNonce).toBe(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_KEY } from '../../shared/storage-keys';
import {
  TOKEN,
  installWorkingApi,
  sendJson,
  startApiTestServer,
  type ApiTestServer,
} from '../../test/api-test-server';
import { installI18nApi, legalTerms } from '../../test/i18n-api';
import { MALICIOUS_LEGAL_HTML } from '../../test/malicious-html';
import { renderApp } from '../../test/render-app';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.routes.clear();
  server.hits.length = 0;
  installWorkingApi(server);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { __pwned?: boolean }).__pwned;
});

function signedIn() {
  sessionStorage.setItem(SESSION_TOKEN_KEY, TOKEN);
}

describe('the legal pages of the logged-in area', () => {
  it('are linked from the footer and show the text of the language', async () => {
    signedIn();
    const user = userEvent.setup();
    const { location } = renderApp('/loggedIn/', server, 'en');
    const footer = await screen.findByRole('navigation', { name: 'Legal information' });
    await user.click(within(footer).getByRole('link', { name: 'Terms and conditions' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms en' })).toBeInTheDocument();
    expect(location()).toBe('/loggedIn/termsAndConditionsPage/');

    await user.click(within(footer).getByRole('link', { name: 'Privacy policy' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Privacy en' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('render a malicious text harmlessly', async () => {
    signedIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.routes.set('GET /api/personal/legal-terms/en', (_request, response) =>
      sendJson(response, 200, {
        data: legalTerms('en', { termsAndConditions: MALICIOUS_LEGAL_HTML }),
      }),
    );
    renderApp('/loggedIn/termsAndConditionsPage/', server, 'en');
    const heading = await screen.findByRole('heading', { name: 'Safe heading' });
    const text = heading.parentElement as HTMLElement;
    expect(
      text.querySelector('script, img, iframe, svg, math, style, form, input, details'),
    ).toBeNull();
    expect(text.innerHTML).not.toMatch(/on\w+=|javascript:|style=/i);
    expect(within(text).getByRole('link', { name: 'that' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).not.toHaveBeenCalled();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('log a failed load and show a translated notice, the page carrying on', async () => {
    signedIn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.routes.set('GET /api/personal/legal-terms/de', (_request, response) =>
      fail
        ? sendJson(response, 400, { errorCode: 'E016' })
        : sendJson(response, 200, { data: legalTerms('de') }),
    );
    const user = userEvent.setup();
    renderApp('/loggedIn/privacyPolicyPage/', server, 'de');
    expect(await screen.findByRole('alert', {})).toHaveTextContent(
      'Der Text konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Rechtliche Hinweise' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      '[care] the legal texts could not be loaded',
      expect.objectContaining({ code: 'E016' }),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Privacy de' })).toBeInTheDocument();
  });

  it('say so when the text is shown in another language', async () => {
    signedIn();
    server.routes.set('GET /api/personal/legal-terms/es', (_request, response) =>
      sendJson(response, 200, { data: legalTerms('en') }),
    );
    renderApp('/loggedIn/termsAndConditionsPage/', server, 'es');
    expect(
      await screen.findByText(
        'Este texto no está disponible en su idioma; se muestra en English.',
        {},
      ),
    ).toBeInTheDocument();
  });
});

describe('the logged-out terms page', () => {
  it('is linked from the login page and shows the terms and the privacy policy', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/loggedOut/', server, 'it');
    const footer = await screen.findByRole('navigation', { name: 'Informazioni legali' });
    await user.click(within(footer).getByRole('link', { name: 'Termini e privacy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termini e privacy' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/termsAndConditionsOut/');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Termini e condizioni' }),
    ).toBeInTheDocument();
    // The texts' own headings sit one level below the section headings.
    expect(await screen.findByRole('heading', { level: 3, name: 'Terms it' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Privacy it' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna all’accesso' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();
  });

  it('is not there when the product’s terms are external documents', async () => {
    installI18nApi(server, {
      products: [
        {
          name: 'care',
          termsAndCondition: 'https://facility.example/terms',
          privacyPolicy: 'https://facility.example/privacy',
        },
      ],
    });
    const { location } = renderApp('/loggedOut/termsAndConditionsOut/', server, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/loggedOut/');
    const footer = screen.getByRole('navigation', { name: 'Legal information' });
    const terms = within(footer).getByRole('link', { name: /Terms and conditions/ });
    expect(terms).toHaveAttribute('href', 'https://facility.example/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(terms).toHaveAccessibleName('Terms and conditions (opens in a new tab)');
    expect(within(footer).getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      'https://facility.example/privacy',
    );
  });

  it('is shown when the product list cannot be read, which is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.routes.set('GET /api/product/legal', (_request, response) =>
      sendJson(response, 500, { errorCode: 'E008' }),
    );
    renderApp('/loggedOut/termsAndConditionsOut/', server, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[care] the legal product list could not be read',
        expect.anything(),
      ),
    );
  });
});

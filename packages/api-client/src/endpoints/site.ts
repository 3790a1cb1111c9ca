import {
  acknowledgementSchema,
  localeListResponseSchema,
  type LocaleItem,
} from '../schemas/personal';
import {
  legalProductsResponseSchema,
  MAINTENANCE_FLAG_KEY,
  remoteConfigEntryResponseSchema,
  remoteConfigResponseSchema,
  type LegalProduct,
  type RemoteConfigEntry,
} from '../schemas/site';
import { at, call, type CallOptions, type EndpointContext } from './context';

/**
 * Site-wide calls that do not need a session (sent without the token): legal product list, remote
 * configuration, and the logged-out locale list and missing-term report; and the administrators'
 * `setRemoteFlag`, which does.
 */
export interface SiteEndpoints {
  /** `GET product/legal`: every product with the addresses of its terms and privacy policy. */
  legalProducts(options?: CallOptions): Promise<LegalProduct[]>;
  /** `GET conf/remote-config?key=`: a boolean flag of the remote configuration. */
  remoteFlag(key: string, options?: CallOptions): Promise<boolean>;
  /**
   * The maintenance flag: `remoteFlag('{product}_maintenance')`
   * (docs/behaviour/shell-and-session.md#maintenance).
   */
  maintenance(options?: CallOptions): Promise<boolean>;
  /**
   * `PUT conf/remote-config` with `{ key, value }` (administrators; sent with the session token):
   * sets a flag, e.g. `setRemoteFlag(MAINTENANCE_FLAG_KEY, true)` starts maintenance.
   */
  setRemoteFlag(key: string, value: boolean, options?: CallOptions): Promise<RemoteConfigEntry>;
  /**
   * `GET care/api/v1/conf/locale`: the languages with translations, for pages shown before
   * sign-in (same shape as `personal.locales`).
   */
  locales(options?: CallOptions): Promise<LocaleItem[]>;
  /**
   * `POST care/api/v1/conf/addTerm` with `{ id }`: reports a translation key missing on a page
   * shown before sign-in (the logged-out `personal.addTerm`,
   * docs/behaviour/languages.md#missing-terms).
   */
  addTerm(id: string, options?: CallOptions): Promise<void>;
}

/** Builds the `site` endpoints. */
export function siteEndpoints({ request }: EndpointContext): SiteEndpoints {
  async function remoteFlag(key: string, options: CallOptions = {}) {
    const { data } = await request(remoteConfigResponseSchema, {
      ...at('remoteConfig'),
      query: { key },
      ...call(options),
      anonymous: true,
    });
    return data.data;
  }
  return {
    async legalProducts(options = {}) {
      const { data } = await request(legalProductsResponseSchema, {
        ...at('legalProducts'),
        ...call(options),
        anonymous: true,
      });
      return data;
    },
    remoteFlag,
    maintenance(options = {}) {
      return remoteFlag(MAINTENANCE_FLAG_KEY, options);
    },
    async setRemoteFlag(key, value, options = {}) {
      const { data } = await request(remoteConfigEntryResponseSchema, {
        ...at('setRemoteConfig'),
        body: { key, value },
        ...call(options),
      });
      return data;
    },
    async locales(options = {}) {
      const { data } = await request(localeListResponseSchema, {
        ...at('productLocales'),
        ...call(options),
        anonymous: true,
      });
      return data;
    },
    async addTerm(id, options = {}) {
      await request(acknowledgementSchema, {
        ...at('productAddTerm'),
        body: { id },
        ...call(options),
        anonymous: true,
      });
    },
  };
}

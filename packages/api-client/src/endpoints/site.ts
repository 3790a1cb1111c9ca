import {
  legalProductsResponseSchema,
  MAINTENANCE_KEY_SUFFIX,
  PRODUCT_NAME,
  remoteConfigResponseSchema,
  type LegalProduct,
} from '../schemas/site';
import { at, call, type CallOptions, type EndpointContext } from './context';

/** Site-wide reads that do not need a session: legal product list and remote configuration. */
export interface SiteEndpoints {
  /** `GET product/legal`: every product with the addresses of its terms and privacy policy. */
  legalProducts(options?: CallOptions): Promise<LegalProduct[]>;
  /** `GET conf/remote-config?key=`: a boolean flag of the remote configuration. */
  remoteFlag(key: string, options?: CallOptions): Promise<boolean>;
  /** The maintenance flag: `remoteFlag('{product}_maintenance')` (spec 01 §2). */
  maintenance(options?: CallOptions): Promise<boolean>;
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
      return remoteFlag(`${PRODUCT_NAME}${MAINTENANCE_KEY_SUFFIX}`, options);
    },
  };
}

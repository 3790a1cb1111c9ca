import { myInfoResponseSchema, type MyInfo } from '../schemas/auth';
import type { FieldDefinition, FormValue } from '../schemas/forms';
import {
  acknowledgementSchema,
  fieldStructureResponseSchema,
  legalTermsResponseSchema,
  localeListResponseSchema,
  logoResponseSchema,
  myInfoUpdateResponseSchema,
  settingsResponseSchema,
  translationResponseSchema,
  type AccountAction,
  type LegalTerms,
  type LocaleItem,
  type ProfileImage,
  type Setting,
  type SettingValue,
  type TranslationTerm,
} from '../schemas/personal';
import { at, call, type CallOptions, type EndpointContext } from './context';

/**
 * Removes a `data:…;base64,` prefix: the API takes bare base64
 * (docs/behaviour/people-and-guests.md#photos).
 */
export function stripDataUrlPrefix(data: string): string {
  return data.replace(/^data:[^,]*,/, '');
}

/**
 * The language of the legal texts for a UI language: lower case, and `gb` becomes `en`
 * (docs/behaviour/people-and-guests.md#calls).
 */
export function legalTermsLanguage(lang: string): string {
  const code = lang.trim().toLowerCase();
  return code === 'gb' ? 'en' : code;
}

/** `personal/*`: the signed-in user's own data, settings, translations and account actions. */
export interface PersonalEndpoints {
  /** `GET personal/myInfo`: personal data, role (with permission map and groups) of the user. */
  myInfo(options?: CallOptions): Promise<MyInfo>;
  /**
   * `PUT personal/myInfo`: saves the profile form's values (a `roleIdentifier` among them is
   * removed first) and returns the updated info.
   */
  updateMyInfo(values: Readonly<Record<string, FormValue>>, options?: CallOptions): Promise<MyInfo>;
  /** `POST personal/myInfo`: sets the profile photo (a data-URL prefix is removed first). */
  uploadMyImage(image: ProfileImage, options?: CallOptions): Promise<void>;
  /** `DELETE personal/deleteImageProfile`: removes the profile photo. */
  deleteMyImage(options?: CallOptions): Promise<void>;
  /** `GET personal/structure/MY_INFO_EDIT/`: the field definitions of the profile form. */
  myInfoStructure(options?: CallOptions): Promise<FieldDefinition[]>;
  /** `GET personal/get-config/?key=`: notification settings as a map of key to T/F. */
  getConfig(key: string, options?: CallOptions): Promise<Record<string, SettingValue>>;
  /** `POST personal/set-config/`: sets one notification setting. */
  setConfig(setting: Setting, options?: CallOptions): Promise<void>;
  /** `GET personal/locale/`: the languages the server has translations for. */
  locales(options?: CallOptions): Promise<LocaleItem[]>;
  /** `GET personal/translation/{locale}`: the terms of one language. */
  translation(locale: string, options?: CallOptions): Promise<TranslationTerm[]>;
  /** `POST personal/addTerm/`: reports a translation key missing on the client. */
  addTerm(id: string, options?: CallOptions): Promise<void>;
  /** `GET personal/legal-terms/{lang}` (`gb` asks for `en`): terms and privacy texts. */
  legalTerms(lang: string, options?: CallOptions): Promise<LegalTerms>;
  /** `GET personal/logo`: the facility's logo as base64 PNG. */
  logo(options?: CallOptions): Promise<string>;
  /**
   * `PUT personal/{action}/{id}`: block (`delete-subscription`), restore, generate or reset
   * credentials, or reset the password of the account `id`.
   */
  accountAction(action: AccountAction, id: number, options?: CallOptions): Promise<void>;
}

/** Builds the `personal` endpoints. */
export function personalEndpoints({ request }: EndpointContext): PersonalEndpoints {
  return {
    async myInfo(options = {}) {
      const { data } = await request(myInfoResponseSchema, {
        ...at('myInfo'),
        ...call(options),
      });
      return data;
    },
    async updateMyInfo(values, options = {}) {
      const { roleIdentifier: _dropped, ...body } = values;
      const { data } = await request(myInfoUpdateResponseSchema, {
        ...at('updateMyInfo'),
        body,
        ...call(options),
      });
      return data;
    },
    async uploadMyImage(image, options = {}) {
      await request(acknowledgementSchema, {
        ...at('uploadMyImage'),
        body: {
          profileImageData: stripDataUrlPrefix(image.profileImageData),
          profileImageName: image.profileImageName,
        },
        ...call(options),
      });
    },
    async deleteMyImage(options = {}) {
      await request(acknowledgementSchema, { ...at('deleteMyImage'), ...call(options) });
    },
    async myInfoStructure(options = {}) {
      const { data } = await request(fieldStructureResponseSchema, {
        ...at('myInfoStructure'),
        ...call(options),
      });
      return data;
    },
    async getConfig(key, options = {}) {
      const { data } = await request(settingsResponseSchema, {
        ...at('getConfig'),
        query: { key },
        ...call(options),
      });
      return data;
    },
    async setConfig(setting, options = {}) {
      await request(acknowledgementSchema, {
        ...at('setConfig'),
        body: { key: setting.key, value: setting.value },
        ...call(options),
      });
    },
    async locales(options = {}) {
      const { data } = await request(localeListResponseSchema, {
        ...at('locales'),
        ...call(options),
      });
      return data;
    },
    async translation(locale, options = {}) {
      const { data } = await request(translationResponseSchema, {
        ...at('translation', { locale }),
        ...call(options),
      });
      return data;
    },
    async addTerm(id, options = {}) {
      await request(acknowledgementSchema, {
        ...at('addTerm'),
        body: { id },
        ...call(options),
      });
    },
    async legalTerms(lang, options = {}) {
      const { data } = await request(legalTermsResponseSchema, {
        ...at('legalTerms', { lang: legalTermsLanguage(lang) }),
        ...call(options),
      });
      return data;
    },
    async logo(options = {}) {
      const { data } = await request(logoResponseSchema, { ...at('logo'), ...call(options) });
      return data;
    },
    async accountAction(action, id, options = {}) {
      await request(acknowledgementSchema, {
        ...at('accountAction', { action, id }),
        ...call(options),
      });
    },
  };
}

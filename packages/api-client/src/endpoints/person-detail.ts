import { z } from 'zod/mini';
import type { FieldDefinition, FormValue } from '../schemas/forms';
import {
  ACCOUNT_IMAGE_COMPRESSION,
  PERSON_DETAIL_STRUCTURE,
  personDetailResponseSchema,
  type PersonDetail,
} from '../schemas/person-detail';
import {
  acknowledgementSchema,
  fieldStructureResponseSchema,
  type ProfileImage,
} from '../schemas/personal';
import { at, call, type CallOptions, type EndpointContext } from './context';
import { stripDataUrlPrefix } from './personal';

/** Options of `personDetail.image`. */
export interface AccountImageOptions extends CallOptions {
  /**
   * The compression factor the server applies, 0 to 1 (default 0.5,
   * docs/behaviour/people-and-guests.md#person-detail).
   */
  compression?: number;
}

/**
 * The person-detail page's calls on the personal-data service
 * (docs/behaviour/people-and-guests.md#calls): any person's detail and its form, and any account's
 * photo. Paths in `API_ROUTES` (`personDetail`, …).
 */
export interface PersonDetailEndpoints {
  /** `GET …/specific-personal-data/{personalDataId}`: the person's data and form values. */
  get(personalDataId: number, options?: CallOptions): Promise<PersonDetail>;
  /**
   * `PUT …/specific-personal-data/{personalDataId}`: saves the detail form's values; returns the
   * updated detail.
   */
  update(
    personalDataId: number,
    values: Readonly<Record<string, FormValue>>,
    options?: CallOptions,
  ): Promise<PersonDetail>;
  /**
   * `GET …/structure/{code}`: the field definitions of a form of the personal-data service;
   * by default the detail page's (`PERSONAL_DATA_FIELD_EDIT`).
   */
  structure(code?: string, options?: CallOptions): Promise<FieldDefinition[]>;
  /**
   * `GET …/profile-image-account/{customerAccountId}?compression=0.5`: the account's photo as a
   * `Blob` (for `URL.createObjectURL`), or `null` when it has none (the server answers 204), so
   * the UI can show its fallback avatar.
   */
  image(customerAccountId: number, options?: AccountImageOptions): Promise<Blob | null>;
  /** `PUT …/profile-image/{customerAccountId}`: sets the photo (data-URL prefix removed). */
  setImage(customerAccountId: number, image: ProfileImage, options?: CallOptions): Promise<void>;
  /** `DELETE …/profile-image/{customerAccountId}`: removes the photo. */
  deleteImage(customerAccountId: number, options?: CallOptions): Promise<void>;
}

const blobSchema = z.instanceof(Blob);

/** Builds the `personDetail` endpoints. */
export function personDetailEndpoints({ request }: EndpointContext): PersonDetailEndpoints {
  return {
    async get(personalDataId, options = {}) {
      const { data } = await request(personDetailResponseSchema, {
        ...at('personDetail', { id: personalDataId }),
        ...call(options),
      });
      return data;
    },
    async update(personalDataId, values, options = {}) {
      const { data } = await request(personDetailResponseSchema, {
        ...at('updatePersonDetail', { id: personalDataId }),
        body: values,
        ...call(options),
      });
      return data;
    },
    async structure(code = PERSON_DETAIL_STRUCTURE, options = {}) {
      const { data } = await request(fieldStructureResponseSchema, {
        ...at('personDataStructure', { code }),
        ...call(options),
      });
      return data;
    },
    async image(customerAccountId, options = {}) {
      const compression = options.compression ?? ACCOUNT_IMAGE_COMPRESSION;
      if (!(compression > 0 && compression <= 1)) {
        throw new RangeError('@care/api-client: compression must be above 0 and at most 1');
      }
      const blob = await request(blobSchema, {
        ...at('accountImage', { id: customerAccountId }),
        query: { compression },
        responseType: 'blob',
        ...call(options),
      });
      return blob.size === 0 ? null : blob;
    },
    async setImage(customerAccountId, image, options = {}) {
      await request(acknowledgementSchema, {
        ...at('setAccountImage', { id: customerAccountId }),
        body: {
          profileImageData: stripDataUrlPrefix(image.profileImageData),
          profileImageName: image.profileImageName,
        },
        ...call(options),
      });
    },
    async deleteImage(customerAccountId, options = {}) {
      await request(acknowledgementSchema, {
        ...at('deleteAccountImage', { id: customerAccountId }),
        ...call(options),
      });
    },
  };
}

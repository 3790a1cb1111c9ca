import type { AccountAction, PersonDetail, ProfileImage } from '@care/api-client';
import type { FormValues } from '@care/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { toApiValues } from '../../profile/form-messages';
import { accountActionKey } from '../account-actions';
import { guestChartKeys } from '../../guest-chart/api/guest-chart.queries';
import { personDetailKeys } from './person-detail.queries';
import { usePersonMessages } from './use-person-messages';

/**
 * `PUT …/specific-personal-data/{personalDataId}`: saves the detail form (all or nothing). The
 * answer replaces the cached detail and the detail is read again (the form reloads); on failure
 * `create.error` and nothing is reset: the form keeps what was typed.
 */
export function useSavePersonDetail(personalDataId: number) {
  const api = useApi();
  const client = useQueryClient();
  const messages = usePersonMessages();
  return useMutation({
    mutationFn: (values: FormValues) =>
      api.personDetail.update(personalDataId, toApiValues(values)),
    onSuccess: async (detail: PersonDetail) => {
      client.setQueryData(personDetailKeys.detail(personalDataId), detail);
      await client.invalidateQueries({ queryKey: personDetailKeys.detail(personalDataId) });
      // The guest chart's header shows the same facts (docs/behaviour/guest-chart.md#header).
      void client.invalidateQueries({ queryKey: guestChartKeys.header(personalDataId) });
      messages.success('personDetail.data.saved');
    },
    onError: (error) => messages.failure('create.error', error),
  });
}

/** `PUT …/profile-image/{customerAccountId}`: sets the person's photo; it is read again. */
export function useSetPersonPhoto(customerAccountId: number) {
  const api = useApi();
  const client = useQueryClient();
  const messages = usePersonMessages();
  return useMutation({
    mutationFn: (image: ProfileImage) => api.personDetail.setImage(customerAccountId, image),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: personDetailKeys.image(customerAccountId) });
      void client.invalidateQueries({ queryKey: guestChartKeys.all });
      messages.success('personDetail.photo.saved');
    },
    onError: (error) => messages.failure('error.uploadImage', error),
  });
}

/** `DELETE …/profile-image/{customerAccountId}`: the identicon takes the photo's place. */
export function useDeletePersonPhoto(customerAccountId: number) {
  const api = useApi();
  const client = useQueryClient();
  const messages = usePersonMessages();
  return useMutation({
    mutationFn: () => api.personDetail.deleteImage(customerAccountId),
    onSuccess: async () => {
      client.setQueryData(personDetailKeys.image(customerAccountId), null);
      await client.invalidateQueries({ queryKey: personDetailKeys.image(customerAccountId) });
      void client.invalidateQueries({ queryKey: guestChartKeys.all });
      messages.success('personDetail.photo.deleted');
    },
    onError: (error) => messages.failure('profilePage.deleteImage.error', error),
  });
}

/**
 * `PUT personal/{action}/{customerAccountId}`: an account action. On success
 * `subscription.success.{action}` and the detail is read again (status and credentials decide
 * the buttons); on failure `form.resetPassword.error.{action}`.
 */
export function useAccountAction(personalDataId: number, customerAccountId: number) {
  const api = useApi();
  const client = useQueryClient();
  const messages = usePersonMessages();
  return useMutation({
    mutationFn: (action: AccountAction) => api.personal.accountAction(action, customerAccountId),
    onSuccess: async (_nothing, action) => {
      // The guest chart's header shows the status too.
      await Promise.all([
        client.invalidateQueries({ queryKey: personDetailKeys.detail(personalDataId) }),
        client.invalidateQueries({ queryKey: guestChartKeys.header(personalDataId) }),
      ]);
      messages.success(`subscription.success.${accountActionKey(action)}`);
    },
    onError: (error, action) =>
      messages.failure(`form.resetPassword.error.${accountActionKey(action)}`, error),
  });
}

import { pageToRender } from '../page-to-render';
import { ProfilePage } from './profile-page';

/**
 * The entry view of `profilePage/` (docs/behaviour/people-and-guests.md#profile-page): the profile
 * page or the payments page, by the page-to-render choice. Payments are not enabled in Care (see
 * `page-to-render.ts`), so it is always the profile page; there is no payments page to lazy-load.
 */
export function ProfileEntryPage() {
  switch (pageToRender()) {
    case 'profilePage':
    case 'paymentsPage':
      return <ProfilePage />;
  }
}

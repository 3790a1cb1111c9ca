import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AppApi } from '../../../app/api';
import type { DataLayer } from '../../../app/data';
import { isPermitted, usePermissionSubject } from '../../../shared/permissions/index';
import { selectedGroupId } from '../../../shared/selected-group';
import { signedInSubject } from '../../auth/signed-in-subject';
import { Welcome } from '../components/welcome';
import { WidgetSlot } from '../components/widget-slot';
import { HOME_WIDGETS } from '../widgets';

/**
 * Fetches the widgets' code while the logged-in area loads its data (who the user is comes with
 * it, so every widget's: a few small chunks), so that the widgets render and ask for their data
 * with the page instead of one round trip later (docs/behaviour/home.md#performance).
 */
export function preloadWidgets(api: AppApi): void {
  for (const widget of HOME_WIDGETS) {
    widget.Component.preload();
    widget.preloadApi?.(api);
  }
}

/**
 * The home route's loader: once the user is known (the logged-in area reads them in parallel),
 * starts the queries of the widgets the user sees, so their data loads while the page's code
 * does. Never fails: a widget whose query fails shows its own error.
 */
export async function prefetchWidgets(deps: { api: AppApi; data: DataLayer }): Promise<null> {
  try {
    const signedIn = await signedInSubject(deps);
    if (!signedIn) return null;
    const { client, me, subject } = signedIn;
    const groupId = selectedGroupId(me.customerRoleDto.customerGroupDtoCollection);
    for (const widget of HOME_WIDGETS) {
      if (!isPermitted(subject, widget.requires)) continue;
      // Not awaited; a prefetch that fails (its code could not load) leaves the card to load.
      widget.prefetch?.({ ...deps, client, groupId }).catch(() => undefined);
    }
  } catch {
    // The logged-in area's loader handles a user that cannot be read.
  }
  return null;
}

/**
 * `/loggedIn/`: who and where you are, then the widgets of the modules you may read
 * (docs/behaviour/home.md). Each widget loads its own data at the same time as the others and
 * fails on its own.
 */
export function HomePage() {
  const { t } = useTranslation();
  const subject = usePermissionSubject();
  const widgets = HOME_WIDGETS.filter((widget) => isPermitted(subject, widget.requires));
  return (
    <Stack gap="6">
      <Welcome />
      {widgets.length > 0 && (
        <SimpleGrid
          as="div"
          role="group"
          aria-label={t('home.widgetsLabel')}
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
        >
          {widgets.map((widget) => (
            <WidgetSlot key={widget.id} widget={widget} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

import { LoadingOverlay } from '@care/ui';
import { Button, Flex, Text } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api';
import { hasUnsavedChanges } from '../shared/unsaved-changes';
import {
  VERSION_CHECK_INTERVAL_MS,
  existingVersionCheck,
  type UpdateState,
  type VersionCheck,
} from './version-check';

const ReloadConfirmDialog = lazy(() =>
  import('./reload-confirm-dialog').then(({ ReloadConfirmDialog: dialog }) => ({
    default: dialog,
  })),
);

const CURRENT: UpdateState = { kind: 'current' };
const noop = () => () => undefined;

/**
 * The version check after start-up: meta.json is read again when the tab is shown again and
 * every ten minutes (a tablet stays signed in all day). While the page reloads for a new version,
 * a full-page overlay; when a form has unsaved changes, a notice offering the reload instead.
 */
export function VersionNotice({ intervalMs = VERSION_CHECK_INTERVAL_MS }: { intervalMs?: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const check: VersionCheck | undefined = existingVersionCheck(api);
  const state = useSyncExternalStore(
    check?.subscribe ?? noop,
    check?.state ?? (() => CURRENT),
    () => CURRENT,
  );
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    // The check is looked up when it is due, not taken from a render: a render before the
    // logged-in area's loader created it would otherwise leave the tab without its rechecks.
    const recheck = () => {
      if (document.visibilityState === 'visible') void existingVersionCheck(api)?.check();
    };
    const timer = setInterval(recheck, intervalMs);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [api, intervalMs]);

  const reload = () => {
    if (hasUnsavedChanges()) setConfirming(true);
    else void check?.reloadNow();
  };

  return (
    <>
      {/* Always in the page, so the notice is announced when it appears. */}
      <div role="status">
        {state.kind === 'available' ? (
          <Flex
            align="center"
            justify="center"
            wrap="wrap"
            gap="3"
            px="4"
            py="2"
            bg="bg.panel"
            borderBottomWidth="1px"
            borderColor="care.info"
          >
            <Text fontWeight="medium">{t('utils.newVersion')}</Text>
            <Button
              size="sm"
              bg="care.primary"
              color="care.primary.contrast"
              _hover={{ bg: 'care.primary/90' }}
              onClick={reload}
            >
              {t('utils.reloadNow')}
            </Button>
          </Flex>
        ) : null}
      </div>
      {state.kind === 'updating' ? (
        <LoadingOverlay variant="general" label={t('utils.updating')} />
      ) : null}
      {state.kind === 'available' ? (
        <Suspense fallback={null}>
          <ReloadConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => check?.reloadNow()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

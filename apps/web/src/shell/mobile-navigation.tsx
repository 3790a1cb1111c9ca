import { Button } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDrawer = () => import('./navigation-drawer');
const NavigationDrawer = lazy(() =>
  loadDrawer().then(({ NavigationDrawer: drawer }) => ({ default: drawer })),
);

/**
 * Below 868px: a menu button in the header opening the navigation in a drawer. The drawer's code
 * (Chakra's dialog machinery) loads when the menu is first pointed at or opened, not with the
 * shell.
 */
export function MobileNavigation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const preload = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <Button
        variant="outline"
        size="md"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        {t('shell.menu')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <NavigationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

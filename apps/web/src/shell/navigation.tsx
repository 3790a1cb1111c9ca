import { Link, Stack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useDeferredWorkStarted } from '../shared/after-first-interaction';
import { optionalLazy } from '../shared/optional-lazy';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePermitted } from '../shared/permissions/index';
import { NAVIGATION_ITEMS, type NavigationItem } from './navigation-items';

/**
 * The items, each with its badge made once. Offline, an item goes without its badge until the
 * code can be fetched (shared/optional-lazy), never without the shell.
 */
const LINKS = NAVIGATION_ITEMS.map((item) => ({
  item,
  Badge: item.loadBadge ? optionalLazy(item.loadBadge) : undefined,
}));

function NavigationLink({
  item,
  Badge,
  onNavigate,
}: {
  item: NavigationItem;
  Badge?: ComponentType;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const deferred = useDeferredWorkStarted();
  if (!usePermitted(item.requires)) return null;
  return (
    <li>
      <Link
        asChild
        display="flex"
        alignItems="center"
        minH="11"
        px="4"
        borderRadius="md"
        fontSize="md"
        fontWeight="medium"
        color="fg"
        textDecoration="none"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        // The current page keeps its colours under the pointer: the hover's light background
        // behind the current page's light text could not be read (axe color-contrast).
        _currentPage={{
          bg: 'care.primary',
          color: 'care.primary.contrast',
          _hover: { bg: 'care.primary' },
        }}
      >
        <NavLink to={`/loggedIn/${item.path}`} end={item.end ?? false} onClick={onNavigate}>
          {t(item.labelKey)}
          {deferred && Badge && <Badge />}
        </NavLink>
      </Link>
    </li>
  );
}

/** The main navigation: the screens the user's role and permission map allow. */
export function NavigationList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.navigation')}>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {LINKS.map(({ item, Badge }) => (
          <NavigationLink key={item.path} item={item} Badge={Badge} onNavigate={onNavigate} />
        ))}
      </Stack>
    </nav>
  );
}

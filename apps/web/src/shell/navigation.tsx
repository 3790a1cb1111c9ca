import { Drawer } from '@care/ui';
import { Button, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePermitted } from '../shared/permissions/index';
import { NAVIGATION_ITEMS, type NavigationItem } from './navigation-items';

function NavigationLink({ item, onNavigate }: { item: NavigationItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
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
        _currentPage={{ bg: 'care.primary', color: 'care.primary.contrast' }}
      >
        <NavLink to={`/loggedIn/${item.path}`} end={item.end ?? false} onClick={onNavigate}>
          {t(item.labelKey)}
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
        {NAVIGATION_ITEMS.map((item) => (
          <NavigationLink key={item.path} item={item} onNavigate={onNavigate} />
        ))}
      </Stack>
    </nav>
  );
}

/** Below 868px: a menu button in the header opening the navigation in a drawer. */
export function MobileNavigation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outline"
        size="md"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        {t('shell.menu')}
      </Button>
      <Drawer open={open} onClose={close} title={t('shell.menu')} closeLabel={t('shell.closeMenu')}>
        <NavigationList onNavigate={close} />
      </Drawer>
    </>
  );
}

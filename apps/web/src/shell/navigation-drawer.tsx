import { Drawer } from '@care/ui';
import { useTranslation } from 'react-i18next';
import { NavigationList } from './navigation';

/** The navigation in a drawer (below 868px); its own chunk, loaded when the menu first opens. */
export function NavigationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('shell.menu')} closeLabel={t('shell.closeMenu')}>
      <NavigationList onNavigate={onClose} />
    </Drawer>
  );
}

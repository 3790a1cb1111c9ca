import { Button, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginAreaCard } from '../components/login-area-card';
import { useMaintenanceCheck } from '../components/use-maintenance-check';

/** How often the maintenance page reads the flag again by itself. */
export const MAINTENANCE_POLL_MS = 30_000;

/**
 * `/loggedOut/maintenance/`: shown while the maintenance flag is true. It reads the flag again
 * every 30 s (and on "Check again"); once it is false the user goes back to sign in (or, with a
 * session, into the app).
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const maintenance = useMaintenanceCheck(true);
  const { recheck } = maintenance;
  useEffect(() => {
    const timer = setInterval(recheck, MAINTENANCE_POLL_MS);
    return () => clearInterval(timer);
  }, [recheck]);

  return (
    <LoginAreaCard title={t('authModule.maintenance.title')} maintenance={maintenance.status}>
      <Text fontSize="lg">{t('authModule.maintenance.body')}</Text>
      <Button
        variant="outline"
        size="lg"
        alignSelf="start"
        loading={maintenance.checking}
        loadingText={t('authModule.maintenance.checking')}
        onClick={recheck}
      >
        {t('authModule.maintenance.checkAgain')}
      </Button>
    </LoginAreaCard>
  );
}

import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScreenIcon } from '../shell/screen-icons';

/** Where the help lives (docs/behaviour/help.md): the index, and a page under it by its id. */
export const HELP_PATH = '/loggedIn/helpGuidePage/';

/** The address of the help page `page` (an id of the server's help index). */
export function helpPagePath(page: string): string {
  return `${HELP_PATH}${encodeURIComponent(page)}`;
}

/**
 * The link a screen places in its page header to its help page: "Help" with an icon, named
 * "Help: {topic}" for screen readers (docs/behaviour/help.md#on-every-screen).
 */
export function HelpLink({ page, topic }: { page: string; topic: string }) {
  const { t } = useTranslation();
  return (
    <Link
      asChild
      color="care.primary.fg"
      textDecoration="underline"
      display="inline-flex"
      alignItems="center"
      gap="1"
      flexShrink={0}
    >
      <RouterLink to={helpPagePath(page)} aria-label={t('shell.helpLink.name', { topic })}>
        <ScreenIcon name="help" />
        {t('shell.helpLink.label')}
      </RouterLink>
    </Link>
  );
}

import type { CareThemeDefinition } from '@care/theming';
import { Button, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContrastWarnings } from '../components/notices';
import { ThemeEditor } from '../components/theme-editor';

interface AdvancedTabProps {
  /** The offer of a draft left by a reload, if any. */
  prompt: ReactNode;
  /** The picked theme, or its draft once edited. */
  current: CareThemeDefinition;
  edited: boolean;
  onChange: (theme: CareThemeDefinition) => void;
  onDiscard: () => void;
  onRestore: () => void;
  onSave: () => void;
}

/**
 * The advanced tab: every colour and font of the picked theme with live previews, the contrast
 * guard's findings, and discard, restore the defaults, save as a new theme.
 */
export function AdvancedTab({ current, edited, ...props }: AdvancedTabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="6">
      {props.prompt}
      <ThemeEditor draft={current} onChange={props.onChange} />
      <ContrastWarnings theme={current} />
      <Flex gap="3" wrap="wrap" justify="flex-end">
        {edited && (
          <Button variant="ghost" onClick={props.onDiscard}>
            {t('settings.discard')}
          </Button>
        )}
        <Button variant="outline" onClick={props.onRestore}>
          {t('settings.restore.button')}
        </Button>
        <Button
          bg="care.button.primary.bg"
          color="care.button.primary.fg"
          borderRadius="care.button"
          onClick={props.onSave}
        >
          {t('settings.save.button')}
        </Button>
      </Flex>
    </Stack>
  );
}

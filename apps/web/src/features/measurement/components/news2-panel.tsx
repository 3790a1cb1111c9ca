import type { News2Parameter, News2Response } from '@care/api-client';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What the panel shows: a score with its response, or none with the missing parameters. */
export interface News2View {
  score: number | null;
  response: News2Response | null;
  missing: readonly News2Parameter[];
  singleThree?: boolean;
}

const ALARM = 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z';
const CALM = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';

/**
 * NEWS2 in words (docs/behaviour/measurements.md#news2): "NEWS2 5" and the response it calls for
 * with an icon, or "NEWS2 –" and the parameters missing; never a partial sum, never colour alone.
 */
export function News2Panel({ news2, live = false }: { news2: News2View; live?: boolean }) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' });
  const alarming = news2.response !== null && news2.response !== 'monitor';
  return (
    <Stack
      gap="1"
      role={live ? 'status' : undefined}
      aria-label={live ? t('measurement.news2.title') : undefined}
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      {news2.score === null ? (
        <>
          <Text fontWeight="bold" textStyle="lg">
            {t('measurement.news2.dash')}
          </Text>
          <Text>
            {t('measurement.news2.missing', {
              list: list.format(news2.missing.map((p) => t(`measurement.news2.parameters.${p}`))),
            })}
          </Text>
        </>
      ) : (
        <>
          <Text fontWeight="bold" textStyle="lg">
            {t('measurement.news2.score', { score: news2.score })}
          </Text>
          {news2.response && (
            <Flex
              as="p"
              align="center"
              gap="1"
              fontWeight={alarming ? 'bold' : 'normal'}
              color={alarming ? 'care.error.fg' : undefined}
            >
              <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
                <path fill="currentColor" d={alarming ? ALARM : CALM} />
              </svg>
              {t(`measurement.news2.responses.${news2.response}`)}
            </Flex>
          )}
          {news2.singleThree && <Text>{t('measurement.news2.singleThree')}</Text>}
        </>
      )}
    </Stack>
  );
}

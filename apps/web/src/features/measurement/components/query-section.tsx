import { Heading, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A section named by its heading over one query: "could not be loaded" (an alert), "loading", the
 * `none` text when the answer is empty, else `children` of the answer.
 */
export function QuerySection<T extends readonly unknown[]>(props: {
  id: string;
  title: string;
  level?: 'h2' | 'h3';
  query: Pick<UseQueryResult<T>, 'data' | 'isError'>;
  none: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  let body;
  if (query.isError) body = <Text role="alert">{t('measurement.loadError')}</Text>;
  else if (!query.data) body = <Text color="fg.muted">{t('measurement.loading')}</Text>;
  else if (query.data.length === 0) body = <Text>{props.none}</Text>;
  else body = props.children(query.data);
  const level = props.level ?? 'h2';
  return (
    <Stack as="section" gap="3" aria-labelledby={props.id}>
      <Heading as={level} size={level === 'h2' ? 'lg' : 'md'} id={props.id}>
        {props.title}
      </Heading>
      {body}
    </Stack>
  );
}

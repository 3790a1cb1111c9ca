import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessageKey, GENERIC_ERROR_KEY } from '../../../shared/api-error-message';
import { offScreenSkipped } from '../../../shared/off-screen';

/** Skipped while off screen; about a widget's height until it has been drawn once. */
const OFF_SCREEN_SKIPPED = offScreenSkipped('18rem');

/** The frame every home widget shares: a region named by its title, and the link to the work. */
export function WidgetFrame({
  headingRef,
  ...props
}: {
  title: string;
  link?: { to: string; label: string } | undefined;
  busy?: boolean;
  /**
   * The title's heading, for a widget that moves the focus there (it then takes the focus from a
   * script, not from the Tab key).
   */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-busy={props.busy ?? false}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p="5"
      display="flex"
      flexDirection="column"
      gap="3"
      // A widget below the fold is neither laid out nor painted until scrolled to (it stays in
      // the DOM and the accessibility tree): the page's first layouts cover what is on screen
      // (docs/behaviour/home.md#performance).
      css={OFF_SCREEN_SKIPPED}
    >
      <Heading
        as="h2"
        size="md"
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef === undefined ? undefined : -1}
      >
        {props.title}
      </Heading>
      <Box flex="1">{props.children}</Box>
      {props.link && (
        <Link to={props.link.to}>
          <Text as="span" color="care.primary.fg" textDecoration="underline" fontWeight="semibold">
            {props.link.label}
          </Text>
        </Link>
      )}
    </Box>
  );
}

/**
 * A widget over one query: "loading" while it loads, its own error with a retry when it fails
 * (the other widgets go on), else `children(data)`.
 */
export function WidgetCard<T>(props: {
  title: string;
  query: UseQueryResult<T>;
  link?: { to: string; label: string } | undefined;
  /** The title's heading (see {@link WidgetFrame}). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  children: (data: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { query } = props;
  let content: ReactNode;
  if (query.isPending) content = <Text color="fg.muted">{t('utils.loading')}</Text>;
  else if (query.isError) {
    const key = apiErrorMessageKey(query.error, (k) => i18n.exists(k)) ?? GENERIC_ERROR_KEY;
    content = <WidgetError message={t(key)} onRetry={() => void query.refetch()} />;
  } else content = props.children(query.data);
  return (
    <WidgetFrame
      title={props.title}
      link={props.link}
      busy={query.isFetching}
      headingRef={props.headingRef}
    >
      {content}
    </WidgetFrame>
  );
}

/** A widget's own failure: what went wrong and a button to try again. */
export function WidgetError(props: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" align="flex-start">
      <Text role="alert">{props.message}</Text>
      <Button size="sm" variant="outline" onClick={props.onRetry}>
        {t('home.retry')}
      </Button>
    </Stack>
  );
}

/** The big number of a widget with what it counts, read together by a screen reader. */
export function WidgetCount(props: { count: number; label: string }) {
  return (
    <Text>
      <Text as="span" fontSize="3xl" fontWeight="bold" lineHeight="1">
        {props.count}
      </Text>{' '}
      <Text as="span" color="fg.muted">
        {props.label}
      </Text>
    </Text>
  );
}

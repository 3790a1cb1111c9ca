import { Box, Flex, Skeleton, SkeletonCircle, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

/** The loading kinds (docs/behaviour/shell-and-session.md#loading-kinds). */
export type LoadingKind = 'none' | 'local' | 'app' | 'local-lite' | 'general';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** What is loading, shown and announced (translated), e.g. "Loading Care…". */
  label: string;
  /**
   * - `app` (or `page`, its earlier name; the default): covers the whole viewport with a skeleton
   *   of the app shell (sidebar, header, content), for start-up and version checks.
   * - `general`: a translucent layer over the whole current page with a spinner, for an action
   *   that blocks the app for a moment (e.g. applying a theme before the reload).
   * - `local`: covers the nearest positioned ancestor with a translucent layer and a spinner, for
   *   a panel that is busy.
   * - `local-lite`: a small spinner and label in the top corner of the nearest positioned
   *   ancestor, blocking nothing, for a refresh while the content stays usable.
   * - `none`: renders nothing (lets callers map a state to a kind without a condition).
   */
  variant?: LoadingKind | 'page';
}

/** Below the mobile breakpoint (868px) the shell has a top bar instead of a sidebar. */
const MOBILE = '@media screen and (max-width: 867.98px)';
const DESKTOP = '@media screen and (min-width: 868px)';
const STILL = { '@media (prefers-reduced-motion: reduce)': { animation: 'none' } };

function Busy({ label, labelId }: { label: string; labelId: string }) {
  return (
    <Stack align="center" gap="3" textAlign="center" paddingX="6">
      <Spinner size="xl" color="care.primary" borderWidth="3px" aria-hidden="true" />
      <Text id={labelId} textStyle="lg" fontWeight="medium">
        {label}
      </Text>
    </Stack>
  );
}

/** The app shell drawn as placeholders: decorative, hidden from assistive technology. */
function ShellSkeleton() {
  return (
    <Flex aria-hidden="true" position="absolute" inset="0" direction="row">
      <Stack
        as="aside"
        width="280px"
        flexShrink={0}
        gap="4"
        padding="5"
        borderEndWidth="1px"
        borderColor="border"
        bg="bg.subtle"
        css={{ [MOBILE]: { display: 'none' } }}
        data-testid="loading-overlay-sidebar"
      >
        <Flex align="center" gap="3" marginBottom="4">
          <SkeletonCircle size="10" css={STILL} />
          <Skeleton height="5" flex="1" css={STILL} />
        </Flex>
        {[70, 85, 60, 90, 75, 65].map((width, index) => (
          <Flex key={index} align="center" gap="3">
            <Skeleton boxSize="6" css={STILL} />
            <Skeleton height="4" flex="1" maxWidth={`${width}%`} css={STILL} />
          </Flex>
        ))}
      </Stack>
      <Flex direction="column" flex="1" minWidth="0">
        <Flex
          align="center"
          justify="space-between"
          gap="4"
          height="16"
          paddingX="5"
          borderBottomWidth="1px"
          borderColor="border"
        >
          <Skeleton height="6" width="40" css={STILL} />
          <Flex gap="3">
            <Skeleton boxSize="8" css={{ ...STILL, [DESKTOP]: { display: 'none' } }} />
            <SkeletonCircle size="10" css={STILL} />
          </Flex>
        </Flex>
        <Stack gap="4" padding="6">
          <Skeleton height="8" width="50%" css={STILL} />
          <Skeleton height="4" width="90%" css={STILL} />
          <Skeleton height="4" width="80%" css={STILL} />
          <Skeleton height="40" css={STILL} />
        </Stack>
      </Flex>
    </Flex>
  );
}

/**
 * A loading state with `role="status"`, named by its visible label. The skeleton and spinner are
 * decorative; the label is what screen readers hear.
 */
export function LoadingOverlay({ label, variant = 'app' }: LoadingOverlayProps) {
  const labelId = useId();

  if (variant === 'none') return null;

  if (variant === 'local-lite') {
    return (
      <Flex
        role="status"
        aria-labelledby={labelId}
        data-kind="local-lite"
        position="absolute"
        top="2"
        insetEnd="2"
        zIndex="1"
        align="center"
        gap="2"
        paddingX="3"
        paddingY="1.5"
        borderRadius="full"
        bg="bg.panel"
        color="fg"
        boxShadow="sm"
        // Blocks nothing: the content underneath stays usable.
        pointerEvents="none"
      >
        <Spinner size="sm" color="care.primary" aria-hidden="true" />
        <Text id={labelId} textStyle="sm">
          {label}
        </Text>
      </Flex>
    );
  }

  if (variant === 'general') {
    return (
      <Flex
        role="status"
        aria-labelledby={labelId}
        data-kind="general"
        position="fixed"
        inset="0"
        zIndex="overlay"
        align="center"
        justify="center"
        bg="blackAlpha.500"
      >
        <Box bg="bg.panel" color="fg" borderRadius="l3" boxShadow="lg" paddingX="8" paddingY="6">
          <Busy label={label} labelId={labelId} />
        </Box>
      </Flex>
    );
  }

  if (variant === 'local') {
    return (
      <Flex
        role="status"
        aria-labelledby={labelId}
        data-kind="local"
        position="absolute"
        inset="0"
        zIndex="1"
        align="center"
        justify="center"
        bg="bg/85"
        borderRadius="inherit"
      >
        <Busy label={label} labelId={labelId} />
      </Flex>
    );
  }

  // `app`, and `page` for callers written before the kinds had these names.
  return (
    <Box
      role="status"
      aria-labelledby={labelId}
      data-kind="app"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg"
      color="fg"
      overflow="hidden"
    >
      <ShellSkeleton />
      <Flex position="absolute" inset="0" align="center" justify="center">
        <Box bg="bg.panel" borderRadius="l3" boxShadow="md" paddingX="8" paddingY="6">
          <Busy label={label} labelId={labelId} />
        </Box>
      </Flex>
    </Box>
  );
}

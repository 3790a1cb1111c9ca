import { Box, Flex, Skeleton, SkeletonCircle, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** What is loading, shown and announced (translated), e.g. "Loading Care…". */
  label: string;
  /**
   * `page` (default): covers the whole viewport with a skeleton of the app shell (sidebar,
   * header, content), for start-up and version checks. `local`: covers the nearest positioned
   * ancestor with a translucent layer and a spinner, for a panel that is busy.
   */
  variant?: 'page' | 'local';
}

/** Below the spec's mobile breakpoint (868px) the shell has a top bar instead of a sidebar. */
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
export function LoadingOverlay({ label, variant = 'page' }: LoadingOverlayProps) {
  const labelId = useId();

  if (variant === 'local') {
    return (
      <Flex
        role="status"
        aria-labelledby={labelId}
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

  return (
    <Box
      role="status"
      aria-labelledby={labelId}
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

import { Text } from '@chakra-ui/react';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeWidget } from '../home-widget';
import { WidgetError, WidgetFrame } from './widget-card';

interface BoundaryProps {
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a widget's crash (or its chunk failing to load) inside its own card. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}

/** One widget of the grid: its frame while its code loads, its own error if it breaks. */
export function WidgetSlot({ widget }: { widget: HomeWidget }) {
  const { t } = useTranslation();
  const title = t(widget.titleKey);
  return (
    <WidgetBoundary
      fallback={(reset) => (
        <WidgetFrame title={title}>
          <WidgetError message={t('home.widgetError')} onRetry={reset} />
        </WidgetFrame>
      )}
    >
      <Suspense
        fallback={
          <WidgetFrame title={title} busy>
            <Text color="fg.muted">{t('utils.loading')}</Text>
          </WidgetFrame>
        }
      >
        <widget.Component />
      </Suspense>
    </WidgetBoundary>
  );
}

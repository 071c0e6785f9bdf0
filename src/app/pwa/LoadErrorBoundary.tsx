/**
 * The error screen for a screen that could not be shown: a chunk that failed to load even after
 * the one reload (src/lib/lazy-screen.ts), or a screen that crashed while rendering. It replaces
 * only the page content, so the header and navigation keep working, and it resets when the player
 * goes to another page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { forgetChunkReload, isChunkLoadError } from '../../lib/lazy-screen';
import { Button, ButtonLink } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';

interface BoundaryProps {
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  readonly resetKey: string;
}

function LoadErrorScreen({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      icon={isChunkLoadError(error) ? 'wifiOff' : undefined}
      headingLevel={1}
      focusOnMount
      title={t('pwa.error.title')}
      action={
        <>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
          <ButtonLink to="/" variant="ghost">
            {t('pwa.error.home')}
          </ButtonLink>
        </>
      }
    >
      <p>{isChunkLoadError(error) ? t('pwa.error.chunkBody') : t('pwa.error.body')}</p>
    </StatusMessage>
  );
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen could not be shown', error, info.componentStack);
  }

  private readonly retry = (): void => {
    if (isChunkLoadError(this.state.error)) {
      // A missing chunk needs the page (and so the new build's file list) loaded afresh.
      forgetChunkReload();
      window.location.reload();
      return;
    }
    this.setState({ failed: false, error: null });
  };

  override render(): ReactNode {
    if (this.state.failed) return <LoadErrorScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}

export function LoadErrorBoundary({ children }: { readonly children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary resetKey={location}>{children}</Boundary>;
}

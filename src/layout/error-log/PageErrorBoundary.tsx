/// <reference types="vite/client" />
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { StatusResult } from '../../../engine/render/StatusResult';
import { useTranslation } from 'react-i18next';
import { describeError, errorLog, type ErrorLogStore } from './error-log-store';

export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Whether to log caught errors (default `import.meta.env.PROD`: spec 01 §8 logs in production). */
  production?: boolean;
  /** The log to write to (default the app's). */
  store?: ErrorLogStore;
  /** When this changes (e.g. the path), a shown error is dropped and the children render again. */
  resetKey?: unknown;
}

interface State {
  error?: unknown;
}

/**
 * Catches a page's render errors: logs them to the error log (production) and shows an error result with a retry
 * button that renders the page again.
 * @example <PageErrorBoundary resetKey={location.pathname}><Page /></PageErrorBoundary>
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!(this.props.production ?? import.meta.env.PROD)) return;
    const described = describeError(error);
    const stack = [described.stack, info.componentStack?.trim()].filter(Boolean).join('\n\n') || undefined;
    (this.props.store ?? errorLog).add({ message: described.message, stack, source: 'render' });
  }

  componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.error !== undefined && !Object.is(previous.resetKey, this.props.resetKey)) this.setState({ error: undefined });
  }

  render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return <PageErrorResult message={describeError(this.state.error).message} onRetry={() => this.setState({ error: undefined })} />;
  }
}

function PageErrorResult({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="error"
      title={t('layout.errorLog.pageFailed')}
      subTitle={
        <>
          <div>{t('layout.errorLog.pageFailedHint')}</div>
          <div>{message}</div>
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry} data-testid="page-error-retry">
          {t('common.retry')}
        </Button>
      }
      data-testid="page-error"
    />
  );
}

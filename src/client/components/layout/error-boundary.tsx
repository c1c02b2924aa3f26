import { Component, type ErrorInfo, type ReactNode } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import { LoadFailed } from '../../lib/lazy-page.js';

type ErrorBoundaryProps = {
  /** The page's address: another page tries to render again. */
  resetKey: string;
  children: ReactNode;
};

/**
 * A render error below it (an answer of an unexpected shape from a newer server, a bug) shows the
 * failed-download message with its Reload button instead of unmounting the whole app, which would
 * leave a blank page. The message is the chunks' own (a page open across a deploy is the likely cause),
 * so the first view carries one text, not two (decision 0061's budget).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? (
      // Clear of the fixed header, as every page is (PageShell).
      <div className="pt-20 md:pt-28">
        <LoadFailed what={m.common_load_failed_page()} />
      </div>
    ) : (
      this.props.children
    );
  }
}

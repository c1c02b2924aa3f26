import { Component, type ErrorInfo, type ReactNode } from 'react';

/** What a page shows in place of content that failed to render (the layout around it stays). */
export const RENDER_FAILED_TEXT =
  'Something went wrong showing this page. Please reload it; if the site was updated while the page was open, a reload brings the new version.';

/** The message, a Reload button and a way home: never an empty page. */
export function RenderFailed() {
  return (
    // Clear of the fixed header, as every page is (PageShell).
    <div
      role="alert"
      className="mx-auto max-w-xl px-4 pt-36 pb-20 text-center text-muted-foreground md:pt-44"
    >
      <p>{RENDER_FAILED_TEXT}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg border border-border px-4 py-2 text-sm font-medium text-foreground outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring"
        >
          Reload
        </button>
        {/* A plain link: a full load starts the app afresh. */}
        <a
          href="/"
          className="rounded-lg px-4 py-2 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Go to the home page
        </a>
      </div>
    </div>
  );
}

type ErrorBoundaryProps = {
  /** The page's address: another page tries to render again. */
  resetKey: string;
  children: ReactNode;
};

/**
 * A render error below it (an answer of an unexpected shape from a newer server, a bug) shows
 * `RenderFailed` instead of unmounting the whole app, which would leave a blank page.
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
    return this.state.error ? <RenderFailed /> : this.props.children;
  }
}

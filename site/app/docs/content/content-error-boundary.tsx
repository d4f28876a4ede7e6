import {Component, type ErrorInfo, type ReactNode} from 'react';
import {isChunkLoadError} from '../../runtime/chunk-load-error';
import {forgetFailedLoads} from '../../runtime/load-once';
import {RegionLive} from '../../runtime/hydration-region';

interface ContentErrorBoundaryProps {
  /** What failed, for the message: "This example", "The API reference". */
  subject: string;
  children: ReactNode;
  /** Extra class for the message box. */
  className?: string;
}

interface ContentErrorBoundaryState {
  error: unknown;
}

/**
 * Keeps one failing part of a page (a live example, a chunk of content that did not load) from
 * taking the page down: it shows a plain message and a way to try again instead.
 */
export class ContentErrorBoundary extends Component<
  ContentErrorBoundaryProps,
  ContentErrorBoundaryState
> {
  override state: ContentErrorBoundaryState = {error: null};

  static getDerivedStateFromError(error: unknown): ContentErrorBoundaryState {
    return {error: error ?? new Error('Unknown error')};
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`${this.props.subject} failed to show:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const className = ['docs-content-error', this.props.className].filter(Boolean).join(' ');
    return (
      <div className={className} role="alert">
        {/* The message is what its region shows, so the region is live (its button works). */}
        <RegionLive />
        <p>{this.props.subject} could not be shown. Check your connection and try again.</p>
        <button
          type="button"
          className="docs-content-error-retry"
          onClick={() => {
            // A chunk that failed to download may fail for good in this page (see
            // `isChunkLoadError`): a new page load tries it again.
            if (isChunkLoadError(this.state.error)) return window.location.reload();
            forgetFailedLoads();
            this.setState({error: null});
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}

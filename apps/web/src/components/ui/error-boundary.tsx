import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button.tsx';

interface Props {
  /** What failed, for the message: 'this section', 'this page'. */
  what?: string;
  children: ReactNode;
}

/**
 * Keeps a failure in one card from blanking the whole screen; the rest of the page keeps
 * working and the user can retry the part that broke.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // Nothing is sent anywhere: the app reports no errors to third parties.
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <p>Something went wrong showing {this.props.what ?? 'this section'}. Your data is safe.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => this.setState({ failed: false })}>
          Try again
        </Button>
      </div>
    );
  }
}

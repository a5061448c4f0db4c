import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/index.ts';
import { Button } from './button.tsx';

/** What failed, for the message (texts in `common:errorBoundary.what`). */
export type FailedPart = 'section' | 'page' | 'providers' | 'chat';

interface Props {
  /** What failed, for the message: 'section' ('this section', the default), 'page' ('this page'), … */
  what?: FailedPart;
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
    return <Failed what={this.props.what ?? 'section'} retry={() => this.setState({ failed: false })} />;
  }
}

function Failed({ what, retry }: { what: FailedPart; retry: () => void }) {
  const { t } = useT('common');
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p>{t('errorBoundary.message', { what: t(`errorBoundary.what.${what}`) })}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
        {t('errorBoundary.tryAgain')}
      </Button>
    </div>
  );
}

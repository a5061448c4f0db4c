import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { ChatPage } from '@/features/chat/components/chat-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

/*
 * The conversation fills the screen under the heading (issue 33): on a phone, the height between the
 * top app bar and the bottom bar less the main area's top padding and a small gap; from md, the
 * height under the sticky header (4rem) less the main area's top and bottom padding (2rem, 1.5rem).
 */
const FULL_HEIGHT =
  'h-[calc(100dvh-var(--spacing-appbar)-var(--spacing-tabbar)-env(safe-area-inset-top)-env(safe-area-inset-bottom)-2rem)] md:h-[calc(100dvh-4rem-3.5rem)]';

/** /chat, loaded on demand (with react-markdown) only when opened: a full-height conversation. */
export default function ChatRoute() {
  const { t } = useT('chat');
  return (
    <div className={`mx-auto flex max-w-3xl min-h-[26rem] flex-col ${FULL_HEIGHT}`}>
      <div className="mb-3 shrink-0 sm:mb-4">
        <h1 className="text-title font-semibold text-ink">{t('title')}</h1>
        <p className="mt-0.5 text-sm text-ink-muted sm:text-base">{t('subtitle')}</p>
      </div>
      <div className="min-h-0 flex-1">
        <ErrorBoundary what="chat">
          <ChatPage />
        </ErrorBoundary>
      </div>
    </div>
  );
}

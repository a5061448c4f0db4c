import { useCallback, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { starterQuestions } from '../starter-questions.ts';
import { useChat } from '../use-chat.ts';
import { ChatInput } from './chat-input.tsx';
import { BloomAvatar, MessageBubble } from './message-bubble.tsx';
import { useT } from '@/lib/i18n/index.ts';

export const CHAT_DISCLAIMER = "This isn't medical advice. Always consult your healthcare provider.";

// Growth of a reply keeps the view at the end only while the reader is already near it.
const NEAR_END_PX = 120;

function Thinking() {
  const { t } = useT('chat');
  return (
    <div className="flex justify-start gap-2">
      <BloomAvatar />
      <div
        role="status"
        className="flex items-center gap-2 rounded-2xl rounded-tl-md border border-line bg-surface-soft px-4 py-3 text-ink-muted"
      >
        <span aria-hidden className="flex gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 rounded-full bg-current motion-safe:animate-bounce"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {t('thinking')}
      </div>
    </div>
  );
}

function LoadingConversation() {
  const { t } = useT('chat');
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">{t('loadingConversation')}</span>
      <Skeleton className="ml-auto h-10 w-3/5 rounded-2xl" />
      <Skeleton className="h-20 w-4/5 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
    </div>
  );
}

/** Questions for her week, one tap to ask (issue 33); shown while the conversation is empty. */
function StarterQuestions({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { state } = useAuth();
  const user = state.status === 'signed-in' ? state.user : null;
  const week = user?.isPregnant ? user.pregnancyWeeks : null;
  const { t } = useT('chat');
  return (
    <div className="mt-2 w-full max-w-md">
      <h3 className="text-sm font-semibold text-ink-muted">
        {week === null ? t('tryAsking') : t('tryAskingWeek', { week })}
      </h3>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {starterQuestions(week).map((question) => (
          <li key={question}>
            <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onAsk(question)}>
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The conversation with BLOOM (spec §2 'Chat'): messages, the box to write in, the disclaimer. It
 * fills the height its parent gives it (the route gives it the screen under the page heading): the
 * conversation scrolls inside, the box and the disclaimer stay at the bottom.
 */
export function ChatPage() {
  const chat = useChat();
  const { query, messages, phase } = chat;
  const scroller = useRef<HTMLDivElement>(null);
  const { t } = useT('chat');

  const toEnd = useCallback((onlyIfNear: boolean) => {
    const el = scroller.current;
    if (!el) return;
    if (onlyIfNear && el.scrollHeight - el.scrollTop - el.clientHeight > NEAR_END_PX) return;
    el.scrollTop = el.scrollHeight;
  }, []);

  // A new message, the thinking line, or the first load: show the newest.
  useEffect(() => toEnd(false), [messages.length, phase, query.isSuccess, toEnd]);

  // While a reply is written or arrives, follow it as it grows (unless the reader scrolled up to read).
  useEffect(() => {
    const el = scroller.current;
    if (!el || (phase !== 'revealing' && phase !== 'streaming') || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => toEnd(true));
    observer.observe(el, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [phase, toEnd]);

  const empty = query.isSuccess && messages.length === 0 && phase === 'idle';

  return (
    <div className="flex h-full min-h-0 flex-col gap-2 sm:gap-3">
      <Card className="flex min-h-0 flex-1 flex-col gap-0 p-0 sm:p-0">
        <div
          ref={scroller}
          role="region"
          aria-label={t('conversation')}
          tabIndex={0}
          className="min-h-48 flex-1 overflow-y-auto overscroll-contain rounded-t-card p-4 sm:p-6"
        >
          {query.isPending ? (
            <LoadingConversation />
          ) : empty ? (
            <EmptyState
              illustration="chat"
              as="h2"
              title={t('emptyTitle')}
              description={t('emptyDescription')}
              className="min-h-full justify-center"
              action={<StarterQuestions onAsk={(q) => void chat.send(q)} disabled={chat.pending} />}
            />
          ) : (
            <>
              {query.isError && (
                <div className="mb-4">
                  <Alert tone="error">
                    <p>{t('loadFailed')}</p>
                    <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
                      {t('tryAgain')}
                    </Button>
                  </Alert>
                </div>
              )}
              <ol className="space-y-4">
                {messages.map((message) => (
                  <li key={message.id}>
                    <MessageBubble
                      message={message}
                      revealing={message.id === chat.revealingId}
                      onRevealed={chat.revealed}
                      streaming={message.id === chat.streamingId}
                    />
                  </li>
                ))}
              </ol>
              {phase === 'thinking' && (
                <div className="mt-4">
                  <Thinking />
                </div>
              )}
            </>
          )}
        </div>
        <div className="shrink-0 border-t border-line p-3 sm:p-4">
          <ChatInput onSend={chat.send} pending={chat.pending} disabled={query.isPending} />
        </div>
      </Card>
      <p className="shrink-0 text-center text-xs text-ink-muted sm:text-sm">{t('disclaimer')}</p>
      {/* The finished reply is read out once, not word by word. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {chat.announcement}
      </div>
    </div>
  );
}

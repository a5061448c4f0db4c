import { CircleAlert, Flower2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { formatMessageDateTime, formatMessageTime } from '../format-time.ts';
import { useTypewriter } from '../typewriter.ts';
import type { DisplayMessage } from '../use-chat.ts';
import { CallCard, isCallMessage } from './call-card.tsx';
import { MarkdownMessage } from './markdown-message.tsx';

/** BLOOM's little mark beside its replies. */
export function BloomAvatar() {
  return (
    <span
      aria-hidden
      className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft"
    >
      <Flower2 className="size-4" />
    </span>
  );
}

/** The blinking bar that follows a reply while it is being written (still with reduced motion). */
const cursor = (
  <span
    aria-hidden
    data-testid="typewriter-cursor"
    className="!mt-0 ml-0.5 inline-block h-[1.1em] w-0.5 translate-y-[0.2em] bg-current motion-safe:animate-pulse"
  />
);

function AssistantBody({ message, text, after }: { message: DisplayMessage; text: string; after?: ReactNode }) {
  const { t } = useT('chat');
  // Decided on the whole reply, so a card being written is a card from its first word.
  if (isCallMessage(message.message)) {
    return (
      <CallCard
        text={text}
        idPrefix={message.id}
        actions={message.actions}
        when={<time dateTime={message.timestamp}>{formatMessageDateTime(message.timestamp)}</time>}
        {...(after ? { after } : {})}
      />
    );
  }
  return (
    <div className="min-w-0">
      <div
        className={cn(
          'rounded-2xl rounded-tl-md border px-4 py-3',
          message.notice
            ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50'
            : 'border-line bg-surface-soft text-ink',
        )}
      >
        {message.notice ? (
          <div className="flex items-start gap-2">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0">
              <MarkdownMessage
                text={text}
                idPrefix={message.id}
                className="[&_a]:text-amber-900 dark:[&_a]:text-amber-100"
              />
              {message.notice === 'limit' && (
                // The usage card, first on the home screen, has the promo code dialog.
                <Link
                  to="/"
                  className="mt-2 inline-block font-semibold text-amber-900 underline underline-offset-2 dark:text-amber-100"
                >
                  {t('redeemOnDashboard')}
                </Link>
              )}
            </div>
          </div>
        ) : (
          <MarkdownMessage text={text} idPrefix={message.id} {...(after ? { after } : {})} />
        )}
      </div>
      <MessageTime iso={message.timestamp} />
    </div>
  );
}

function MessageTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={cn('mt-1 block px-1 text-xs text-ink-muted', className)}>
      {formatMessageTime(iso)}
    </time>
  );
}

/** A reply being written: word by word, with the cursor, then `onDone`. */
function Revealing({ message, onDone }: { message: DisplayMessage; onDone: () => void }) {
  const shown = useTypewriter(message.message, onDone);
  const writing = shown.length < message.message.length;
  return <AssistantBody message={message} text={shown} {...(writing ? { after: cursor } : {})} />;
}

export interface MessageBubbleProps {
  message: DisplayMessage;
  /** This reply is revealed word by word; `onRevealed` runs once all of it shows. */
  revealing?: boolean;
  onRevealed?: () => void;
  /** This reply is a model's answer still arriving: shown as it is so far, with the cursor. */
  streaming?: boolean;
}

/** One message: the user's on the right, BLOOM's on the left (markdown, or a call card), each with its time. */
export function MessageBubble({ message, revealing = false, onRevealed, streaming = false }: MessageBubbleProps) {
  const { t } = useT('chat');
  if (message.isFromUser) {
    return (
      <div className="flex justify-end">
        <div className="flex max-w-[85%] flex-col items-end sm:max-w-[75%]">
          <p className="rounded-2xl rounded-tr-md bg-accent px-4 py-2.5 break-words whitespace-pre-wrap text-on-accent [overflow-wrap:anywhere]">
            <span className="sr-only">{t('you')}</span>
            {message.message}
          </p>
          <MessageTime iso={message.timestamp} />
        </div>
      </div>
    );
  }
  const body = revealing ? (
    <Revealing message={message} onDone={onRevealed ?? (() => undefined)} />
  ) : (
    <AssistantBody message={message} text={message.message} {...(streaming ? { after: cursor } : {})} />
  );
  // Being written: assistive technology waits for the whole reply (the page announces it once).
  const busy = revealing || streaming || undefined;
  // A call card takes the full width, so its words stay readable on a phone.
  if (isCallMessage(message.message)) {
    return (
      <div aria-busy={busy}>
        <span className="sr-only">{t('bloom')}</span>
        {body}
      </div>
    );
  }
  return (
    <div className="flex justify-start gap-2" aria-busy={busy}>
      <BloomAvatar />
      <div className="flex max-w-[calc(100%-2.5rem)] min-w-0 flex-col sm:max-w-[85%]">
        <span className="sr-only">{t('bloom')}</span>
        {body}
      </div>
    </div>
  );
}

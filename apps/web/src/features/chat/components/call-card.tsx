import type { ChatAction } from '@bloom/contract';
import type { ReactNode } from 'react';
import { UrgentCard } from '@/components/urgent-card.tsx';
import { MarkdownMessage } from './markdown-message.tsx';

// '📞' or '☎' (with or without the emoji variation selector) opens a call card (spec §2 'Chat').
const CALL_EMOJI = /^\s*(?:📞|☎\uFE0F?)\s*/u;

/** A message starting with a telephone emoji is an urgent "call now" card. */
export function isCallMessage(text: string): boolean {
  return CALL_EMOJI.test(text);
}

export interface CallCardProps {
  text: string;
  /** Date and time, already formatted (en-US, 12-hour). */
  when: ReactNode;
  idPrefix: string;
  after?: ReactNode;
  /** The card's buttons from the server: 988, 911, her provider. */
  actions?: ChatAction[] | undefined;
}

/**
 * The highlighted call card: the first line is its heading, every other line a line of its own
 * (markdown, so bold and links still work), then its buttons. Phone numbers in the text stay
 * text (tel: is not an allowed markdown link); the buttons are the server's structured actions.
 */
export function CallCard({ text, when, idPrefix, after, actions }: CallCardProps) {
  const [first = '', ...rest] = text.replace(CALL_EMOJI, '').split('\n');
  const lines = rest.map((line) => line.trim()).filter(Boolean);
  return (
    // The emoji itself is left out: the card's phone icon says it, and not every device has the glyph.
    <UrgentCard heading={first.trim()} actions={actions} footer={when}>
      {lines.map((line, i) => (
        <MarkdownMessage
          key={i}
          text={line}
          idPrefix={`${idPrefix}-${i}`}
          className="[&_a]:text-red-900 dark:[&_a]:text-red-100"
          {...(i === lines.length - 1 && after ? { after } : {})}
        />
      ))}
      {lines.length === 0 && after}
    </UrgentCard>
  );
}

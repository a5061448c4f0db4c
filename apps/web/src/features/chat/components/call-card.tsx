import { Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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
}

/**
 * The highlighted call card: the first line is its heading, every other line a line of its own
 * (markdown, so bold and links still work). Phone numbers stay text: tel: is not an allowed link.
 */
export function CallCard({ text, when, idPrefix, after }: CallCardProps) {
  const headingId = useId();
  const [first = '', ...rest] = text.replace(CALL_EMOJI, '').split('\n');
  const lines = rest.map((line) => line.trim()).filter(Boolean);
  return (
    <section
      aria-labelledby={headingId}
      data-kind="call-card"
      className="w-full rounded-card border-2 border-red-300 bg-red-50 p-4 text-red-950 shadow-card dark:border-red-700 dark:bg-red-950 dark:text-red-50"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-700 text-white dark:bg-red-300 dark:text-red-950"
        >
          <Phone className="size-5" />
        </span>
        {/* The emoji itself is left out: the phone icon says it, and not every device has the glyph. */}
        <h2 id={headingId} className="min-w-0 font-sans text-subheading font-bold tracking-normal">
          {first.trim()}
        </h2>
      </div>
      <div className="mt-3 space-y-1.5">
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
      </div>
      <p className="mt-3 text-xs font-medium text-red-900 dark:text-red-100">{when}</p>
    </section>
  );
}

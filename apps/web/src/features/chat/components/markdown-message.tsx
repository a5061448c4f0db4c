import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/components/ui/cn.ts';
import { currentLanguage, i18n, useT } from '@/lib/i18n/index.ts';

const t = (key: 'markdown.table' | 'markdown.done' | 'markdown.notDone' | 'markdown.newTab') =>
  i18n.t(key, { ns: 'chat' });

/**
 * The footnotes' heading and back links in the language on screen; English keeps remark's own
 * words ('Footnotes', 'Back to reference 1').
 */
function footnoteWords() {
  if (currentLanguage() === 'en') return {};
  return {
    footnoteLabel: i18n.t('markdown.footnotes', { ns: 'chat' }),
    footnoteBackLabel: (reference: number, rereference: number) =>
      i18n.t('markdown.backToReference', {
        ns: 'chat',
        n: `${reference + 1}${rereference > 1 ? `-${rereference}` : ''}`,
      }),
  };
}

/*
 * Spec §4 'Markdown display': raw HTML is shown as text, and links are allowed only for http,
 * https, irc, ircs, mailto and xmpp; any other address is blanked. GFM tables, strikethrough,
 * task lists and footnotes render (spec §2).
 */
const ALLOWED_SCHEME = /^(?:https?|ircs?|mailto|xmpp):/i;

/**
 * Keeps an address only when it uses an allowed scheme, or is a footnote's jump within the
 * message ('#…'); everything else (javascript:, data:, relative paths) becomes ''.
 */
export function safeUrl(url: string): string {
  const value = url.trim();
  if (value.startsWith('#')) return value;
  return ALLOWED_SCHEME.test(value) ? value : '';
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}
// Parents whose children are blocks: raw HTML there becomes a paragraph of text.
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function htmlToText(parent: MdNode) {
  if (!parent.children) return;
  parent.children = parent.children.map((child) => {
    if (child.type === 'html') {
      const text: MdNode = { type: 'text', value: child.value ?? '' };
      return FLOW_PARENTS.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
    }
    htmlToText(child);
    return child;
  });
}

/** A remark plugin: raw HTML in a reply is shown as the characters it is, never as markup. */
export function remarkHtmlAsText() {
  return (tree: MdNode) => htmlToText(tree);
}

const components: Components = {
  // Under the page's h1 a reply's headings start at h2, so the page's outline stays in order.
  h1: 'h2',
  h2: 'h2',
  h3: 'h2',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
  a({ href, children, node: _node, ...props }) {
    if (!href) return <span>{children}</span>;
    // Footnote references and back-references jump within the message.
    if (href.startsWith('#')) {
      return (
        <a href={href} {...props}>
          {children}
        </a>
      );
    }
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only">{t('markdown.newTab')}</span>
      </a>
    );
  },
  // Nothing is loaded from other sites: an image shows its description instead.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  // A table wider than a phone's bubble scrolls sideways inside its own box: the box can be reached
  // and scrolled with the keyboard (axe scrollable-region-focusable), and the table takes the width
  // its words need, so the last column is scrolled to, never cut off (issue 33).
  table: ({ node: _node, ...props }) => (
    <div
      role="region"
      aria-label={t('markdown.table')}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md pb-1"
    >
      <table {...props} />
    </div>
  ),
  input: ({ node: _node, type, checked, ...props }) =>
    type === 'checkbox' ? (
      <input
        {...props}
        type="checkbox"
        checked={Boolean(checked)}
        disabled
        aria-label={t(checked ? 'markdown.done' : 'markdown.notDone')}
        className="mr-1.5 size-4 translate-y-0.5 accent-accent"
      />
    ) : null,
};

const prose = cn(
  'min-w-0 space-y-2 break-words [overflow-wrap:anywhere]',
  '[&_a]:font-semibold [&_a]:text-accent-ink [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-bold [&_del]:text-ink-muted',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-0',
  '[&_h2]:font-sans [&_h2]:text-subheading [&_h2]:font-bold [&_h2]:tracking-normal [&_h3]:font-bold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-gray-800',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-gray-100 [&_pre]:p-3 dark:[&_pre]:bg-gray-800',
  '[&_table]:w-max [&_table]:min-w-full [&_table]:border-separate [&_table]:border-spacing-0 [&_table]:text-sm',
  // Cells wrap at spaces only (not inside a word, as the reply's text does), up to a readable width.
  '[&_td]:max-w-[12rem] [&_td]:[overflow-wrap:normal] [&_th]:max-w-[12rem] [&_th]:[overflow-wrap:normal]',
  '[&_td]:border-r [&_td]:border-b [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border-r [&_th]:border-b [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:font-semibold',
  '[&_tr>*:first-child]:border-l [&_thead_tr>*]:border-t',
  '[&_section[data-footnotes]]:mt-3 [&_section[data-footnotes]]:border-t [&_section[data-footnotes]]:border-line [&_section[data-footnotes]]:pt-2 [&_section[data-footnotes]]:text-sm',
  '[&_hr]:border-line',
);

export interface MarkdownMessageProps {
  text: string;
  /** Makes footnote ids unique on a page with many replies. */
  idPrefix: string;
  className?: string;
  /** Shown after the last of the text (the typewriter's cursor). */
  after?: ReactNode;
}

/** An assistant reply as markdown (react-markdown + remark-gfm), safe by construction. */
export function MarkdownMessage({ text, idPrefix, className, after }: MarkdownMessageProps) {
  useT('chat'); // Draws again when the language changes.
  return (
    // With the cursor, a closing paragraph flows into it instead of leaving it on a line of its own.
    <div className={cn(prose, after != null && '[&>p:nth-last-child(2)]:inline', className)}>
      <Markdown
        remarkPlugins={[remarkGfm, remarkHtmlAsText]}
        remarkRehypeOptions={{ clobberPrefix: `${idPrefix.replace(/[^\w-]/g, '')}-`, ...footnoteWords() }}
        urlTransform={safeUrl}
        components={components}
      >
        {text}
      </Markdown>
      {after}
    </div>
  );
}

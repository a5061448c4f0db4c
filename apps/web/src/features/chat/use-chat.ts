import {
  CHAT_CONTEXT_MESSAGES,
  CHAT_MESSAGE_MAX,
  type ChatAction,
  type ChatMessage,
  type ChatTextRequest,
  type StartupConfig,
} from '@bloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n/index.ts';
import { startupConfigQueryKey } from '@/lib/startup/config.ts';
import { chatMessagesQueryOptions, useChatMessages } from './api/get-chat-messages.ts';
import { saveChatMessage } from './api/save-chat-message.ts';
import { sendChatText } from './api/send-chat-text.ts';
import { streamChatText } from './api/stream-chat-text.ts';
import { isCallMessage } from './components/call-card.tsx';

/** The code the server answers with when today's allowance (and every bonus token) is used. */
export const CHAT_LIMIT_CODE = 'CHAT_LIMIT_REACHED';

export interface DisplayMessage extends ChatMessage {
  /** A notice the app wrote (a failure, the limit), never saved nor sent as context. */
  notice?: 'failure' | 'limit';
}

interface LocalMessage extends DisplayMessage {
  /** The saved message this one follows, so it keeps its place whatever the clocks say. */
  anchor: string | null;
  /** When the server confirmed saving it; hidden once the list is fetched again after that. */
  savedAt: number | null;
}

const queryKey = chatMessagesQueryOptions().queryKey;

/** 'streaming': a model's answer shows as it arrives; 'revealing': a whole answer is written out word by word. */
export type ChatPhase = 'idle' | 'thinking' | 'streaming' | 'revealing';

let localIds = 0;
const localMessage = (
  message: string,
  isFromUser: boolean,
  anchor: string | null,
  extra: Partial<LocalMessage> = {},
): LocalMessage => ({
  id: `local-${++localIds}`,
  message,
  isFromUser,
  timestamp: new Date().toISOString(),
  anchor,
  savedAt: null,
  ...extra,
});

/** Saved messages first, each followed by the local ones written after it; refetched copies win. */
function merge(saved: ChatMessage[], local: LocalMessage[], fetchedAt: number): DisplayMessage[] {
  const pending = local.filter((m) => m.savedAt === null || fetchedAt < m.savedAt);
  const ids = new Set(saved.map((m) => m.id));
  const after = (anchor: string | null) => pending.filter((m) => m.anchor === anchor);
  return [
    ...after(null),
    ...saved.flatMap((m) => [m, ...after(m.id)]),
    ...pending.filter((m) => m.anchor !== null && !ids.has(m.anchor)),
  ];
}

/** The server's refusal in its own words (the allowance is used up; it mentions promo codes). */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  return error.status === 403 || error.body?.code === CHAT_LIMIT_CODE ? error.serverMessage : null;
}

/** Markdown reduced to the words, for the screen-reader announcement of a finished reply. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\^[^\]]*\]/g, '')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)/gm, '')
    .replace(/[*_~`|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The chat's flow (spec §4 'Chat send'): the user's message shows at once; BLOOM is asked with
 * the last 6 messages as context; once the reply arrives both messages are saved, the reply is
 * revealed word by word, and then the conversation is fetched again. One request at a time.
 *
 * With a language model on the server (the start-up configuration's `features.llm`), the answer
 * comes from `POST /api/chat/text/stream` and shows as it arrives instead (decision 006); a call
 * card still waits for the whole reply and its buttons, then is revealed as ever. An answer that
 * breaks off leaves the failure notice and gives her question back to the box; leaving the page
 * stops the answer.
 */
export function useChat() {
  const queryClient = useQueryClient();
  const query = useChatMessages();
  const [local, setLocal] = useState<LocalMessage[]>([]);
  const [phase, setPhase] = useState<ChatPhase>('idle');
  const [revealingId, setRevealingId] = useState<string | null>(null);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);
  const answering = useRef<AbortController | null>(null);
  // Leaving the page stops a streamed answer (the server stops asking the model).
  useEffect(() => () => answering.current?.abort(), []);

  const messages = useMemo(
    () => merge(query.data ?? [], local, query.dataUpdatedAt),
    [query.data, local, query.dataUpdatedAt],
  );
  const latest = useRef({ messages, saved: query.data ?? [] });
  latest.current = { messages, saved: query.data ?? [] };

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const message = raw.trim();
      if (!message || busy.current) return false;
      busy.current = true;

      const { messages: shown, saved } = latest.current;
      const conversation = shown.filter((m) => !m.notice);
      const context: NonNullable<ChatTextRequest['context']> = {
        isFirstMessage: conversation.length === 0,
        conversationHistory: conversation.slice(-CHAT_CONTEXT_MESSAGES).map((m) => ({
          role: m.isFromUser ? 'user' : 'assistant',
          content: m.message.slice(0, CHAT_MESSAGE_MAX * 4),
        })),
      };
      const anchor = saved.at(-1)?.id ?? null;
      const mine = localMessage(message, true, anchor);
      setLocal((l) => [...l, mine]);
      setAnnouncement('');
      setPhase('thinking');

      const streams = queryClient.getQueryData<StartupConfig | null>(startupConfigQueryKey)?.features.llm === true;
      // A streamed answer shows in this message as it arrives (none while it may be a call card).
      let arriving: LocalMessage | null = null;
      const stopped = new AbortController();
      answering.current = stopped;

      let reply: string;
      let actions: ChatAction[];
      try {
        if (streams) {
          let text = '';
          ({ reply, actions } = await streamChatText(
            { message, context },
            {
              signal: stopped.signal,
              onDelta: (piece) => {
                text += piece;
                if (isCallMessage(text)) return;
                if (!arriving) {
                  const first: LocalMessage = localMessage(text, false, anchor);
                  arriving = first;
                  setLocal((l) => [...l, first]);
                  setStreamingId(first.id);
                  setPhase('streaming');
                } else {
                  const id = arriving.id;
                  setLocal((l) => l.map((m) => (m.id === id ? { ...m, message: text } : m)));
                }
              },
            },
          ));
        } else {
          ({ reply, actions } = await sendChatText({ message, context }));
        }
      } catch (error) {
        if (stopped.signal.aborted) return false; // She left the page.
        const limit = refusal(error);
        // The contract's CHAT_FAILURE_REPLY, in the language on screen.
        const text = limit ?? i18n.t('failureReply', { ns: 'chat' });
        // A streamed answer that failed: what showed of it goes, and her question goes back to the box.
        const retry = streams && !limit;
        const partial = (arriving as LocalMessage | null)?.id;
        setLocal((l) => [
          ...l.filter((m) => !retry || (m.id !== mine.id && m.id !== partial)),
          localMessage(text, false, anchor, { notice: limit ? 'limit' : 'failure' }),
        ]);
        setStreamingId(null);
        setAnnouncement(`BLOOM: ${plainText(text)}`);
        setPhase('idle');
        busy.current = false;
        return !retry;
      } finally {
        if (answering.current === stopped) answering.current = null;
      }

      // Saved in order (the server accepts a reply only after the message it answers).
      const save = (text: string, isFromUser: boolean) =>
        saveChatMessage({ message: text, isFromUser }).then(
          () => Date.now(),
          () => null,
        );
      const mineSavedAt = await save(message, true);
      const replySavedAt = mineSavedAt === null ? null : await save(reply, false);
      // A visit after leaving mid-reveal fetches the list again; this one refetches after the reveal.
      if (mineSavedAt !== null) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });

      const streamed = arriving as LocalMessage | null;
      if (streamed) {
        // Written as it came: the final reply (the built-in one if the model failed midway) stays.
        setLocal((l) =>
          l.map((m) =>
            m.id === mine.id
              ? { ...m, savedAt: mineSavedAt }
              : m.id === streamed.id
                ? { ...m, message: reply, savedAt: replySavedAt, ...(actions.length > 0 ? { actions } : {}) }
                : m,
          ),
        );
        setStreamingId(null);
        setPhase('idle');
        setAnnouncement(`BLOOM: ${plainText(reply)}`);
        busy.current = false;
        void queryClient.invalidateQueries({ queryKey });
        return true;
      }

      // The call card's buttons come with the reply (and with the card when the list is fetched again).
      const answer = localMessage(reply, false, anchor, {
        savedAt: replySavedAt,
        ...(actions.length > 0 ? { actions } : {}),
      });
      setLocal((l) => [...l.map((m) => (m.id === mine.id ? { ...m, savedAt: mineSavedAt } : m)), answer]);
      setRevealingId(answer.id);
      setPhase('revealing');
      return true;
    },
    [queryClient],
  );

  const revealed = useCallback(() => {
    const answer = local.find((m) => m.id === revealingId);
    setRevealingId(null);
    setPhase('idle');
    if (answer) setAnnouncement(`BLOOM: ${plainText(answer.message)}`);
    busy.current = false;
    void queryClient.invalidateQueries({ queryKey });
  }, [local, revealingId, queryClient]);

  return {
    query,
    messages,
    phase,
    pending: phase !== 'idle',
    revealingId,
    streamingId,
    revealed,
    announcement,
    send,
  };
}

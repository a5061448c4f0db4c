import {
  CHAT_STREAM_EVENTS,
  chatStreamDeltaSchema,
  chatStreamDoneSchema,
  type ChatStreamDone,
  type ChatTextRequest,
} from '@bloom/contract';
import { apiFetch, readResponse } from '@/lib/api-client.ts';

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The events of a `text/event-stream` body as they arrive (the HTML standard's parsing: `event:`
 * and `data:` fields, an empty line ends an event, `:` lines are comments; any line ending). An
 * event cut off by the end of the stream is dropped.
 */
export async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let event = '';
  let data: string[] = [];
  let finished = false;
  try {
    while (!finished) {
      const chunk = await reader.read();
      finished = chunk.done;
      pending += finished ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      // A '\r' at the very end may be the first half of '\r\n': it waits for the next piece.
      const lines = pending.split(finished ? /\r\n|\n|\r/ : /\r\n|\n|\r(?!$)/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    }
  } finally {
    // Stopped early (the answer is done, or she left): the rest of the body is not wanted.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** The stream ended without its `done` event: the connection broke mid-answer. */
export class ChatStreamBrokenError extends Error {
  constructor() {
    super('The answer stopped before it was finished.');
    this.name = 'ChatStreamBrokenError';
  }
}

/**
 * Asks BLOOM through `POST /api/chat/text/stream` (decision 006): `onDelta` gets each piece of
 * the answer as it arrives; resolves with the `done` event's reply (the one to show and save,
 * which replaces the pieces if the model failed midway) and its call-card actions. A refusal
 * throws the same ApiError as `sendChatText`; an answer cut off throws ChatStreamBrokenError.
 */
export async function streamChatText(
  body: ChatTextRequest,
  { onDelta, signal }: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<ChatStreamDone> {
  const res = await apiFetch('/api/chat/text/stream', {
    method: 'POST',
    body,
    accept: 'text/event-stream',
    ...(signal ? { signal } : {}),
  });
  if (!res.ok || !res.body) {
    await readResponse(res);
    throw new ChatStreamBrokenError();
  }
  for await (const { event, data } of sseEvents(res.body)) {
    if (event === CHAT_STREAM_EVENTS.delta) onDelta(chatStreamDeltaSchema.parse(JSON.parse(data)).text);
    else if (event === CHAT_STREAM_EVENTS.done) return chatStreamDoneSchema.parse(JSON.parse(data));
  }
  throw new ChatStreamBrokenError();
}

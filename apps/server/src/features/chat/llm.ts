import OpenAI from 'openai';

/** One message of an OpenAI-style chat completion request. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** An OpenAI-compatible chat model (OpenAI, Ollama, vLLM, llama.cpp server, …). */
export interface Llm {
  /** The whole answer at once. Rejects on any failure, including `signal` aborting. */
  complete(messages: LlmMessage[], signal: AbortSignal): Promise<string>;
  /** The answer piece by piece as the model writes it. Throws on any failure, including `signal` aborting. */
  stream(messages: LlmMessage[], signal: AbortSignal): AsyncIterable<string>;
}

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string | undefined;
}

/** What LLM_MODEL means when only LLM_BASE_URL is set. */
export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
const MAX_ANSWER_TOKENS = 700;
const TEMPERATURE = 0.2;

/**
 * The model behind the official `openai` SDK pointed at LLM_BASE_URL. Retries are off and the
 * SDK's own logging is silent: the caller's signal carries the timeout (LLM_TIMEOUT_MS), and a
 * failure falls back to the built-in engine at once rather than after a retry.
 */
export function openAiLlm(settings: LlmSettings): Llm {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
    apiKey: settings.apiKey ?? 'not-needed',
    maxRetries: 0,
    logLevel: 'off',
  });
  const model = settings.model ?? DEFAULT_LLM_MODEL;
  return {
    async complete(messages, signal) {
      const completion = await client.chat.completions.create(
        { model, messages, temperature: TEMPERATURE, max_tokens: MAX_ANSWER_TOKENS },
        { signal },
      );
      return completion.choices[0]?.message?.content ?? '';
    },
    async *stream(messages, signal) {
      const stream = await client.chat.completions.create(
        { model, messages, temperature: TEMPERATURE, max_tokens: MAX_ANSWER_TOKENS, stream: true },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}

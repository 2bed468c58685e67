import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText, type ModelMessage } from 'ai';
import type { ReplyContext, Responder } from './types.ts';

export interface ModelResponderOptions {
  /** An OpenAI-compatible base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey?: string | undefined;
  /** The model name the endpoint knows. */
  name: string;
  /** The whole reply must arrive within this time, or it counts as a failure. */
  timeoutMs: number;
  maxOutputTokens: number;
}

export class ModelReplyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelReplyError';
  }
}

/**
 * A model behind any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp
 * server, vLLM, OpenRouter…), streamed through the AI SDK. Every fault — an error status, a
 * broken or malformed stream, an empty reply, the time-out — is thrown from the iterable, so that
 * the chat gives the fallback reply and returns the credit. The caller's abort (the user's Stop) is
 * not a fault: the iterable simply ends. No retries, so that a failure is quick.
 */
export function createModelResponder(
  options: ModelResponderOptions,
  toMessages: (context: ReplyContext) => Array<{ role: 'system' | 'user' | 'assistant'; content: string }>,
): Responder {
  const provider = createOpenAICompatible({
    name: 'configured-model',
    baseURL: options.baseUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  const model = provider.chatModel(options.name);

  return {
    kind: 'model',
    async *reply(context: ReplyContext, signal: AbortSignal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      // The instruction text and the personal context go in as the system prompt (the SDK's
      // `system`), never among the conversation's messages, where a user's words could pose as it.
      const all = toMessages(context);
      const system = all.filter((message) => message.role === 'system').map((message) => message.content).join('\n\n');
      const messages = all.filter((message) => message.role !== 'system') as ModelMessage[];
      const result = streamText({
        model,
        ...(system ? { system } : {}),
        messages,
        maxOutputTokens: options.maxOutputTokens,
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, timeout]),
        // Errors arrive as `error` parts below; the default handler would only log them to the console.
        onError: () => {},
      });
      let written = 0;
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            written += part.text.length;
            yield part.text;
          } else if (part.type === 'error') {
            throw new ModelReplyError('the model failed', { cause: part.error });
          } else if (part.type === 'abort') {
            break;
          } else if (part.type === 'finish' && part.finishReason === 'error') {
            throw new ModelReplyError('the model stream ended with an error');
          }
        }
      } catch (error) {
        if (signal.aborted && !timeout.aborted) return;
        if (error instanceof ModelReplyError) throw error;
        throw new ModelReplyError(timeout.aborted ? `no complete reply within ${options.timeoutMs} ms` : 'the model stream broke', { cause: error });
      }
      if (signal.aborted && !timeout.aborted) return;
      if (timeout.aborted) throw new ModelReplyError(`no complete reply within ${options.timeoutMs} ms`);
      if (written === 0) throw new ModelReplyError('the model wrote nothing');
    },
  };
}

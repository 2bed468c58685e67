import type { ChatMessage, ChatSessionState, SendEvents } from '../../../shared/schemas/chat.ts';
import { ApiRequestError, api, deviceTimeZone, readJson } from '../../lib/api-client.ts';
import { createSseParser } from './sse-parser.ts';

export async function initialiseChat(): Promise<ChatSessionState> {
  return readJson(await api.api.chat.init.$post());
}

export async function startNewChat(): Promise<ChatSessionState> {
  return readJson(await api.api.chat.sessions.$post());
}

export async function setFavorite(id: string, isFavorite: boolean): Promise<ChatMessage> {
  return readJson(await api.api.chat.messages[':id'].$patch({ param: { id }, json: { isFavorite } }));
}

export async function stopGeneration(id: string): Promise<void> {
  await api.api.chat.generations[':id'].stop.$post({ param: { id } });
}

export async function sessionMessages(sessionId: string): Promise<ChatMessage[]> {
  return readJson(await api.api.chat.sessions[':sessionId'].messages.$get({ param: { sessionId } }));
}

export type StreamHandlers = { [K in keyof SendEvents]: (data: SendEvents[K]) => void };

/**
 * Sends a message (or a regeneration) and follows the reply's events. A refusal before the stream
 * throws ApiRequestError with the server's code; a dropped connection throws TypeError.
 */
export async function streamReply(
  path: string,
  body: Record<string, unknown>,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Time-Zone': deviceTimeZone(), Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) {
    let message = `Request failed (${response.status})`;
    let code: string | undefined;
    try {
      const error = (await response.json()) as { error?: { code?: string; message?: string } };
      message = error.error?.message ?? message;
      code = error.error?.code;
    } catch {
      // not JSON
    }
    throw new ApiRequestError(response.status, message, code);
  }
  const parse = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let finished = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const { event, data } of parse(value)) {
      if (event === 'done' || event === 'error') finished = true;
      const handler = handlers[event as keyof SendEvents] as ((payload: unknown) => void) | undefined;
      handler?.(JSON.parse(data) as unknown);
    }
  }
  if (!finished) throw new TypeError('The connection closed before the reply was complete.');
}

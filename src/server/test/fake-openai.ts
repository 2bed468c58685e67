import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server that speaks the OpenAI chat-completions protocol, standing in for a model in
 * tests (no model can be reached from the test machines). It streams Server-Sent Events like the
 * real API, answers non-streaming requests too, records every request, and can misbehave:
 * 'http500', 'hang' (never answers), 'cut' (drops the connection mid-stream), 'malformed' (a chunk
 * that is not JSON).
 */
export type FakeMode = 'ok' | 'http500' | 'hang' | 'cut' | 'malformed';

export interface FakeOpenAI {
  /** Base URL, ending in /v1. */
  url: string;
  requests: Array<{ body: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }>;
  setMode(mode: FakeMode): void;
  setReply(text: string): void;
  close(): Promise<void>;
}

const chunk = (id: string, model: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_763_800_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startFakeOpenAI({ mode = 'ok', reply = 'Peace be with you (John 14:27).', chunkDelayMs = 0 }: { mode?: FakeMode; reply?: string; chunkDelayMs?: number } = {}): Promise<FakeOpenAI> {
  let currentMode = mode;
  let currentReply = reply;
  const requests: FakeOpenAI['requests'] = [];
  const hanging = new Set<ServerResponse>();

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (data: Buffer) => (text += data.toString()));
      request.on('end', () => resolve(text));
    });
  const pause = () => new Promise((resolve) => setTimeout(resolve, chunkDelayMs));

  const server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    requests.push({ body, headers: request.headers });
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    if (currentMode === 'http500') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'internal error', type: 'server_error' } }));
      return;
    }
    if (currentMode === 'hang') {
      hanging.add(response);
      return;
    }
    const model = String(body.model ?? 'fake');
    const id = `chatcmpl-${requests.length}`;
    if (body.stream !== true) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: 1_763_800_000,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: currentReply }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write(chunk(id, model, { role: 'assistant', content: '' }));
    const words = currentReply.match(/\S+\s*/g) ?? [];
    for (const [index, word] of words.entries()) {
      if (currentMode === 'cut' && index === Math.floor(words.length / 2)) {
        response.socket?.destroy();
        return;
      }
      if (currentMode === 'malformed' && index === Math.floor(words.length / 2)) {
        response.write('data: {"choices": [ this is not json\n\n');
        continue;
      }
      response.write(chunk(id, model, { content: word }));
      if (chunkDelayMs > 0) await pause();
    }
    response.write(chunk(id, model, {}, 'stop'));
    response.end('data: [DONE]\n\n');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (next) => {
      currentMode = next;
    },
    setReply: (text) => {
      currentReply = text;
    },
    close: async () => {
      for (const response of hanging) response.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

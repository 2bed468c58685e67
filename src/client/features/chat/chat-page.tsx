import { useQueryClient } from '@tanstack/react-query';
import { Coins, Copy, Pencil, Plus, RefreshCw, Send, Square, Star } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BUBBLE_COLORS_DEFAULT, INPUT_LIMITS, UI_TIMING } from '../../../shared/limits.ts';
import { CHAT, CREDIT_MESSAGES } from '../../../shared/messages.ts';
import type { ChatMessage, SendEvents } from '../../../shared/schemas/chat.ts';
import type { CreditBalance } from '../../../shared/schemas/credits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAppConfig } from '../../app/app-config.ts';
import { copyText } from '../bible/clipboard.ts';
import { readRememberedVersion } from '../bible/remembered-version.ts';
import { creditBalanceQueryOptions, useCreditBalance } from '../credits/use-credit-balance.ts';
import { usePreferences } from '../preferences/get-preferences.ts';
import { initialiseChat, sessionMessages, setFavorite, startNewChat, stopGeneration, streamReply } from './chat-api.ts';
import { MessageContent } from './message-content.tsx';
import { textColourOn } from '../../lib/contrast.ts';

const CURRENT_SESSION_KEY = 'faith-companion.current-chat-session';
const COUNT_SHOWN_WITHIN = 100;
const POLL_EVERY_MS = 1500;
const POLL_FOR_MS = 120_000;

function rememberSession(sessionId: string | null) {
  try {
    if (sessionId) window.localStorage.setItem(CURRENT_SESSION_KEY, sessionId);
    else window.localStorage.removeItem(CURRENT_SESSION_KEY);
  } catch {
    // Storage unavailable: the server keeps the current session anyway.
  }
}

interface Streaming {
  generationId: string | null;
  text: string;
}

interface ChatLine {
  kind: 'error';
  id: string;
  text: string;
}

export function ChatPage() {
  useDocumentTitle('Chat');
  const { appName } = useAppConfig();
  const queryClient = useQueryClient();
  const balance = useCreditBalance();
  const preferences = usePreferences({ enabled: true });
  const colours = preferences.data?.bubbleColors ?? BUBBLE_COLORS_DEFAULT;

  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [errors, setErrors] = useState<ChatLine[]>([]);
  const [loading, setLoading] = useState(true);
  const [responder, setResponder] = useState<'model' | 'offline'>('model');
  const [input, setInput] = useState('');
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [streaming, setStreaming] = useState<Streaming | null>(null);
  const [waitingForReply, setWaitingForReply] = useState(false);
  const busy = useRef(false);
  const bottom = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const scrollDown = useCallback(() => {
    window.setTimeout(() => bottom.current?.scrollIntoView({ block: 'end' }), UI_TIMING.scrollToBottomDelayMs);
  }, []);

  const localWelcome = useCallback(
    (): ChatMessage => ({
      id: 'welcome',
      sessionId: 'session-0000000000',
      content: CHAT.welcome(appName),
      sender: 'assistant',
      timestamp: new Date().toISOString(),
      isFavorite: false,
      references: [],
      responder: 'welcome',
      crisis: false,
      stopped: false,
    }),
    [appName],
  );

  // Chat initialisation (SPEC.md section 4), once.
  useEffect(() => {
    let cancelled = false;
    initialiseChat()
      .then((state) => {
        if (cancelled) return;
        setSessionId(state.sessionId);
        rememberSession(state.sessionId);
        setMessages(state.messages);
        setResponder(state.responder);
        const last = state.messages.at(-1);
        if (last?.sender === 'user' && Date.now() - Date.parse(last.timestamp) < POLL_FOR_MS) setWaitingForReply(true);
      })
      .catch(() => {
        if (cancelled) return;
        toast.error(CHAT.initFailed);
        setErrors([{ kind: 'error', id: 'init', text: CHAT.initFailed }]);
        setMessages([localWelcome()]);
      })
      .finally(() => {
        if (!cancelled) {
          setLoading(false);
          scrollDown();
        }
      });
    return () => {
      cancelled = true;
    };
  }, [localWelcome, scrollDown]);

  // After a reload mid-reply: the reply is being written on the server; look for it until it is stored.
  useEffect(() => {
    if (!waitingForReply || !sessionId) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      sessionMessages(sessionId)
        .then((list) => {
          if (list.at(-1)?.sender === 'assistant' || Date.now() - started > POLL_FOR_MS) {
            setMessages(list);
            setWaitingForReply(false);
            scrollDown();
          }
        })
        .catch(() => undefined);
    }, POLL_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waitingForReply, sessionId, scrollDown]);

  const updateBalance = (update: SendEvents['done']['balance']) => {
    queryClient.setQueryData<CreditBalance>(creditBalanceQueryOptions().queryKey, (current) => (current ? { ...current, ...update } : current));
    void queryClient.invalidateQueries({ queryKey: creditBalanceQueryOptions().queryKey });
  };

  const addError = (text: string) => setErrors((list) => [...list, { kind: 'error', id: `${Date.now()}-${list.length}`, text }]);

  const run = async (path: string, body: Record<string, unknown>, optimistic: ChatMessage | null, replaced: string[], restore: string) => {
    busy.current = true;
    setStreaming({ generationId: null, text: '' });
    if (optimistic) setMessages((list) => [...list.filter((message) => !replaced.includes(message.id)), optimistic]);
    scrollDown();
    try {
      await streamReply(path, body, {
        start: ({ userMessage, generationId }) => {
          setMessages((list) => {
            const kept = list.filter((message) => !replaced.includes(message.id) && message.id !== optimistic?.id);
            return kept.some((message) => message.id === userMessage.id) ? kept : [...kept, userMessage];
          });
          setStreaming({ generationId, text: '' });
        },
        token: ({ text }) => setStreaming((current) => (current ? { ...current, text: current.text + text } : current)),
        done: ({ assistantMessage, balance: update }) => {
          setMessages((list) => [...list.filter((message) => message.id !== assistantMessage.id), assistantMessage]);
          updateBalance(update);
        },
        error: ({ message }) => {
          toast.error(CHAT.responseNotice);
          addError(message || CHAT.responseError);
        },
      });
    } catch (error) {
      if (optimistic) setMessages((list) => list.filter((message) => message.id !== optimistic.id));
      setInput((current) => current || restore);
      if (error instanceof ApiRequestError && error.code === 'insufficient_credits') {
        toast.error(CREDIT_MESSAGES.insufficient);
        addError(CREDIT_MESSAGES.insufficient);
        void queryClient.invalidateQueries({ queryKey: creditBalanceQueryOptions().queryKey });
      } else if (error instanceof ApiRequestError && error.status === 500 && error.code === 'save_failed') {
        toast.error(CHAT.saveFailed);
        addError(CHAT.saveFailed);
      } else {
        toast.error(CHAT.responseNotice);
        addError(CHAT.responseError);
      }
    } finally {
      busy.current = false;
      setStreaming(null);
      scrollDown();
    }
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = input.slice(0, INPUT_LIMITS.messageMax).trim();
    if (!content || busy.current || !sessionId) return;
    const replaced = editing ? messages.slice(messages.findIndex((message) => message.id === editing.id)).map((message) => message.id) : [];
    const optimistic: ChatMessage = {
      id: `temp-${Date.now()}`,
      sessionId,
      content,
      sender: 'user',
      timestamp: new Date().toISOString(),
      isFavorite: false,
      references: [],
      responder: null,
      crisis: false,
      stopped: false,
    };
    setInput('');
    const body = { content, translation: readRememberedVersion() ?? undefined, ...(editing ? { replaces: editing.id } : {}) };
    setEditing(null);
    await run(`/api/chat/sessions/${sessionId}/messages`, body, optimistic, replaced, content);
    inputRef.current?.focus();
  };

  const regenerate = async (reply: ChatMessage) => {
    if (busy.current || !sessionId) return;
    await run(`/api/chat/sessions/${sessionId}/regenerate`, { translation: readRememberedVersion() ?? undefined }, null, [reply.id], '');
  };

  const stop = async () => {
    if (streaming?.generationId) await stopGeneration(streaming.generationId).catch(() => undefined);
  };

  const newChat = async () => {
    if (busy.current) return;
    try {
      const state = await startNewChat();
      setSessionId(state.sessionId);
      rememberSession(state.sessionId);
      setMessages(state.messages);
      setErrors([]);
      setEditing(null);
      scrollDown();
    } catch {
      toast.error(CHAT.newChatFailed);
    }
  };

  const toggleFavorite = async (message: ChatMessage) => {
    const next = !message.isFavorite;
    setMessages((list) => list.map((item) => (item.id === message.id ? { ...item, isFavorite: next } : item)));
    try {
      await setFavorite(message.id, next);
      toast.success(next ? CHAT.favoriteAdded : CHAT.favoriteRemoved);
    } catch {
      setMessages((list) => list.map((item) => (item.id === message.id ? { ...item, isFavorite: !next } : item)));
      toast.error(CHAT.favoriteFailed);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const lastUser = messages.findLast((message) => message.sender === 'user');
  const lastReply = messages.at(-1)?.sender === 'assistant' && messages.at(-1)?.responder !== 'welcome' ? messages.at(-1) : undefined;
  const remaining = INPUT_LIMITS.messageMax - input.length;
  const isStreaming = streaming !== null;

  return (
    <div className="mx-auto flex h-[calc(100dvh-8.5rem-env(safe-area-inset-bottom))] max-w-3xl flex-col px-3 md:h-[calc(100dvh-3.5rem-1px)]">
      <header className="flex items-center justify-between gap-3 py-3">
        <h1 className="text-xl font-semibold">Chat</h1>
        <div className="flex items-center gap-2">
          <Link
            to="/credits"
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1.5 text-sm whitespace-nowrap hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            title="Your credits"
          >
            <Coins className="size-4 text-amber-600" aria-hidden="true" />
            <span data-testid="chat-balance">
              {balance.data
                ? balance.data.hasUnlimitedCredits
                  ? 'Unlimited'
                  : `${balance.data.freeCredits} free · ${balance.data.totalCredits} credits`
                : '…'}
            </span>
          </Link>
          <Button variant="secondary" size="sm" onClick={() => void newChat()} disabled={isStreaming} aria-label="New chat">
            <Plus className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">New chat</span>
          </Button>
        </div>
      </header>
      {responder === 'offline' ? (
        <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
          Answers come from the built-in Scripture guide — no AI model is configured.
        </p>
      ) : null}

      <div role="log" aria-live="polite" aria-busy={isStreaming} aria-label="Conversation" className="flex-1 space-y-4 overflow-y-auto py-2">
        {loading ? (
          <div className="space-y-3" aria-label="Loading the conversation">
            <Skeleton className="h-16 w-3/4" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        ) : null}
        {messages.map((message) => {
          const mine = message.sender === 'user';
          const background = mine ? colours.user : colours.bot;
          const stored = !message.id.startsWith('temp-') && message.id !== 'welcome';
          return (
            <article
              key={message.id}
              className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
              aria-label={mine ? 'You said' : `${appName} replied`}
            >
              <div
                className={cn(
                  'max-w-[90%] rounded-2xl px-4 py-3 text-[15px] leading-relaxed shadow-sm sm:max-w-[80%]',
                  message.crisis && !mine ? 'ring-2 ring-red-500' : '',
                )}
                style={{ backgroundColor: background, color: textColourOn(background) }}
              >
                {mine ? <p className="whitespace-pre-wrap">{message.content}</p> : <MessageContent content={message.content} references={message.references} />}
                {message.stopped ? <p className="mt-2 text-xs opacity-80">(stopped)</p> : null}
              </div>
              {stored ? (
                <div className="flex items-center gap-1 text-slate-500 dark:text-slate-400">
                  <button
                    type="button"
                    onClick={() => void toggleFavorite(message)}
                    aria-pressed={message.isFavorite}
                    aria-label={message.isFavorite ? 'Remove from favorites' : 'Save to favorites'}
                    className="rounded-lg p-1.5 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-800"
                  >
                    <Star className={cn('size-4', message.isFavorite ? 'fill-amber-400 text-amber-500' : '')} aria-hidden="true" />
                  </button>
                  {!mine ? (
                    <button
                      type="button"
                      onClick={() => void copyText(message.content).then(() => toast.success('Copied'))}
                      aria-label="Copy the reply"
                      className="rounded-lg p-1.5 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-800"
                    >
                      <Copy className="size-4" aria-hidden="true" />
                    </button>
                  ) : null}
                  {!mine && message.id === lastReply?.id && !isStreaming ? (
                    <button
                      type="button"
                      onClick={() => void regenerate(message)}
                      aria-label="Write this reply again"
                      className="rounded-lg p-1.5 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-800"
                    >
                      <RefreshCw className="size-4" aria-hidden="true" />
                    </button>
                  ) : null}
                  {mine && message.id === lastUser?.id && !isStreaming ? (
                    <button
                      type="button"
                      onClick={() => {
                        setEditing(message);
                        setInput(message.content);
                        inputRef.current?.focus();
                      }}
                      aria-label="Edit and send again"
                      className="rounded-lg p-1.5 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-800"
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </button>
                  ) : null}
                </div>
              ) : null}
            </article>
          );
        })}
        {streaming || waitingForReply ? (
          <article className="flex flex-col items-start" aria-label={`${appName} is replying`} data-testid="streaming-reply">
            <div
              className="max-w-[90%] rounded-2xl px-4 py-3 text-[15px] leading-relaxed shadow-sm sm:max-w-[80%]"
              style={{ backgroundColor: colours.bot, color: textColourOn(colours.bot) }}
            >
              {streaming?.text ? <MessageContent content={streaming.text} references={[]} /> : <span className="animate-pulse">Writing…</span>}
            </div>
          </article>
        ) : null}
        {errors.map((line) => (
          <p key={line.id} role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {line.text}
          </p>
        ))}
        <div ref={bottom} />
      </div>

      <form onSubmit={(event) => void send(event)} className="border-t border-slate-200 py-3 dark:border-slate-800">
        {editing ? (
          <div className="mb-2 flex items-center justify-between text-xs text-slate-600 dark:text-slate-300">
            <span>Editing your last message</span>
            <button
              type="button"
              className="underline"
              onClick={() => {
                setEditing(null);
                setInput('');
              }}
            >
              Cancel
            </button>
          </div>
        ) : null}
        <div className="flex items-end gap-2">
          <label htmlFor="chat-input" className="sr-only">
            Your message
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            value={input}
            onChange={(event) => setInput(event.target.value.slice(0, INPUT_LIMITS.messageMax))}
            onKeyDown={onKeyDown}
            maxLength={INPUT_LIMITS.messageMax}
            rows={2}
            placeholder="Share what is on your heart…"
            className="min-h-12 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-700 dark:bg-slate-900"
            aria-describedby="chat-input-help"
          />
          {isStreaming ? (
            <Button variant="secondary" onClick={() => void stop()} aria-label="Stop the reply">
              <Square className="size-4" aria-hidden="true" />
              Stop
            </Button>
          ) : (
            <Button type="submit" disabled={!input.trim() || loading} aria-label="Send">
              <Send className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Send</span>
            </Button>
          )}
        </div>
        <p id="chat-input-help" className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400">
          <span className="hidden sm:inline">Enter sends · Shift+Enter for a new line</span>
          {remaining <= COUNT_SHOWN_WITHIN ? <span aria-live="polite">{remaining} characters left</span> : null}
        </p>
      </form>
    </div>
  );
}

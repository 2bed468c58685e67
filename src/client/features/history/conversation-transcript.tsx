import { Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BUBBLE_COLORS_DEFAULT } from '../../../shared/limits.ts';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import { useAppConfig } from '../../app/app-config.ts';
import { cn } from '../../lib/cn.ts';
import { MessageContent } from '../chat/message-content.tsx';
import { usePreferences } from '../preferences/get-preferences.ts';
import { formatFull, formatWhen } from './dates.ts';
import { textColourOn } from '../../lib/contrast.ts';

interface TranscriptProps {
  messages: readonly ChatMessage[];
  /** A message to pick out (a favourite, a search hit): outlined, labelled and scrolled into view. */
  highlightId?: string | null;
  /** What the highlight means, said to screen readers and shown beside it ('Search match', 'This message'). */
  highlightLabel?: string;
}

/** A past conversation, read-only, in the user's bubble colours. */
export function ConversationTranscript({ messages, highlightId, highlightLabel = 'Highlighted' }: TranscriptProps) {
  const { appName } = useAppConfig();
  const preferences = usePreferences({ enabled: true });
  const colours = preferences.data?.bubbleColors ?? BUBBLE_COLORS_DEFAULT;
  const highlighted = useRef<HTMLLIElement>(null);
  const now = new Date();

  useEffect(() => {
    if (!highlightId) return;
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    highlighted.current?.scrollIntoView?.({ block: 'center', behavior: motion });
  }, [highlightId]);

  return (
    <ol aria-label="Conversation" className="space-y-4">
      {messages.map((message) => {
        const mine = message.sender === 'user';
        const background = mine ? colours.user : colours.bot;
        const isHighlighted = message.id === highlightId;
        return (
          <li
            key={message.id}
            id={`message-${message.id}`}
            ref={isHighlighted ? highlighted : undefined}
            className={cn('flex scroll-mt-24 flex-col gap-1', mine ? 'items-end' : 'items-start')}
          >
            <article
              aria-label={`${mine ? 'You said' : `${appName} replied`}${isHighlighted ? ` (${highlightLabel})` : ''}`}
              aria-current={isHighlighted ? 'true' : undefined}
              className={cn(
                'max-w-[92%] rounded-2xl px-4 py-3 text-[15px] leading-relaxed shadow-sm sm:max-w-[80%]',
                message.crisis && !mine && 'ring-2 ring-red-500',
                isHighlighted && 'ring-4 ring-gold-400 ring-offset-2 ring-offset-white dark:ring-gold-500 dark:ring-offset-slate-950',
              )}
              style={{ backgroundColor: background, color: textColourOn(background) }}
            >
              {mine ? (
                <p className="break-words whitespace-pre-wrap">{message.content}</p>
              ) : (
                <MessageContent content={message.content} references={message.references} />
              )}
              {message.stopped ? <p className="mt-2 text-xs opacity-80">(stopped)</p> : null}
            </article>
            <p className="flex items-center gap-1.5 px-1 text-xs text-slate-500 dark:text-slate-400">
              <time dateTime={message.timestamp} title={formatFull(message.timestamp)}>
                {formatWhen(message.timestamp, now)}
              </time>
              {message.isFavorite ? (
                <>
                  <span aria-hidden="true">·</span>
                  <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
                  <span>Favorite</span>
                </>
              ) : null}
              {isHighlighted ? (
                <span className="rounded-full bg-gold-300/60 px-2 py-0.5 font-medium text-slate-900 dark:bg-gold-500/30 dark:text-gold-300">
                  {highlightLabel}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

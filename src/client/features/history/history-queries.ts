import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { SessionSummary } from '../../../shared/schemas/chat.ts';
import { cursorPagesOptions, FRESH_ON_ARRIVAL } from '../../lib/cursor-pages.ts';
import { getMessageContext } from '../favorites/favorites-api.ts';
import {
  continueSession,
  deleteAllHistory,
  deleteSession,
  getSessionMessages,
  getSessionPage,
  renameSession,
  searchMessages,
  type SessionPage,
} from './history-api.ts';

export const historyKeys = {
  all: ['history'] as const,
  sessions: ['history', 'sessions'] as const,
  session: (sessionId: string) => ['history', 'session', sessionId] as const,
  messages: (sessionId: string) => ['history', 'session', sessionId, 'messages'] as const,
  title: (sessionId: string) => ['history', 'session', sessionId, 'title'] as const,
  search: (q: string) => ['history', 'search', q] as const,
};

/** Favourites show conversation titles and vanish with their conversation, so history changes touch them. */
const FAVORITES_KEY = ['favorites'] as const;

export const sessionsQueryOptions = () => cursorPagesOptions(historyKeys.sessions, getSessionPage);

export function useSessions() {
  return useInfiniteQuery(sessionsQueryOptions());
}

export const sessionMessagesQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: historyKeys.messages(sessionId), queryFn: () => getSessionMessages(sessionId), ...FRESH_ON_ARRIVAL });

export function useSessionMessages(sessionId: string) {
  return useQuery(sessionMessagesQueryOptions(sessionId));
}

/** A conversation from the list already loaded, if it is there. */
export function cachedSession(queryClient: QueryClient, sessionId: string): SessionSummary | undefined {
  const pages = queryClient.getQueryData<InfiniteData<SessionPage>>(historyKeys.sessions)?.pages ?? [];
  for (const page of pages) {
    const found = page.sessions.find((session) => session.id === sessionId);
    if (found) return found;
  }
  return undefined;
}

/**
 * The conversation's title: from the list when it was loaded, otherwise asked of the server through
 * one of its messages (the messages route carries no title).
 */
export function useSessionTitle(sessionId: string, someMessageId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: historyKeys.title(sessionId),
    queryFn: async () => cachedSession(queryClient, sessionId)?.title ?? (await getMessageContext(someMessageId ?? '')).sessionTitle,
    initialData: () => cachedSession(queryClient, sessionId)?.title,
    enabled: someMessageId !== undefined,
    ...FRESH_ON_ARRIVAL,
  });
}

export function useMessageSearch(q: string) {
  return useQuery({
    queryKey: historyKeys.search(q),
    queryFn: () => searchMessages(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

function updateCachedSessions(queryClient: QueryClient, change: (sessions: SessionSummary[]) => SessionSummary[]) {
  queryClient.setQueryData<InfiniteData<SessionPage>>(historyKeys.sessions, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, sessions: change(page.sessions) })) } : data,
  );
}

export function useRenameSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, title }: { sessionId: string; title: string }) => renameSession(sessionId, title),
    onSuccess: (summary) => {
      updateCachedSessions(queryClient, (sessions) => sessions.map((session) => (session.id === summary.id ? summary : session)));
      queryClient.setQueryData(historyKeys.title(summary.id), summary.title);
      void queryClient.invalidateQueries({ queryKey: ['history', 'search'] });
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => deleteSession(sessionId),
    onSuccess: (_count, sessionId) => {
      updateCachedSessions(queryClient, (sessions) => sessions.filter((session) => session.id !== sessionId));
      queryClient.removeQueries({ queryKey: historyKeys.session(sessionId) });
      void queryClient.invalidateQueries({ queryKey: historyKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: ['history', 'search'] });
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}

export function useDeleteAllHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllHistory,
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<SessionPage>>(historyKeys.sessions, {
        pages: [{ sessions: [], nextCursor: null }],
        pageParams: [null],
      });
      queryClient.removeQueries({ queryKey: ['history', 'session'] });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}

export function useContinueSession() {
  return useMutation({ mutationFn: continueSession });
}

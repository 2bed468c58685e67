import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Coins, Gift, PlayCircle, Sun } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CREDIT_MESSAGES, GIFT_CODE } from '../../../shared/messages.ts';
import { normalizeGiftCode, type AdView } from '../../../shared/schemas/credits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { api, readJson } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { additionErrorMessage, giftCodeErrorMessage, ledgerLabel, signedDelta } from './credit-messages.ts';
import { creditBalanceQueryOptions, useCreditBalance } from './use-credit-balance.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function useRefreshCredits() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: creditBalanceQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['credits', 'activity'] });
  };
}

function nextFreeCredit(iso: string): string {
  const hours = Math.max(0, Math.round((Date.parse(iso) - Date.now()) / 3_600_000));
  const at = new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  return hours <= 1 ? `within the hour (at ${at})` : `in about ${hours} hours (at ${at})`;
}

function GiftCodeForm() {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useRefreshCredits();
  const redeem = useMutation({
    mutationFn: async (value: string) => readJson(await api.api.credits['gift-codes'].redeem.$post({ json: { code: value } })),
    onSuccess: (result) => {
      toast.success(GIFT_CODE.success(result.creditsAdded));
      setCode('');
      setProblem(null);
      refresh();
    },
    onError: (error) => {
      const message = giftCodeErrorMessage(error);
      setProblem(message);
      toast.error(message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeGiftCode(code);
    if (!value) {
      setProblem('Please enter a gift code.');
      return;
    }
    if (!redeem.isPending) redeem.mutate(value);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor="gift-code" className="block text-sm font-medium">
        Gift code
      </label>
      <div className="flex gap-2">
        <input
          id="gift-code"
          value={code}
          onChange={(event) => setCode(event.target.value.slice(0, 64))}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'gift-code-problem' : undefined}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 uppercase focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-700 dark:bg-slate-950"
        />
        <Button type="submit" disabled={redeem.isPending}>
          {redeem.isPending ? 'Redeeming…' : 'Redeem'}
        </Button>
      </div>
      {problem ? (
        <p id="gift-code-problem" role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function AdDialog({ view, onClose }: { view: AdView; onClose: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.ceil((Date.parse(view.claimableAt) - Date.now()) / 1000)));
  const refresh = useRefreshCredits();
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  const claim = useMutation({
    mutationFn: async () => readJson(await api.api.credits['ad-views'][':id'].claim.$post({ param: { id: view.viewId } })),
    onSuccess: (result) => {
      toast.success(CREDIT_MESSAGES.added(result.creditsAdded));
      refresh();
      onClose();
    },
    onError: (error) => toast.error(additionErrorMessage(error)),
  });
  const { ad } = view;
  const external = ad.linkUrl !== null && /^https?:/i.test(ad.linkUrl);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-semibold">{ad.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{ad.text}</Dialog.Description>
          {ad.kind === 'video' && ad.videoUrl ? <video src={ad.videoUrl} autoPlay muted playsInline className="mt-4 w-full rounded-xl" /> : null}
          {ad.kind === 'image' && ad.imageUrl ? <img src={ad.imageUrl} alt="" className="mt-4 w-full rounded-xl" /> : null}
          {ad.linkUrl ? (
            <a href={ad.linkUrl} className="mt-3 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-300" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {ad.linkLabel ?? ad.linkUrl}
            </a>
          ) : null}
          <p className="mt-5 text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="ad-countdown">
            {secondsLeft > 0 ? `You can claim your ${view.credits} credits in ${secondsLeft} s.` : `Thank you for watching. Your ${view.credits} credits are ready.`}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{secondsLeft > 0 ? 'Close (no credits)' : 'Close'}</Button>
            </Dialog.Close>
            <Button onClick={() => claim.mutate()} disabled={secondsLeft > 0 || claim.isPending}>
              Claim {view.credits} credits
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Activity() {
  const activity = useInfiniteQuery({
    queryKey: ['credits', 'activity'],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => readJson(await api.api.credits.activity.$get({ query: pageParam ? { before: pageParam, limit: '20' } : { limit: '20' } })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className={card} aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Recent activity
      </h2>
      {activity.isPending ? <Skeleton className="mt-4 h-24" /> : null}
      {activity.isError ? <p className="mt-3 text-sm text-red-700">{CREDIT_MESSAGES.retrieveFailed}</p> : null}
      {activity.isSuccess && entries.length === 0 ? <p className="mt-3 text-sm text-slate-600">No activity yet.</p> : null}
      <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <div>
              <p className="font-medium">{ledgerLabel(entry)}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{new Date(entry.createdAt).toLocaleString()}</p>
            </div>
            <span className={entry.freeDelta + entry.totalDelta < 0 ? 'text-slate-600 dark:text-slate-300' : 'font-semibold text-emerald-700 dark:text-emerald-400'}>{signedDelta(entry)}</span>
          </li>
        ))}
      </ul>
      {activity.hasNextPage ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}

export function CreditsPage() {
  useDocumentTitle('Credits');
  const balance = useCreditBalance();
  const [adView, setAdView] = useState<AdView | null>(null);
  const startAd = useMutation({
    mutationFn: async () => readJson(await api.api.credits['ad-views'].$post()),
    onSuccess: setAdView,
    onError: (error) => toast.error(additionErrorMessage(error)),
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Credits</h1>
      <section className={card} aria-labelledby="balance-heading">
        <h2 id="balance-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Coins className="size-5 text-amber-600" aria-hidden="true" />
          Your balance
        </h2>
        {balance.isPending ? <Skeleton className="mt-4 h-16" /> : null}
        {balance.isError ? (
          <div className="mt-3 space-y-2">
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {CREDIT_MESSAGES.retrieveFailed}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void balance.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {balance.data ? (
          balance.data.hasUnlimitedCredits ? (
            <p className="mt-3 text-3xl font-semibold" data-testid="credits-unlimited">
              Unlimited
            </p>
          ) : (
            <dl className="mt-3 grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-400">Free credits</dt>
                <dd className="text-3xl font-semibold" data-testid="credits-free">
                  {balance.data.freeCredits}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-400">Credits</dt>
                <dd className="text-3xl font-semibold" data-testid="credits-total">
                  {balance.data.totalCredits}
                </dd>
              </div>
            </dl>
          )
        ) : null}
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Each message you send uses one credit, free credits first.</p>
      </section>

      <section className={card} aria-labelledby="more-heading">
        <h2 id="more-heading" className="text-lg font-semibold">
          Get more credits
        </h2>
        <div className="mt-4 space-y-6">
          <div className="flex gap-3">
            <Sun className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden="true" />
            <div>
              <h3 className="font-medium">A free credit every day</h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Each day your free credits are topped up to 1.
                {balance.data ? ` The next one comes ${nextFreeCredit(balance.data.nextFreeCreditAt)}.` : ''}
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <PlayCircle className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <div className="space-y-2">
              <h3 className="font-medium">Watch a short message</h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {balance.data
                  ? balance.data.adsRemainingToday > 0
                    ? `Earn ${balance.data.adCredits} credits. ${balance.data.adsRemainingToday} left today.`
                    : 'You have watched all of today’s messages. Come back tomorrow.'
                  : 'Earn credits by watching a short message.'}
              </p>
              <Button variant="secondary" size="sm" onClick={() => startAd.mutate()} disabled={startAd.isPending || balance.data?.adsRemainingToday === 0}>
                Watch an ad
              </Button>
            </div>
          </div>
          <div className="flex gap-3">
            <Gift className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <h3 className="mb-2 font-medium">Redeem a gift code</h3>
              <GiftCodeForm />
            </div>
          </div>
        </div>
      </section>

      <Activity />
      {adView ? <AdDialog view={adView} onClose={() => setAdView(null)} /> : null}
    </div>
  );
}

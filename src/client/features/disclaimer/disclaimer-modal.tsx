import { HeartHandshake } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { toast } from 'sonner';
import { DISCLAIMER } from '../../../shared/messages.ts';
import { useAppConfig } from '../../app/app-config.ts';
import { haptics } from '../../lib/haptics.ts';
import { useProfile } from '../profile/get-profile.ts';
import { useAcceptDisclaimer } from './accept-disclaimer.ts';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * SPEC.md section 2: shown to every signed-in user who has not accepted the disclaimer. It cannot
 * be closed (no close button, Escape and outside clicks do nothing) and has one button.
 */
export function DisclaimerModal() {
  const { appName } = useAppConfig();
  const profile = useProfile();
  const accept = useAcceptDisclaimer();
  const open = profile.data !== undefined && !profile.data.disclaimerAccepted;

  const agree = () => {
    if (accept.isPending) return;
    accept.mutate(undefined, {
      onSuccess: () => {
        haptics.success();
        toast.success(DISCLAIMER.welcome(appName));
      },
      onError: () => {
        haptics.error();
        toast.error(DISCLAIMER.failed);
      },
    });
  };

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <div className="rounded-t-3xl bg-[#1e3a7b] px-6 py-5 text-white">
            <div className="flex items-center gap-3">
              <HeartHandshake className="size-7 text-gold-300" aria-hidden="true" />
              <Dialog.Title className="text-xl font-semibold">Before you begin</Dialog.Title>
            </div>
          </div>
          <div className="space-y-4 px-6 py-5 text-slate-700 dark:text-slate-200">
            <Dialog.Description>
              {appName} offers guidance grounded in Scripture. It is for inspiration only and is no replacement for a relationship
              with God, the Word of God and professional pastoral care.
            </Dialog.Description>
            <p>
              Answers are written with the help of a computer and can be mistaken: test everything against the Bible, and bring
              important decisions to your pastor or someone you trust.
            </p>
            <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-100">
              If you are in crisis or thinking about harming yourself, please contact your local emergency services or a crisis
              line now.
            </p>
            <button
              type="button"
              onClick={agree}
              disabled={accept.isPending}
              className="flex h-12 w-full items-center justify-center rounded-xl bg-[#1e3a7b] font-semibold text-white transition-colors hover:bg-[#172d60] focus-visible:ring-2 focus-visible:ring-[#1e3a7b] focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70 dark:focus-visible:ring-offset-slate-900"
            >
              {accept.isPending ? DISCLAIMER.processing : DISCLAIMER.agree}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

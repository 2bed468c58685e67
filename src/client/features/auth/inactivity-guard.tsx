import { toast } from 'sonner';
import { SESSION_SECURITY } from '../../../shared/limits.ts';
import { INACTIVITY } from '../../../shared/messages.ts';
import { useInactivityTimeout } from './use-inactivity-timeout.ts';

const WARNING_TOAST_ID = 'inactivity-warning';
const WARNING_MESSAGE = 'You will be signed out soon because of inactivity.';

/**
 * Watches the signed-in person for inactivity (SPEC.md section 4) and renders nothing itself. It
 * shows the 10-second 'Stay Active' warning and, at the limit, calls `onExpire`: the caller signs
 * out and shows the expiry message.
 */
export function InactivityGuard({ onExpire }: { onExpire: () => void }): null {
  const { stayActive } = useInactivityTimeout({
    enabled: true,
    onWarn: () => {
      toast.warning(WARNING_MESSAGE, {
        id: WARNING_TOAST_ID,
        duration: SESSION_SECURITY.inactivityWarningShownMs,
        action: { label: INACTIVITY.stayActive, onClick: () => stayActive() },
      });
    },
    onExpire: () => {
      toast.dismiss(WARNING_TOAST_ID);
      onExpire();
    },
  });
  return null;
}

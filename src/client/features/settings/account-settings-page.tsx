import { UserCog } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function AccountSettingsPage() {
  return (
    <PlaceholderPage
      title="Account settings"
      Icon={UserCog}
      description="Your name, e-mail and password, and deleting your account with everything stored about you."
    />
  );
}

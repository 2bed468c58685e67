import { Settings } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      Icon={Settings}
      description="Theme and chat bubble colours. (The theme switcher at the top already works and is saved to your account.)"
    />
  );
}

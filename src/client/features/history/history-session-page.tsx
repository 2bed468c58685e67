import { History } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function HistorySessionPage() {
  return (
    <PlaceholderPage
      title="Past conversation"
      Icon={History}
      description="One earlier conversation, to read again or continue."
    />
  );
}

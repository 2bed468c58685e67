import { History } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function HistoryPage() {
  return (
    <PlaceholderPage
      title="History"
      Icon={History}
      description="Your past conversations, newest first, with search over your own messages."
    />
  );
}

import { Coins } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function CreditsPage() {
  return (
    <PlaceholderPage
      title="Credits"
      Icon={Coins}
      description="Your balance, your daily free credit, gift codes, and every change to your credits."
    />
  );
}

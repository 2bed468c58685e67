import { Star } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function FavoriteMessagePage() {
  return (
    <PlaceholderPage
      title="Favorite message"
      Icon={Star}
      description="One favourite reply with the conversation around it."
    />
  );
}

import { Star } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function FavoritesPage() {
  return (
    <PlaceholderPage
      title="Favorites"
      Icon={Star}
      description="The replies you starred in your conversations, newest first, with the conversation they came from."
    />
  );
}

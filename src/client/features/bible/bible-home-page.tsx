import { BookOpen } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function BibleHomePage() {
  return (
    <PlaceholderPage
      title="Bible"
      Icon={BookOpen}
      description="The verse of the day, where you left off reading, your bookmarks, and every book of the Old and New Testaments."
    />
  );
}

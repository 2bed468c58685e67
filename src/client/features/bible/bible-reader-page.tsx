import { BookOpenText } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function BibleReaderPage() {
  return (
    <PlaceholderPage
      title="Read the Bible"
      Icon={BookOpenText}
      description="Read chapter by chapter in several public-domain translations, side by side, with bookmarks and favourite verses."
    />
  );
}

import { Search } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function BibleSearchPage() {
  return (
    <PlaceholderPage
      title="Search the Bible"
      Icon={Search}
      description="Ranked search across the whole Bible with the matched words highlighted, or jump straight to a reference such as John 3:16."
    />
  );
}

import { MessageCircle } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function ChatPage() {
  return (
    <PlaceholderPage
      title="Chat"
      Icon={MessageCircle}
      description="Talk with your companion: warm, Bible-grounded answers with verified verse references, streamed as they are written."
    />
  );
}

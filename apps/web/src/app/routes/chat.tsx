import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { ChatPage } from '../../features/chat/components/chat-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** /chat, loaded on demand (with react-markdown) only when opened. */
export default function ChatRoute() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Chat with BLOOM" subtitle="Your personal AI-powered pregnancy health assistant" />
      <ErrorBoundary what="the chat">
        <ChatPage />
      </ErrorBoundary>
    </div>
  );
}

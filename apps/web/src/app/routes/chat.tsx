import { PageHeading } from './page-heading.tsx';

export default function ChatRoute() {
  return <PageHeading title="Chat with BLOOM" subtitle="Your personal AI-powered pregnancy health assistant" />;
}

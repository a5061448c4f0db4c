/** The chat page's chrome (the answers come from the server). */
export const chat = {
  title: 'Chat with BLOOM',
  subtitle: 'Your personal AI-powered pregnancy health assistant',
  disclaimer: "This isn't medical advice. Always consult your healthcare provider.",
  thinking: 'BLOOM is thinking...',
  loadingConversation: 'Loading your conversation…',
  tryAsking: 'Try asking',
  tryAskingWeek: 'Try asking, at week {{week}}',
  conversation: 'Conversation',
  emptyTitle: 'What questions can I help you with today?',
  emptyDescription: "Hi, I'm BLOOM. My answers use verified sources like the CDC, FDA and Cleveland Clinic.",
  loadFailed: 'We could not load your earlier messages.',
  tryAgain: 'Try again',
  inputLabel: 'Message BLOOM',
  placeholder: 'Type your message...',
  send: 'Send message',
};

import { apiRequest } from '@/lib/api-client.ts';

/**
 * Saves one side of an exchange (spec §7: called twice, the user's text then the reply). The
 * caller refetches the conversation once the reply has been revealed.
 */
export const saveChatMessage = (body: { message: string; isFromUser: boolean }) =>
  apiRequest('/api/chat/messages', { method: 'POST', body });

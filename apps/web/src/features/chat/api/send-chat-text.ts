import { chatTextResponseSchema, type ChatTextRequest } from '@bloom/contract';
import { apiRequest } from '@/lib/api-client.ts';

/** Asks BLOOM; answers `{ reply }`. A 403 means today's allowance is used up (spec §4). */
export const sendChatText = (body: ChatTextRequest) =>
  apiRequest('/api/chat/text', { method: 'POST', body, schema: chatTextResponseSchema });

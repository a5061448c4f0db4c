import { chatMessageListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The signed-in user's saved conversation with BLOOM, oldest first (spec §7). */
export const chatMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/chat/messages'],
    queryFn: ({ signal }) => apiRequest('/api/chat/messages', { schema: chatMessageListSchema, signal }),
  });

export const useChatMessages = () => useQuery(chatMessagesQueryOptions());

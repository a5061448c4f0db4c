import { ChatActionLabels, type ChatAction } from '@bloom/contract';
import { TELEPHONE } from '@bloom/knowledge';

/** A `tel:` link for a number as she typed it: digits, and a leading + if she gave one. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

const action = (kind: ChatAction['kind'], href: string): ChatAction => ({ kind, label: ChatActionLabels[kind], href });

/**
 * The buttons under a reply. Only an urgent reply (the call card, opening with the telephone
 * emoji) has any: 988 first when the card is about thoughts of self-harm (the reply names the
 * line), then 911, then her provider when her profile has a phone for them. Decided from the
 * reply itself, so a card read back from her history gets the same buttons as when it was sent.
 */
export function chatActions(reply: string, providerPhone: string | null | undefined): ChatAction[] {
  if (!reply.trimStart().startsWith(TELEPHONE)) return [];
  const actions: ChatAction[] = [];
  if (/\b988\b/.test(reply)) actions.push(action('call-988', 'tel:988'), action('text-988', 'sms:988'));
  actions.push(action('call-911', 'tel:911'));
  const provider = providerPhone ? telHref(providerPhone) : null;
  if (provider) actions.push(action('call-provider', provider));
  return actions;
}

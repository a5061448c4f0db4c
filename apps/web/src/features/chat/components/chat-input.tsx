import { CHAT_MESSAGE_MAX } from '@bloom/contract';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { inputClass } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/index.ts';

export interface ChatInputProps {
  /** Sends the text; resolves false when it was not sent (empty, or a request is pending). */
  onSend: (text: string) => Promise<boolean> | boolean;
  pending: boolean;
  disabled?: boolean;
}

/**
 * The message box (spec §2, §5): Enter sends, Shift+Enter adds a line; 60-120 px tall, growing
 * with the text; the send button is disabled while the text is blank or a request is pending.
 */
export function ChatInput({ onSend, pending, disabled = false }: ChatInputProps) {
  const [text, setText] = useState('');
  const id = useId();
  const { t } = useT('chat');
  const blank = text.trim() === '';
  const cannotSend = blank || pending || disabled;

  const submit = () => {
    if (cannotSend) return;
    // Cleared at once: the message already shows in the conversation.
    const value = text;
    setText('');
    void Promise.resolve(onSend(value)).then((sent) => {
      if (!sent) setText((current) => current || value);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        {t('inputLabel')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        maxLength={CHAT_MESSAGE_MAX}
        rows={2}
        disabled={disabled}
        enterKeyHint="send"
        className={cn(inputClass, 'max-h-[120px] min-h-[60px] resize-none [field-sizing:content]')}
      />
      <Button type="submit" size="icon" className="size-12" disabled={cannotSend} aria-label={t('send')}>
        <SendHorizontal className="size-5" aria-hidden />
      </Button>
    </form>
  );
}

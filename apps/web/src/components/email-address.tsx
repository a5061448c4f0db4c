import { Fragment } from 'react';
import { cn } from './ui/cn.ts';

/** 'ana.rivera@example.com' → ['ana', '.rivera', '@example', '.com']: each break point starts a piece. */
export function emailPieces(email: string): string[] {
  return email.split(/(?=[@.])/);
}

/**
 * An e-mail address that wraps only before its '@' and its dots, never mid-word (a long address
 * in a narrow column otherwise breaks as 'ana.rivera@exam' / 'ple.com'). A table column keeps at
 * least its widest piece (`overflow-wrap: break-word` leaves the min-content width alone, where
 * `break-all` and `anywhere` let the column shrink to a letter); a piece wider than a card may
 * still break, as a last resort, rather than push the page sideways.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span className={cn('break-words', className)} data-email="">
      {emailPieces(email).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailPieces } from './email-address.tsx';

describe('EmailAddress', () => {
  it('offers a line break only before the @ and each dot', () => {
    expect(emailPieces('ana.maria.rivera@mail.example.com')).toEqual([
      'ana',
      '.maria',
      '.rivera',
      '@mail',
      '.example',
      '.com',
    ]);
    const { container } = render(<EmailAddress email="ana.rivera@example.com" />);
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('ana.rivera@example.com');
    expect(span.querySelectorAll('wbr')).toHaveLength(3);
    // Never mid-word: no break-all, and a column keeps its widest piece (break-word, not anywhere).
    expect(span).toHaveClass('break-words');
    expect(span).not.toHaveClass('break-all');
  });
});

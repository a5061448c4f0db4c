import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, Sheet } from './dialog.tsx';

function Harness({ kind }: { kind: 'dialog' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  const Panel = kind === 'dialog' ? Dialog : Sheet;
  return (
    <Panel
      open={open}
      onOpenChange={setOpen}
      title="Log New Symptom"
      description="Record how you are feeling."
      trigger={<Button>Add Symptom</Button>}
    >
      <label>
        Symptom name <input />
      </label>
    </Panel>
  );
}

describe.each(['dialog', 'sheet'] as const)('%s', (kind) => {
  it('opens as a named, described modal that closes on Escape and with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Add Symptom' }));
    const dialog = screen.getByRole('dialog', { name: 'Log New Symptom' });
    expect(dialog).toHaveAccessibleDescription('Record how you are feeling.');
    // Below the sm breakpoint it docks to the bottom of the screen.
    expect(dialog).toHaveClass('bottom-0', 'inset-x-0');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Symptom' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import {
  DUE_DATE_CYCLE_MESSAGE,
  DUE_DATE_FUTURE_MESSAGE,
  DUE_DATE_SOURCE,
  DUE_DATE_TOO_OLD_MESSAGE,
} from '@bloom/contract';
import { addIsoDays, toIsoDate } from '@bloom/pregnancy';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render.tsx';
import { DueDateCalculator } from './due-date-calculator.tsx';

const today = () => toIsoDate(new Date(), 'UTC');
const fullDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function renderCalculator(onResult = vi.fn((): string | null => null), onSubmit = vi.fn()) {
  renderWithApp(
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <DueDateCalculator summary="Calculate my due date" timeZone="UTC" onResult={onResult} />
    </form>,
  );
  return { onResult, onSubmit };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Calculate my due date' }));
}

describe('DueDateCalculator', () => {
  it('is closed until she opens it, then asks how she knows her dates', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const toggle = screen.getByRole('button', { name: 'Calculate my due date' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('How do you know your dates?')).not.toBeInTheDocument();
    // The keyboard opens it.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('How do you know your dates?')).toHaveValue('lmp');
    expect(screen.getByLabelText('First day of your last period')).toHaveAttribute('max', today());
    expect(screen.getByLabelText('Usual cycle length in days (optional)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(DUE_DATE_SOURCE.title.replace(/[()]/g, '.')) })).toHaveAttribute(
      'href',
      DUE_DATE_SOURCE.url,
    );
  });

  it('gives the due date and her weeks from her last period, and hands them to the form', async () => {
    const user = userEvent.setup();
    const { onResult } = renderCalculator();
    await open(user);
    const lmp = addIsoDays(today(), -87);
    await user.type(screen.getByLabelText('First day of your last period'), lmp);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const dueDate = addIsoDays(lmp, 280);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your estimated due date is ${fullDate(dueDate)} — you are 12 weeks and 3 days pregnant.`,
    );
    expect(onResult).toHaveBeenCalledWith({ dueDate, weeks: 12, days: 3 });
  });

  it('moves the date by her cycle length', async () => {
    const user = userEvent.setup();
    const { onResult } = renderCalculator();
    await open(user);
    const lmp = addIsoDays(today(), -70);
    await user.type(screen.getByLabelText('First day of your last period'), lmp);
    await user.type(screen.getByLabelText('Usual cycle length in days (optional)'), '35');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onResult).toHaveBeenCalledWith({ dueDate: addIsoDays(lmp, 287), weeks: 9, days: 0 });
  });

  it('counts a day-5 IVF transfer as 261 days, and Enter calculates without sending the form around it', async () => {
    const user = userEvent.setup();
    const { onResult, onSubmit } = renderCalculator();
    await open(user);
    await user.selectOptions(screen.getByLabelText('How do you know your dates?'), 'ivf5');
    expect(screen.queryByLabelText(/cycle length/)).not.toBeInTheDocument();
    const transfer = addIsoDays(today(), -30);
    await user.type(screen.getByLabelText('Transfer date'), `${transfer}{Enter}`);
    expect(onResult).toHaveBeenCalledWith({ dueDate: addIsoDays(transfer, 261), weeks: 7, days: 0 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a period tomorrow', 1, DUE_DATE_FUTURE_MESSAGE],
    ['a period 44 weeks and a day ago', -309, DUE_DATE_TOO_OLD_MESSAGE],
  ])('refuses %s with the message tied to the date field', async (_, offset, message) => {
    const user = userEvent.setup();
    const { onResult } = renderCalculator();
    await open(user);
    const date = screen.getByLabelText('First day of your last period');
    await user.type(date, addIsoDays(today(), offset));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(date).toHaveAccessibleDescription(message);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('checks the cycle length', async () => {
    const user = userEvent.setup();
    const { onResult } = renderCalculator();
    await open(user);
    await user.type(screen.getByLabelText('First day of your last period'), addIsoDays(today(), -20));
    const cycle = screen.getByLabelText('Usual cycle length in days (optional)');
    await user.type(cycle, '60');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(cycle).toHaveAccessibleDescription(expect.stringContaining(DUE_DATE_CYCLE_MESSAGE));
    expect(onResult).not.toHaveBeenCalled();
  });

  it("shows the form's own refusal on the date field", async () => {
    const user = userEvent.setup();
    renderCalculator(vi.fn(() => 'Your profile cannot hold this date'));
    await open(user);
    await user.selectOptions(screen.getByLabelText('How do you know your dates?'), 'known');
    const date = screen.getByLabelText('Due date');
    await user.type(date, addIsoDays(today(), 279));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(date).toHaveAccessibleDescription('Your profile cannot hold this date');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeekProgress, type WeekProgressProps } from './week-progress.tsx';

const now = new Date('2026-03-04T10:00:00Z');

function renderProgress(props: Partial<WeekProgressProps>) {
  return render(<WeekProgress isPregnant week={18} dueDate={null} timeZone="UTC" now={now} {...props} />);
}

describe('WeekProgress', () => {
  it('counts down to the due date and shows it', () => {
    renderProgress({ week: 23, dueDate: '2026-07-01' });
    expect(screen.getByRole('region', { name: 'Week progress' })).toBeInTheDocument();
    expect(screen.getByText('17 weeks to go')).toBeInTheDocument();
    expect(screen.getByText('Due date: July 1, 2026')).toBeInTheDocument();
    expect(screen.getByText(/^Second trimester:/)).toBeInTheDocument();
  });

  it('counts weeks and days', () => {
    renderProgress({ week: 39, dueDate: '2026-03-13' });
    expect(screen.getByText('1 week and 2 days to go')).toBeInTheDocument();
    expect(screen.getByText(/^Third trimester:/)).toBeInTheDocument();
  });

  it('counts to week 40 when there is no due date', () => {
    renderProgress({ week: 10, dueDate: null });
    expect(screen.getByText('30 weeks to go')).toBeInTheDocument();
    expect(screen.getByText('Counted to week 40.')).toBeInTheDocument();
    expect(screen.getByText(/^First trimester:/)).toBeInTheDocument();
  });

  it('counts from today in her time zone', () => {
    // 10:00 UTC on 4 March is already midnight of 5 March in Kiritimati (UTC+14).
    renderProgress({ week: 39, dueDate: '2026-03-13', timeZone: 'Pacific/Kiritimati' });
    expect(screen.getByText('1 week and 1 day to go')).toBeInTheDocument();
  });

  it('says when the due date is today and when it has passed', () => {
    const { unmount } = renderProgress({ week: 40, dueDate: '2026-03-04' });
    expect(screen.getByText('Your due date is today')).toBeInTheDocument();
    unmount();
    renderProgress({ week: 41, dueDate: '2026-02-25' });
    expect(screen.getByText('Your due date has passed')).toBeInTheDocument();
    expect(screen.getByText('Stay in close touch with your care team.')).toBeInTheDocument();
  });

  it('explains that the countdown needs the weeks when they are unknown', () => {
    renderProgress({ week: null });
    expect(screen.getByText(/Your countdown appears once your profile says/)).toBeInTheDocument();
    expect(screen.queryByText(/to go$/)).not.toBeInTheDocument();
  });

  it('shows a partner how to follow along instead of a countdown', () => {
    renderProgress({ isPregnant: false, week: null });
    expect(screen.getByText(/Supporting a partner\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sync with them to follow along' })).toHaveAttribute(
      'href',
      '#partner-sync',
    );
    expect(screen.queryByText(/to go$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'in her health view' })).not.toBeInTheDocument();
  });

  it('tells a synced partner where her countdown is, instead of asking him to sync', () => {
    renderProgress({ isPregnant: false, followsPartner: true, week: null });
    expect(screen.queryByRole('link', { name: /Sync with them/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'in her health view' })).toHaveAttribute('href', '#partner-health');
  });

  it('keeps the other sentence laid out but hidden, so the card does not change height when his syncs arrive', () => {
    renderProgress({ isPregnant: false, followsPartner: true, week: null });
    // Hidden from sight and from assistive technology, in the same grid cell as the one shown.
    const other = screen.getByText(/Supporting a partner\?/).closest('p')!;
    expect(other).toHaveAttribute('aria-hidden', 'true');
    expect(other).toHaveClass('invisible', 'col-start-1', 'row-start-1');
    expect(screen.getByText(/You follow your partner/).closest('p')).toHaveClass('col-start-1', 'row-start-1');
  });
});

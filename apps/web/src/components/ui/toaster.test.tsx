import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast.tsx';
import { Toaster, TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX, TOAST_SWIPE_THRESHOLD_PX } from './toaster.tsx';

describe('Toaster', () => {
  it('keeps the spec §9 constants: 5000 ms, swipe 50 px, at most 420 px wide', () => {
    expect([TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_MAX_WIDTH_PX]).toEqual([5000, 50, 420]);
  });

  it('shows one toast at a time, each with a close button, in a region F8 reaches', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Symptom logged', description: 'Your symptom has been recorded successfully.' }));
    act(() => toast({ title: 'Mood updated', description: 'Your mood has been recorded successfully.' }));

    expect(screen.queryAllByText('Symptom logged')).toHaveLength(0);
    expect(screen.getAllByText('Mood updated').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    // Live regions stay readable while a modal dialog hides the rest of the page.
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).closest('[aria-live]')).not.toBeNull();

    // (A plain click: jsdom has no pointer capture for Radix's swipe handling.)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  });
});

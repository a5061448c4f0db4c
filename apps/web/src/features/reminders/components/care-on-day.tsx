import { useCareTimeline } from '../api/get-care-timeline.ts';
import { formatCareWindow } from './care-dates.ts';

/** Under the calendar's selected day: the care steps whose window holds it (nothing when none). */
export function CareOnDay({ date }: { date: string }) {
  const timeline = useCareTimeline();
  const items = (timeline.data?.items ?? []).filter((item) => item.from <= date && date <= item.until);
  if (items.length === 0) return null;
  return (
    <div aria-label="Care timeline on this day" role="group" className="space-y-1">
      <h3 className="text-sm font-semibold">Care timeline</h3>
      <ul className="space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.key}>
            <span className="font-medium">{item.title}</span>{' '}
            <span className="text-ink-muted">({formatCareWindow(item.from, item.until)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { CalendarEntry } from '@bloom/contract';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ActivityTrackingForm } from './activity-tracking-form.tsx';
import { AddEntryForm } from './add-entry-form.tsx';
import { dayTitle } from './calendar-dates.ts';
import { EntryRow } from './entry-row.tsx';
import { FoodTrackingForm } from './food-tracking-form.tsx';

/** The selected day: its entries, then the forms that add to it. */
export function DayPanel({ date, entries, loading }: { date: string; entries: CalendarEntry[]; loading: boolean }) {
  const title = dayTitle(date);
  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">{title}</h3>
        {loading ? (
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            Loading entries...
          </p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">No entries for this day yet.</p>
        ) : (
          <ul aria-label={`Entries for ${title}`} className="divide-y divide-gray-100 dark:divide-gray-800">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </div>
      <Tabs defaultValue="entry">
        <TabsList label={`Add to ${title}`}>
          <TabsTrigger value="entry">Add entry</TabsTrigger>
          <TabsTrigger value="food">Food</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="entry">
          <AddEntryForm date={date} />
        </TabsContent>
        <TabsContent value="food">
          <FoodTrackingForm date={date} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTrackingForm date={date} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

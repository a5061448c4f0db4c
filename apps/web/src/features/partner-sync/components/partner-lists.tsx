import type { PartnerData } from '@bloom/contract';
import { formatDateTime12h, MAX_RATING, severityColor, severityLabel, type SeverityColor } from '@bloom/pregnancy';
import { useId, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

type Symptom = PartnerData['recentSymptoms'][number];
type Mood = PartnerData['recentMoods'][number];
type Appointment = PartnerData['upcomingAppointments'][number];
type KickSession = PartnerData['recentKickSessions'][number];
type Contraction = PartnerData['recentContractions'][number];
type Checklist = PartnerData['checklists'][number];

// Spec §9: severity green at <=2, yellow at <=3, red above; the word goes with the colour.
const SEVERITY_TONES: Record<SeverityColor, BadgeTone> = { green: 'safe', yellow: 'caution', red: 'avoid' };

const itemClass = 'rounded-xl border border-line p-3';
const mutedText = 'text-sm text-ink-muted';

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime12h(at)}</time>;
}

/** A titled list with its own empty line; the heading names the list for screen readers. */
function Column<T extends { id: string }>({
  title,
  items,
  empty,
  render,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    // A plain group, not a region: the dashboard already has an 'Upcoming Appointments' landmark.
    <div className="min-w-0 space-y-2">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className={`${mutedText} rounded-xl bg-surface-soft p-3`}>{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-2">
          {items.map((item) => (
            <li key={item.id} className={itemClass}>
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SymptomRow({ symptom }: { symptom: Symptom }) {
  return (
    <div className="space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{symptom.name}</p>
        <Badge tone={SEVERITY_TONES[severityColor(symptom.severity)]} icon={null}>
          {severityLabel(symptom.severity)}
        </Badge>
      </div>
      <p className={mutedText}>
        Severity {symptom.severity}/{MAX_RATING} · <When at={symptom.loggedAt} />
      </p>
    </div>
  );
}

function MoodRow({ mood }: { mood: Mood }) {
  return (
    <div className="space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{mood.mood}</p>
        <p className="shrink-0 text-sm text-ink">
          Energy{' '}
          <span className="font-semibold">
            {mood.energy}/{MAX_RATING}
          </span>
        </p>
      </div>
      {mood.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {mood.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="lavender">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <p className={mutedText}>
        <When at={mood.loggedAt} />
      </p>
    </div>
  );
}

function AppointmentRow({ appointment }: { appointment: Appointment }) {
  return (
    <div className="space-y-1">
      <p className="font-medium break-words">{appointment.title}</p>
      <p className="text-sm break-words text-ink">{appointment.providerName ?? 'Unknown Provider'}</p>
      <p className={mutedText}>
        <When at={appointment.dateTime} />
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{appointment.type}</Badge>
        {appointment.location && <span className={`${mutedText} break-words`}>{appointment.location}</span>}
      </div>
    </div>
  );
}

function KickSessionRow({ session }: { session: KickSession }) {
  const minutes = session.secondsToTen === null ? null : Math.max(1, Math.round(session.secondsToTen / 60));
  return (
    <div className="space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium">
          {minutes === null ? `${session.kicks} movements` : `10 movements in ${minutes} min`}
        </p>
        {session.concern && (
          <Badge tone="avoid">
            {session.concern === 'less-than-usual' ? 'Less than usual' : 'Fewer than 10 in 2 hours'}
          </Badge>
        )}
      </div>
      <p className={mutedText}>
        <When at={session.startedAt} />
      </p>
    </div>
  );
}

/** '48 s', '1 min 2 s': a contraction's length or interval. */
const seconds = (s: number) => (s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`);

function ContractionRow({ contraction }: { contraction: Contraction }) {
  return (
    <div className="space-y-1">
      <p className="font-medium">
        Lasted {seconds(contraction.durationSeconds)}
        {contraction.intervalSeconds !== null && ` · ${seconds(contraction.intervalSeconds)} after the one before`}
      </p>
      <p className={mutedText}>
        <When at={contraction.startedAt} />
      </p>
    </div>
  );
}

/** One of her checklists, folded to its progress; opened, her items in her order with their ticks. */
function ChecklistDetails({ list }: { list: Checklist }) {
  const done = list.items.filter((i) => i.done).length;
  return (
    <details>
      <summary className="cursor-pointer font-medium">
        {list.title}: {done} of {list.items.length} done
      </summary>
      <ul aria-label={list.title} className="mt-2 space-y-1">
        {list.items.map((item) => (
          <li key={item.id} className="flex items-start gap-2 text-sm">
            <span aria-hidden className="shrink-0">
              {item.done ? '☑' : '☐'}
            </span>
            <span className={`min-w-0 break-words ${item.done ? 'text-ink-muted line-through' : ''}`}>
              {item.text}
              <span className="sr-only">{item.done ? ' (done)' : ' (not done)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The three read-only lists of the partner view: symptoms, moods, appointments (spec §9: 3 each). */
export function PartnerLists({ data }: { data: PartnerData }) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <Column
        title="Recent symptoms"
        items={data.recentSymptoms}
        empty="No symptoms logged yet"
        render={(s) => <SymptomRow symptom={s} />}
      />
      <Column
        title="Recent moods"
        items={data.recentMoods}
        empty="No mood logged yet"
        render={(m) => <MoodRow mood={m} />}
      />
      <Column
        title="Upcoming appointments"
        items={data.upcomingAppointments}
        empty="No upcoming appointments"
        render={(a) => <AppointmentRow appointment={a} />}
      />
      {/* Kick counting starts in the third trimester: the list shows once she has counted. */}
      {data.recentKickSessions.length > 0 && (
        <Column
          title="Kick counts"
          items={data.recentKickSessions}
          empty=""
          render={(k) => <KickSessionRow session={k} />}
        />
      )}
      {/* Shown once she (or he, for her) has timed contractions. */}
      {data.recentContractions.length > 0 && (
        <Column
          title="Contractions"
          items={data.recentContractions}
          empty=""
          render={(c) => <ContractionRow contraction={c} />}
        />
      )}
      {/* Her checklists (issue 34), read-only: his own page at /checklists is his. */}
      {data.checklists.length > 0 && (
        <Column
          title="Her checklists"
          items={data.checklists}
          empty=""
          render={(list) => <ChecklistDetails list={list} />}
        />
      )}
    </div>
  );
}

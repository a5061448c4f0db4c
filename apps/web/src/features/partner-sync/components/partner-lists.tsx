import { APPOINTMENT_TYPES, DASHBOARD_MOODS, TRACKING_MOODS, type PartnerData } from '@bloom/contract';
import { MAX_RATING, severityColor, severityLabel, type SeverityColor } from '@bloom/pregnancy';
import { useId, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';

type Symptom = PartnerData['recentSymptoms'][number];
type Mood = PartnerData['recentMoods'][number];
type Appointment = PartnerData['upcomingAppointments'][number];
type KickSession = PartnerData['recentKickSessions'][number];
type Contraction = PartnerData['recentContractions'][number];
type Checklist = PartnerData['checklists'][number];

// Spec §9: severity green at <=2, yellow at <=3, red above; the word goes with the colour.
const SEVERITY_TONES: Record<SeverityColor, BadgeTone> = { green: 'safe', yellow: 'caution', red: 'avoid' };

// Moods and appointment types are stored by their English word (the contract's lists) and shown
// in the language on screen with the words Health Tracking and Appointments use; any other word
// (an older entry) is shown as it was written.
type MoodWord = (typeof DASHBOARD_MOODS)[number] | (typeof TRACKING_MOODS)[number];
type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
const MOODS: ReadonlySet<string> = new Set<string>([...DASHBOARD_MOODS, ...TRACKING_MOODS]);
const TYPES: ReadonlySet<string> = new Set<string>(APPOINTMENT_TYPES);
const isMood = (word: string): word is MoodWord => MOODS.has(word);
const isType = (word: string): word is AppointmentType => TYPES.has(word);

const itemClass = 'rounded-xl border border-line p-3';
const mutedText = 'text-sm text-ink-muted';

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
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
  const { t } = useT('partnerSync');
  const { t: tracking } = useT('tracking');
  return (
    <div className="space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{symptom.name}</p>
        <Badge tone={SEVERITY_TONES[severityColor(symptom.severity)]} icon={null}>
          {tracking(`severity.${severityLabel(symptom.severity)}`)}
        </Badge>
      </div>
      <p className={mutedText}>
        {t('lists.severity', { value: symptom.severity, max: MAX_RATING })} · <When at={symptom.loggedAt} />
      </p>
    </div>
  );
}

function MoodRow({ mood }: { mood: Mood }) {
  const { t } = useT('partnerSync');
  const { t: tracking } = useT('tracking');
  return (
    <div className="space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">
          {isMood(mood.mood) ? tracking(`moods.${mood.mood}`) : mood.mood}
        </p>
        <p className="shrink-0 text-sm text-ink">
          {t('lists.energy')}{' '}
          <span className="font-semibold">
            {mood.energy}/{MAX_RATING}
          </span>
        </p>
      </div>
      {mood.tags.length > 0 && (
        <ul aria-label={t('lists.tags')} className="flex flex-wrap gap-1.5">
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
  const { t } = useT('partnerSync');
  const { t: appointments } = useT('appointments');
  return (
    <div className="space-y-1">
      <p className="font-medium break-words">{appointment.title}</p>
      <p className="text-sm break-words text-ink">{appointment.providerName ?? t('lists.unknownProvider')}</p>
      <p className={mutedText}>
        <When at={appointment.dateTime} />
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">
          {isType(appointment.type) ? appointments(`types.${appointment.type}`) : appointment.type}
        </Badge>
        {appointment.location && <span className={`${mutedText} break-words`}>{appointment.location}</span>}
      </div>
    </div>
  );
}

function KickSessionRow({ session }: { session: KickSession }) {
  const { t } = useT('partnerSync');
  const minutes = session.secondsToTen === null ? null : Math.max(1, Math.round(session.secondsToTen / 60));
  return (
    <div className="space-y-1">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium">
          {minutes === null ? t('lists.movements', { count: session.kicks }) : t('lists.tenIn', { minutes })}
        </p>
        {session.concern && (
          <Badge tone="avoid">
            {session.concern === 'less-than-usual' ? t('lists.lessThanUsual') : t('lists.fewerThanTen')}
          </Badge>
        )}
      </div>
      <p className={mutedText}>
        <When at={session.startedAt} />
      </p>
    </div>
  );
}

function ContractionRow({ contraction }: { contraction: Contraction }) {
  const { t } = useT('partnerSync');
  /** '48 s', '1 min 2 s': a contraction's length or interval. */
  const seconds = (s: number) =>
    s >= 60 ? t('lists.minutesSeconds', { m: Math.floor(s / 60), s: s % 60 }) : t('lists.seconds', { s });
  return (
    <div className="space-y-1">
      <p className="font-medium">
        {t('lists.lasted', { length: seconds(contraction.durationSeconds) })}
        {contraction.intervalSeconds !== null && t('lists.after', { interval: seconds(contraction.intervalSeconds) })}
      </p>
      <p className={mutedText}>
        <When at={contraction.startedAt} />
      </p>
    </div>
  );
}

/** One of her checklists, folded to its progress; opened, her items in her order with their ticks. */
function ChecklistDetails({ list }: { list: Checklist }) {
  const { t, i18n } = useT('partnerSync');
  const { t: checklists } = useT('checklists');
  // Suggested items are the knowledge base's English; her own items are her words.
  const lang = (suggested: boolean) => suggested && i18n.language !== 'en';
  const title = checklists(`lists.${list.id}`);
  const done = list.items.filter((i) => i.done).length;
  return (
    <details>
      <summary className="cursor-pointer font-medium">
        {t('lists.checklistProgress', { title, done, count: list.items.length })}
      </summary>
      <ul aria-label={title} className="mt-2 space-y-1">
        {list.items.map((item) => (
          <li key={item.id} className="flex items-start gap-2 text-sm">
            <span aria-hidden className="shrink-0">
              {item.done ? '☑' : '☐'}
            </span>
            <span className={`min-w-0 break-words ${item.done ? 'text-ink-muted line-through' : ''}`}>
              {lang(item.suggested) ? <span lang="en">{item.text}</span> : item.text}
              <span className="sr-only">{item.done ? t('lists.done') : t('lists.notDone')}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The three read-only lists of the partner view: symptoms, moods, appointments (spec §9: 3 each). */
export function PartnerLists({ data }: { data: PartnerData }) {
  const { t } = useT('partnerSync');
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <Column
        title={t('lists.symptoms')}
        items={data.recentSymptoms}
        empty={t('lists.noSymptoms')}
        render={(s) => <SymptomRow symptom={s} />}
      />
      <Column
        title={t('lists.moods')}
        items={data.recentMoods}
        empty={t('lists.noMoods')}
        render={(m) => <MoodRow mood={m} />}
      />
      <Column
        title={t('lists.appointments')}
        items={data.upcomingAppointments}
        empty={t('lists.noAppointments')}
        render={(a) => <AppointmentRow appointment={a} />}
      />
      {/* Kick counting starts in the third trimester: the list shows once she has counted. */}
      {data.recentKickSessions.length > 0 && (
        <Column
          title={t('lists.kicks')}
          items={data.recentKickSessions}
          empty=""
          render={(k) => <KickSessionRow session={k} />}
        />
      )}
      {/* Shown once she (or he, for her) has timed contractions. */}
      {data.recentContractions.length > 0 && (
        <Column
          title={t('lists.contractions')}
          items={data.recentContractions}
          empty=""
          render={(c) => <ContractionRow contraction={c} />}
        />
      )}
      {/* Her checklists (issue 34), read-only: his own page at /checklists is his. */}
      {data.checklists.length > 0 && (
        <Column
          title={t('lists.checklists')}
          items={data.checklists}
          empty=""
          render={(list) => <ChecklistDetails list={list} />}
        />
      )}
    </div>
  );
}

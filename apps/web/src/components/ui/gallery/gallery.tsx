import { CalendarHeart, HeartPulse, Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '../alert.tsx';
import { Badge, VerdictBadge } from '../badge.tsx';
import { Button } from '../button.tsx';
import { Card, CardHeader } from '../card.tsx';
import { Dialog, Sheet } from '../dialog.tsx';
import { EmptyState } from '../empty-state.tsx';
import { Field, inputClass } from '../field.tsx';
import { illustrations, type IllustrationName } from '../illustrations.tsx';
import { Skeleton, SkeletonCard, SkeletonText } from '../skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs.tsx';
import { toast } from '../toast.tsx';
import { Toaster } from '../toaster.tsx';

/** One photographed section: `data-shot` names the PNG (docs/design/<name>--<theme>.png). */
function Shot({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section data-shot={name} className="space-y-4 bg-canvas p-6">
      <h2 className="text-heading font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const PALETTES = {
  brand: [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950],
  lavender: [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950],
  gray: [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950],
} as const;

const SEMANTIC = [
  'canvas',
  'surface',
  'surface-raised',
  'surface-soft',
  'ink',
  'ink-muted',
  'line',
  'line-strong',
  'accent',
  'on-accent',
  'accent-soft',
  'on-accent-soft',
] as const;

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <div className="min-w-0 text-center">
      <div className="h-10 rounded-lg border border-line" style={{ background: `var(--color-${color})` }} />
      <p className="mt-1 truncate text-[0.6875rem] text-ink-muted">{label}</p>
    </div>
  );
}

function Tokens() {
  return (
    <Shot name="tokens-colour" title="Colour">
      {Object.entries(PALETTES).map(([name, steps]) => (
        <div key={name}>
          <p className="mb-1 text-sm font-semibold">{name}</p>
          <div className="grid grid-cols-11 gap-1.5">
            {steps.map((s) => (
              <Swatch key={s} color={`${name}-${s}`} label={String(s)} />
            ))}
          </div>
        </div>
      ))}
      <div>
        <p className="mb-1 text-sm font-semibold">semantic (switch with the theme)</p>
        <div className="grid grid-cols-6 gap-1.5">
          {SEMANTIC.map((s) => (
            <Swatch key={s} color={s} label={s} />
          ))}
        </div>
      </div>
      <div>
        <p className="mb-1 text-sm font-semibold">safety (meaning only)</p>
        <div className="flex flex-wrap gap-2">
          <VerdictBadge status="safe" />
          <VerdictBadge status="caution" />
          <VerdictBadge status="avoid" />
          <VerdictBadge status="other" />
        </div>
      </div>
    </Shot>
  );
}

function Type() {
  return (
    <Shot name="tokens-type" title="Type">
      <p className="font-display text-display font-semibold">Display · Fraunces 36</p>
      <p className="font-display text-title font-semibold">Title · Fraunces 28</p>
      <p className="font-display text-heading font-semibold">Heading · Fraunces 22</p>
      <p className="text-subheading font-semibold">Subheading · Nunito Sans 18</p>
      <p className="text-body">
        Body · Nunito Sans 16. You are 18 weeks along, in your second trimester. Your baby is about the size of a
        banana.
      </p>
      <p className="text-caption text-ink-muted">Caption · Nunito Sans 13, muted ink</p>
    </Shot>
  );
}

function Buttons() {
  return (
    <Shot name="buttons" title="Buttons">
      {(['primary', 'secondary', 'quiet', 'danger'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <Button variant={variant}>
            {variant === 'primary' && <Plus aria-hidden className="size-4" />}
            {variant[0]!.toUpperCase() + variant.slice(1)}
          </Button>
          <Button variant={variant} size="sm">
            Small
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
        </div>
      ))}
    </Shot>
  );
}

function Cards() {
  return (
    <Shot name="cards" title="Cards">
      <Card>
        <CardHeader
          icon={<HeartPulse />}
          title="Recent Symptoms"
          description="Your last three entries"
          action={<Button size="sm">Add Symptom</Button>}
        />
        <ul className="divide-y divide-line">
          <li className="flex items-center justify-between py-3">
            <span>Lower back ache</span>
            <Badge tone="caution">Moderate</Badge>
          </li>
          <li className="flex items-center justify-between py-3">
            <span>Morning nausea</span>
            <Badge tone="safe" icon={null}>
              Mild
            </Badge>
          </li>
        </ul>
      </Card>
    </Shot>
  );
}

function Badges() {
  return (
    <Shot name="badges" title="Badges">
      <div className="flex flex-wrap items-center gap-2">
        <VerdictBadge status="safe" size="lg" label="Safe (cooked)" />
        <VerdictBadge status="caution" size="lg" />
        <VerdictBadge status="avoid" size="lg" />
        <VerdictBadge status="unknown" size="lg" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <VerdictBadge status="safe" size="sm" />
        <VerdictBadge status="caution" size="sm" />
        <VerdictBadge status="avoid" size="sm" />
        <Badge tone="brand">Week 18</Badge>
        <Badge tone="lavender">Admin</Badge>
        <Badge>Sample</Badge>
      </div>
    </Shot>
  );
}

function TabsShot() {
  return (
    <Shot name="tabs" title="Tabs">
      <Tabs defaultValue="search">
        <TabsList label="Food safety tools">
          <TabsTrigger value="search">Food Search</TabsTrigger>
          <TabsTrigger value="upc">UPC Scanner</TabsTrigger>
        </TabsList>
        <TabsContent value="search">
          <p className="text-ink-muted">Search a food or ingredient.</p>
        </TabsContent>
        <TabsContent value="upc">
          <p className="text-ink-muted">Enter a barcode.</p>
        </TabsContent>
      </Tabs>
    </Shot>
  );
}

function Fields() {
  return (
    <Shot name="fields" title="Fields">
      <Field label="Email" hint="We never share it.">
        {(ids) => <input {...ids} className={inputClass} defaultValue="maya@example.com" />}
      </Field>
      <Field label="Symptom name" error="Symptom name is required">
        {(ids) => <input {...ids} className={inputClass} placeholder="e.g. Nausea, back pain, headache" />}
      </Field>
      <Field label="Severity">
        {(ids) => (
          <select {...ids} className={inputClass} defaultValue="3">
            <option value="3">3 – Moderate</option>
          </select>
        )}
      </Field>
    </Shot>
  );
}

function Alerts() {
  return (
    <Shot name="alerts" title="Alerts">
      <Alert tone="info">Approval may take up to 48 hours.</Alert>
      <Alert tone="success">Your account was created.</Alert>
      <Alert tone="warning">Live data is unavailable; showing the local database.</Alert>
      <Alert tone="error">Login failed</Alert>
    </Shot>
  );
}

function Skeletons() {
  return (
    <Shot name="skeletons" title="Skeleton loaders">
      <SkeletonCard label="Loading symptoms" rows={2} />
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <SkeletonText lines={2} className="flex-1" />
      </div>
    </Shot>
  );
}

function Empty() {
  return (
    <Shot name="empty-states" title="Empty states">
      <Card>
        <EmptyState
          illustration="notes"
          title="No symptoms logged yet"
          description="Note how you feel so you can share it at your next visit."
          action={<Button size="sm">Add Symptom</Button>}
        />
      </Card>
      <div className="grid grid-cols-3 gap-2">
        {(Object.keys(illustrations) as IllustrationName[]).map((name) => (
          <div key={name} className="flex flex-col items-center rounded-card border border-line bg-surface p-2">
            {illustrations[name]}
            <p className="text-caption text-ink-muted">{name}</p>
          </div>
        ))}
      </div>
    </Shot>
  );
}

/** A stand-in for the page behind a dialog or a toast. */
function Backdrop() {
  return (
    <div className="space-y-4 p-4">
      <h1 className="text-title font-semibold">Hello, Maya!</h1>
      <SkeletonCard label="Page" rows={3} />
      <SkeletonCard label="Page" rows={2} />
      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 flex h-tabbar items-center justify-around border-t border-line bg-surface md:hidden"
      >
        {['Home', 'Track', 'BLOOM', 'Learn', 'Providers', 'More'].map((l) => (
          <span key={l} className="text-xs font-semibold text-gray-700 dark:text-gray-300">
            {l}
          </span>
        ))}
      </nav>
    </div>
  );
}

function DialogForm() {
  return (
    <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
      <Field label="Symptom name">
        {(ids) => <input {...ids} className={inputClass} placeholder="e.g. Nausea, back pain, headache" />}
      </Field>
      <Field label="Notes (optional)">{(ids) => <textarea {...ids} rows={3} className={inputClass} />}</Field>
      <Button type="submit" className="w-full">
        Log Symptom
      </Button>
    </form>
  );
}

/** Full-screen scenes: an open dialog (a bottom sheet on phones), a toast, a toast over a dialog. */
function Scene({ scene }: { scene: string }) {
  const [open, setOpen] = useState(scene !== 'toast');
  useEffect(() => {
    if (scene === 'toast' || scene === 'toast-dialog') {
      toast({ title: 'Symptom logged', description: 'Your symptom has been recorded successfully.' });
    }
  }, [scene]);
  const Panel = scene === 'sheet-side' ? Sheet : Dialog;
  return (
    <>
      <Backdrop />
      {scene !== 'toast' && (
        <Panel
          open={open}
          onOpenChange={setOpen}
          title="Log New Symptom"
          description="Record how you are feeling so you can share it with your provider."
        >
          <DialogForm />
        </Panel>
      )}
      <Toaster />
    </>
  );
}

export function Gallery({ scene }: { scene: string | null }) {
  if (scene) return <Scene scene={scene} />;
  return (
    <main className="mx-auto max-w-2xl">
      <h1 className="sr-only">BLOOM components</h1>
      <Tokens />
      <Type />
      <Buttons />
      <Cards />
      <Badges />
      <TabsShot />
      <Fields />
      <Alerts />
      <Skeletons />
      <Empty />
      <p className="flex items-center gap-2 p-6 text-caption text-ink-muted">
        <CalendarHeart aria-hidden className="size-4" /> Pictures made by npm run screenshots.
      </p>
    </main>
  );
}

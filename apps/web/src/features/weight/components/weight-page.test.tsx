import {
  HEIGHT_CM_MESSAGE,
  WEIGHT_LB_MESSAGE,
  WEIGHT_NEEDS_PROFILE_MESSAGE,
  WEIGHT_SAVED_MESSAGE,
  type WeightEntry,
  type WeightGuidance,
  type WeightProfile,
} from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { WeightPage } from './weight-page.tsx';
import { WeightProfileCard } from './weight-profile-card.tsx';

const source = (organization: string) => ({
  organization,
  title: 'Weight Gain During Pregnancy',
  url: 'https://example.org/weight',
  reviewed: '2026-11-23',
});
const text = (t: string, organization = 'American College of Obstetricians and Gynecologists (ACOG)') => ({
  text: t,
  source: source(organization),
});
const texts: WeightGuidance['texts'] = {
  about: text('How much weight to gain depends on your weight before pregnancy.'),
  bmi: text('Body mass index (BMI) is your weight in kilograms divided by your height in metres squared.'),
  weekly: text('Most of the gain comes in the second and third trimesters.'),
  chart: text('The shaded band is the range for each week.', 'Centers for Disease Control and Prevention (CDC)'),
  talk: text('Weigh yourself about once a week.'),
  twins: null,
};
const metric: WeightProfile = { prePregnancyWeightKg: 60, heightCm: 165, units: 'metric', twins: false };
const range = Array.from({ length: 41 }, (_, week) => ({ week, minKg: week * 0.25, maxKg: week * 0.4 }));

const aGuidance = (fields: Partial<WeightGuidance> = {}): WeightGuidance => ({
  state: 'ready',
  profile: metric,
  bmi: 22,
  band: 'normal',
  twins: false,
  insufficientData: false,
  totalKg: { min: 11.5, max: 16 },
  weeklyKg: { min: 0.35, max: 0.5 },
  firstTrimesterKg: { min: 0.5, max: 2 },
  week: 20,
  rangeNowKg: { min: 3.35, max: 5.63 },
  range,
  latest: null,
  texts,
  ...fields,
});
const needsProfile = aGuidance({
  state: 'needs-profile',
  profile: { prePregnancyWeightKg: null, heightCm: null, units: 'metric', twins: false },
  bmi: null,
  band: null,
  totalKg: null,
  weeklyKg: null,
  firstTrimesterKg: null,
  rangeNowKg: null,
  range: [],
});
const aWeight = (fields: Partial<WeightEntry> = {}): WeightEntry => ({
  id: 'w1',
  date: '2026-03-01',
  weightKg: 64.2,
  week: 20,
  gainKg: 4.2,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...fields,
});

/** The words and numbers drawn on the chart, in order: the gain axis, the week axis, the axes' names. */
const chartTexts = () => [...screen.getByTestId('weight-chart').querySelectorAll('text')].map((t) => t.textContent);

function SignedIn({ profileCard = false }: { profileCard?: boolean }) {
  return useAuth().state.status === 'signed-in' ? (
    <>
      {profileCard ? <WeightProfileCard /> : <WeightPage />}
      <Toaster />
    </>
  ) : null;
}

function renderPage({
  guidance = aGuidance(),
  weights = [] as WeightEntry[],
  profile = metric,
  profileCard = false,
}: { guidance?: WeightGuidance; weights?: WeightEntry[]; profile?: WeightProfile; profileCard?: boolean } = {}) {
  localStorage.setItem('authToken', 'token-1');
  const calls = serveFetch({
    'GET /api/user/profile': [200, testProfile({ pregnancyWeeks: 20 })],
    'GET /api/weights': [200, { weights }],
    'GET /api/weights/guidance': [200, guidance],
    'GET /api/weights/profile': [200, profile],
    'PUT /api/weights/profile': [200, { ...metric, units: 'imperial' }],
    'POST /api/weights': [201, aWeight()],
    'DELETE /api/weights/w1': [200, { message: 'Weight deleted' }],
  });
  return { calls, ...renderWithApp(<SignedIn profileCard={profileCard} />, { path: '/weight' }) };
}

describe('WeightPage', () => {
  it('asks for her weight and height before pregnancy first, and saves them in kg and cm', async () => {
    const { calls } = renderPage({ guidance: needsProfile, profile: needsProfile.profile });
    expect(await screen.findByText(WEIGHT_NEEDS_PROFILE_MESSAGE)).toBeInTheDocument();
    // No chart without them.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Weight before pregnancy (kg)'), '60');
    await userEvent.type(screen.getByLabelText('Height (cm)'), '165');
    await userEvent.click(screen.getByRole('button', { name: 'Save weight details' }));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ prePregnancyWeightKg: 60, heightCm: 165, units: 'metric', twins: false });
  });

  it('shows her BMI, band, the ranges with their sources, and where her latest gain lies', async () => {
    renderPage({
      guidance: aGuidance({
        latest: {
          date: '2026-03-01',
          weightKg: 64.2,
          gainKg: 4.2,
          week: 20,
          rangeKg: { min: 3.35, max: 5.63 },
          position: 'within',
        },
      }),
      weights: [aWeight()],
    });
    const card = (await screen.findByRole('heading', { name: 'Your recommended range' })).closest('section')!;
    expect(within(card).getByText('22.0 · Normal weight')).toBeInTheDocument();
    expect(within(card).getByText('11.5 kg to 16.0 kg')).toBeInTheDocument();
    expect(within(card).getByText('0.35 to 0.50 kg a week')).toBeInTheDocument();
    expect(within(card).getByText(/^Your latest gain/)).toHaveTextContent(
      'Your latest gain, +4.2 kg on Mar 1, 2026, is within the range for week 20 (3.4 kg to 5.6 kg).',
    );
    expect(within(card).getAllByRole('link', { name: /Weight Gain During Pregnancy/ }).length).toBeGreaterThan(0);
  });

  it('draws the chart for the eye and gives a screen reader the same numbers as a table', async () => {
    renderPage({ weights: [aWeight(), aWeight({ id: 'w2', date: '2026-02-01', weightKg: 62, week: 16, gainKg: 2 })] });
    const table = await screen.findByRole('table', {
      name: 'Your weights against the recommended range for each week',
    });
    // The chart (visx): the band, a point per weight, later weeks to the right and more gain higher
    // up, and both axes named, the gain in her units. The screen reader has the table instead.
    const chart = screen.getByTestId('weight-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(within(chart).getByTestId('weight-chart-band').getAttribute('d')).toMatch(/^M/);
    const [week16, week20] = within(chart)
      .getAllByTestId('weight-chart-point')
      .map((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) }));
    expect(week16!.x).toBeLessThan(week20!.x);
    expect(week16!.y).toBeGreaterThan(week20!.y);
    expect(chartTexts()).toEqual(['0', '5', '10', '15', '20', '0', '13', '27', '40', 'Week of pregnancy', 'Gain (kg)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['20', '64.2 kg', '+4.2 kg', '5.0 kg to 8.0 kg'],
      ['16', '62.0 kg', '+2.0 kg', '4.0 kg to 6.4 kg'],
    ]);
    // Hidden from sight (not from the screen reader) until she asks for it.
    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(table.parentElement).toHaveClass('sr-only');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
    expect(table.parentElement).not.toHaveClass('sr-only');
  });

  it('logs a weight typed in pounds as kilograms, and refuses an implausible one before sending', async () => {
    const imperial = { ...metric, units: 'imperial' as const };
    const { calls } = renderPage({ guidance: aGuidance({ profile: imperial }) });
    const weight = await screen.findByLabelText('Weight (lb)');
    // The chart's gain axis is in pounds too (16 kg is 35.3 lb).
    expect(chartTexts()).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
      '0',
      '13',
      '27',
      '40',
      'Week of pregnancy',
      'Gain (lb)',
    ]);
    await userEvent.type(weight, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save weight' }));
    expect(await screen.findByText(WEIGHT_LB_MESSAGE)).toBeInTheDocument();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(weight);
    await userEvent.type(weight, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save weight' }));
    expect(await screen.findByText(WEIGHT_SAVED_MESSAGE)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weightKg: 68.04 });
  });

  it('for twins with an underweight BMI, says there is no recommended range', async () => {
    const why = text('For twins with a pre-pregnancy BMI under 18.5, there was not enough information.');
    renderPage({
      guidance: aGuidance({
        profile: { ...metric, twins: true },
        twins: true,
        band: 'underweight',
        bmi: 17.9,
        insufficientData: true,
        totalKg: null,
        weeklyKg: null,
        firstTrimesterKg: null,
        rangeNowKg: null,
        range: [],
        texts: { ...texts, twins: why },
      }),
    });
    expect(await screen.findByText('No recommended range')).toBeInTheDocument();
    // Her chart is drawn without a band.
    expect(screen.getByTestId('weight-chart')).toBeInTheDocument();
    expect(screen.queryByTestId('weight-chart-band')).not.toBeInTheDocument();
    expect(screen.getByText(why.text)).toBeInTheDocument();
    expect(screen.getByText(/Total gain for twins/)).toBeInTheDocument();
  });

  it('deletes a weight', async () => {
    const { calls } = renderPage({ weights: [aWeight()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the weight of Mar 1, 2026' }));
    expect(await screen.findByText('Weight deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/weights/w1')).toBe(true);
  });
});

describe('WeightProfileCard', () => {
  it('converts what she typed when she switches units, and checks the height in her units', async () => {
    const { calls } = renderPage({ profileCard: true });
    expect(await screen.findByLabelText('Weight before pregnancy (kg)')).toHaveValue('60');
    await userEvent.click(screen.getByRole('radio', { name: 'lb, ft and in' }));
    expect(screen.getByLabelText('Weight before pregnancy (lb)')).toHaveValue('132.3');
    expect(screen.getByLabelText('Height (ft)')).toHaveValue('5');
    expect(screen.getByLabelText('and (in)')).toHaveValue('5');
    await userEvent.click(screen.getByRole('radio', { name: 'kg and cm' }));
    const cm = screen.getByLabelText('Height (cm)');
    await userEvent.clear(cm);
    await userEvent.type(cm, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save weight details' }));
    expect(await screen.findByText(HEIGHT_CM_MESSAGE)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

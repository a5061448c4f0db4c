import type { WeightEntry, WeightGuidance } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { setLanguage } from '@/lib/i18n/index.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { WeightPage } from './weight-page.tsx';

const text = (t: string) => ({
  text: t,
  source: {
    organization: 'ACOG',
    title: 'Weight Gain During Pregnancy',
    url: 'https://example.org/w',
    reviewed: '2026-11-23',
  },
});
const guidance: WeightGuidance = {
  state: 'ready',
  profile: { prePregnancyWeightKg: 60, heightCm: 165, units: 'metric', twins: false },
  bmi: 22,
  band: 'normal',
  twins: false,
  insufficientData: false,
  totalKg: { min: 11.5, max: 16 },
  weeklyKg: { min: 0.35, max: 0.5 },
  firstTrimesterKg: { min: 0.5, max: 2 },
  week: 20,
  rangeNowKg: { min: 3.35, max: 5.63 },
  range: Array.from({ length: 41 }, (_, week) => ({ week, minKg: week * 0.25, maxKg: week * 0.4 })),
  latest: {
    date: '2026-03-01',
    weightKg: 64.2,
    gainKg: 4.2,
    week: 20,
    rangeKg: { min: 3.35, max: 5.63 },
    position: 'within',
  },
  texts: {
    about: text('How much weight to gain depends on your weight before pregnancy.'),
    bmi: text('Body mass index (BMI) is your weight in kilograms divided by your height in metres squared.'),
    weekly: text('Most of the gain comes in the second and third trimesters.'),
    chart: text('The shaded band is the range for each week.'),
    talk: text('Weigh yourself about once a week.'),
    twins: null,
  },
};
const weight: WeightEntry = {
  id: 'w1',
  date: '2026-03-01',
  weightKg: 64.2,
  week: 20,
  gainKg: 4.2,
  createdAt: '2026-03-01T08:00:00.000Z',
};

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? <WeightPage /> : null;
}

/** A number as es-US writes it (decision 021: US conventions in both languages). */
const es = (value: number, digits: number) =>
  new Intl.NumberFormat('es-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

// The weight tool's texts come from the 'weight' catalogue (docs/decisions/021-languages.md).
describe('the weight tool in Spanish', () => {
  it('shows her range, BMI band, latest gain, log form, chart table and weights in Spanish, by locale', async () => {
    await setLanguage('es');
    localStorage.setItem('authToken', 'token-1');
    serveFetch({
      'GET /api/user/profile': [200, testProfile({ pregnancyWeeks: 20, locale: 'es' })],
      'GET /api/weights': [200, { weights: [weight] }],
      'GET /api/weights/guidance': [200, guidance],
      'GET /api/weights/profile': [200, guidance.profile],
    });
    renderWithApp(<SignedIn />, { path: '/weight' });

    const card = (await screen.findByRole('heading', { name: 'Tu rango recomendado' })).closest('section')!;
    expect(within(card).getByText(`${es(22, 1)} · Peso normal`)).toBeInTheDocument();
    expect(within(card).getByText(`${es(11.5, 1)} kg a ${es(16, 1)} kg`)).toBeInTheDocument();
    expect(within(card).getByText(`${es(0.35, 2)} a ${es(0.5, 2)} kg por semana`)).toBeInTheDocument();
    expect(within(card).getByText(/^Tu aumento más reciente/)).toHaveTextContent(
      `Tu aumento más reciente, +${es(4.2, 1)} kg el 1 mar 2026, está dentro del rango para la semana 20 (${es(3.35, 1)} kg a ${es(5.63, 1)} kg).`,
    );
    // The server's health sentences stay English until they have Spanish, marked as such.
    expect(within(card).getByText(guidance.texts.about.text).closest('[lang="en"]')).not.toBeNull();

    expect(screen.getByRole('heading', { name: 'Registra tu peso' })).toBeInTheDocument();
    expect(screen.getByLabelText('Peso (kg)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar peso' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    const table = screen.getByRole('table', { name: 'Tus pesos comparados con el rango recomendado para cada semana' });
    expect(within(table).getByRole('columnheader', { name: 'Aumento recomendado' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '1 mar 2026' })).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Tus pesos' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      `${es(64.2, 1)} kg · 1 mar 2026Semana 20 · +${es(4.2, 1)} kg desde antes del embarazo`,
    );
    expect(within(list).getByRole('button', { name: 'Eliminar el peso del 1 mar 2026' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/index.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aMood, aSymptom, someStats } from '../lib/fixtures.ts';
import { MoodHistory } from './history.tsx';
import { TrackerCard } from './tracker-card.tsx';
import { TrackingStats } from './tracking-stats.tsx';

// The tracking texts come from the 'tracking' catalogue (docs/decisions/021-languages.md).
describe('Health Tracking in Spanish', () => {
  it('labels the stats, the lists and the stored English mood in Spanish, numbers by locale', async () => {
    await setLanguage('es');
    serveFetch({
      'GET /api/tracking/stats': [200, someStats({ symptomCount: 1234, moodCount: 2, averageSeverity: 2.5 })],
      'GET /api/moods': [200, [aMood({ mood: 'Tired', energy: 4, notes: null, tags: [] })]],
    });
    renderWithApp(
      <>
        <TrackingStats />
        <MoodHistory />
      </>,
    );
    // The cards hold their labels while the figures load: wait for the figures.
    await waitFor(() => expect(screen.queryByText('Cargando tu resumen...')).not.toBeInTheDocument());
    expect(screen.getByText('Síntomas registrados').nextElementSibling).toHaveTextContent(/^1,234$/);
    expect(screen.getByText('Intensidad promedio').nextElementSibling).toHaveTextContent('2.5');
    expect(screen.getByRole('heading', { name: 'Historial de estado de ánimo' })).toBeInTheDocument();
    // Stored as 'Tired' (the contract's word); shown in her language.
    expect(await screen.findByText('Con cansancio')).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Energía 4/5 (Alta)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tired')).not.toBeInTheDocument();
  });

  it('opens the symptom dialog in Spanish; a chip writes its Spanish name and the severity reads in Spanish', async () => {
    await setLanguage('es');
    serveFetch({ 'GET /api/symptoms': [200, [aSymptom({ severity: 4 })]], 'GET /api/moods': [200, []] });
    renderWithApp(<TrackerCard moods={['Happy', 'Calm']} />);
    expect(await screen.findByRole('img', { name: 'Intensidad 4 de 5' })).toBeInTheDocument();
    expect(screen.getByText('Intensa')).toBeInTheDocument();
    expect(screen.getByText('Todavía no has registrado tu estado de ánimo')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Añadir síntoma' }));
    expect(await screen.findByRole('dialog', { name: 'Registrar un síntoma nuevo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Náuseas' }));
    expect(screen.getByLabelText('Nombre del síntoma')).toHaveValue('Náuseas');
    expect(screen.getByRole('radio', { name: '3 Moderada' })).toBeInTheDocument();
  });
});

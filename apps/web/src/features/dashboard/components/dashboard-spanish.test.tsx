import { Baby } from 'lucide-react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/index.ts';
import { BabyCard } from './baby-card.tsx';
import { JourneyTimeline } from './journey-timeline.tsx';
import { TodayActions } from './today-actions.tsx';
import { DueDateNote, WeekProgress } from './week-progress.tsx';

// The dashboard's texts come from the 'dashboard' catalogue (docs/decisions/021-languages.md).
const now = new Date('2026-03-05T12:00:00Z');

describe('the dashboard below the greeting, in Spanish', () => {
  it('draws this week’s baby in Spanish: the comparison, the typical size and the source’s month', async () => {
    await setLanguage('es');
    render(<BabyCard week={20} babyGender="girl" />);
    const card = screen.getByRole('region', { name: 'Tu bebé esta semana' });
    expect(card).toHaveTextContent('Tu bebé tiene más o menos el tamaño de un plátano');
    expect(card).toHaveTextContent('Longitud típica: aproximadamente 10.1 pulg. (25.6 cm), de la cabeza a los talones');
    expect(card).toHaveTextContent('Peso típico: aproximadamente 10.6 oz (300 g)');
    expect(card).toHaveTextContent(
      /Fuente: .+, tabla de crecimiento fetal \(se abre en una pestaña nueva\), consultada en noviembre de 2026\./,
    );
    expect(
      screen.getByRole('img', { name: 'Ilustración de una bebé (niña) en las semanas 17 a 20' }),
    ).toBeInTheDocument();
  });

  it('names the journey, its trimesters and their states in Spanish, and her due date by locale', async () => {
    await setLanguage('es');
    render(
      <JourneyTimeline week={20}>
        <DueDateNote week={20} dueDate="2026-07-16" timeZone="UTC" now={now} />
      </JourneyTimeline>,
    );
    const card = screen.getByRole('region', { name: 'Tu camino semana a semana' });
    expect(card).toHaveTextContent('Semana 20 de 40');
    expect(screen.getByRole('progressbar', { name: 'Avance del embarazo' })).toHaveAttribute(
      'aria-valuetext',
      'Semana 20 de 40, 50 %',
    );
    expect(screen.getByText('Primer trimestre')).toBeInTheDocument();
    expect(screen.getByText('Semanas 1 a 12')).toBeInTheDocument();
    expect(screen.getByText('Completado')).toBeInTheDocument();
    expect(screen.getByText('En curso')).toBeInTheDocument();
    expect(screen.getByText('Próximo')).toBeInTheDocument();
    expect(screen.getByText('Fecha probable de parto: 16 de julio de 2026')).toBeInTheDocument();
    expect(screen.getByText(/^Segundo trimestre: buen momento/)).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Week|Trimester|Due date/);
  });

  it('counts down in Spanish with plural and singular forms', async () => {
    await setLanguage('es');
    const countdown = (dueDate: string) =>
      render(<WeekProgress isPregnant week={20} dueDate={dueDate} timeZone="UTC" now={now} />);
    // 23 days: 3 weeks and 2 days.
    const { unmount } = countdown('2026-03-28');
    expect(screen.getByRole('region', { name: 'Avance semanal' })).toHaveTextContent('Faltan 3 semanas y 2 días');
    expect(screen.getByText('Fecha probable de parto: 28 de marzo de 2026')).toBeInTheDocument();
    unmount();
    countdown('2026-03-12');
    expect(screen.getByText('Falta 1 semana')).toBeInTheDocument();
  });

  it('tells someone not pregnant what the space is for, in Spanish, and heads “Today” in Spanish', async () => {
    await setLanguage('es');
    render(<WeekProgress isPregnant={false} week={null} dueDate={null} timeZone="UTC" now={now} />);
    expect(screen.getByRole('link', { name: 'Sincroniza con tu pareja para acompañar su embarazo' })).toHaveAttribute(
      'href',
      '#partner-sync',
    );
    render(<TodayActions actions={[{ label: 'Contar patadas', detail: 'Hoy', to: '#health-tracking', icon: Baby }]} />);
    expect(screen.getByRole('heading', { name: 'Hoy' })).toBeInTheDocument();
  });
});

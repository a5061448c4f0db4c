import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/index.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aGuideline, aMedication, anArticle, educationAnswer, guidelinesAnswer } from '../testing/fixtures.ts';
import { EducationHub } from './education-hub.tsx';

const NOTICE = 'Este contenido aún no está traducido al español; te lo mostramos en inglés.';

// The Learn page's texts come from the 'health' catalogue; the health content the server has
// only in English says so and is marked lang="en" (docs/decisions/021-languages.md).
describe('The Learn page in Spanish', () => {
  it('draws the hub and the guidelines in Spanish; a guideline still in English says so', async () => {
    await setLanguage('es');
    const calls = serveFetch({
      'GET /api/health/guidelines': [
        200,
        guidelinesAnswer([
          aGuideline({
            title: 'Protéjase de la Listeria',
            description: 'Las embarazadas tienen más probabilidades de contraer listeriosis.',
          }),
          aGuideline({
            id: 'caffeine',
            title: 'Keep caffeine moderate',
            category: 'nutrition',
            riskLevel: 'medium',
            translationNotice: 'Este contenido aún no está traducido; se muestra en inglés.',
          }),
        ]),
      ],
    });
    renderWithApp(<EducationHub />, { path: '/education' });
    const tabs = screen.getByRole('tablist', { name: 'Secciones de información de salud' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Pautas de los CDC', 'Seguridad de los medicamentos', 'Seguridad de los alimentos', 'Artículos']);
    expect(screen.getByRole('heading', { name: 'Pautas de los CDC' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar en todas las pautas')).toBeInTheDocument();

    const spanish = await screen.findByRole('article', { name: 'Protéjase de la Listeria' });
    expect(within(spanish).getByText('Riesgo alto')).toBeInTheDocument();
    expect(within(spanish).getByText('Seguridad')).toBeInTheDocument();
    expect(within(spanish).queryByText(NOTICE)).not.toBeInTheDocument();

    const english = screen.getByRole('article', { name: 'Keep caffeine moderate' });
    expect(within(english).getByText('Riesgo medio')).toBeInTheDocument();
    expect(within(english).getByText(NOTICE)).toBeInTheDocument();
    expect(within(english).getByText('Keep caffeine moderate')).toHaveAttribute('lang', 'en');
    await userEvent.setup().click(within(english).getByRole('button', { name: 'Keep caffeine moderate' }));
    expect(within(english).getByText(/Revisado el 23 nov 2026/)).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('2 pautas');
    expect(screen.getAllByText('Aviso médico:')).toHaveLength(2);
    expect(calls[0]?.headers['accept-language']).toBe('es');
  });

  it('opens an article with Spanish chrome, its English text marked and said to be untranslated', async () => {
    await setLanguage('es');
    serveFetch({ 'GET /api/education': [200, educationAnswer([1, 2, 3, 4].map((n) => anArticle(n)))] });
    renderWithApp(<EducationHub />, { path: '/education?tab=articles' });
    expect(await screen.findByRole('region', { name: 'Artículos destacados' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Más artículos' })).toBeInTheDocument();
    expect(screen.getAllByText('5 min de lectura')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Bienestar' })).toBeInTheDocument();
    expect(screen.getAllByText('Semanas 1 a 40').length).toBeGreaterThan(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Article number 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Article number 2' });
    expect(within(dialog).getByText(NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'First part of 2' }).closest('[lang="en"]')).not.toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Puntos clave' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Fuente:/)).toHaveTextContent(
      'Fuente: ACOG (se abre en una pestaña nueva) · Revisado el 23 nov 2026',
    );
  });

  it('checks a medicine with Spanish labels around BLOOM’s English answer', async () => {
    await setLanguage('es');
    serveFetch({ 'GET /api/health/medication/Tylenol': [200, aMedication()] });
    renderWithApp(<EducationHub />, { path: '/education?tab=medication' });
    expect(screen.getByRole('heading', { name: 'Seguridad de los medicamentos' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vitaminas y suplementos' })).toHaveTextContent(
      'Vitaminas prenatalesÁcido fólicoHierro',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tylenol' }));
    const card = await screen.findByRole('article', { name: 'Acetaminophen' });
    expect(within(card).getByText('Con precaución')).toBeInTheDocument();
    expect(within(card).getByText('Tylenol es una marca de acetaminophen.')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Recomendación' })).toBeInTheDocument();
    expect(within(card).getByText(NOTICE)).toBeInTheDocument();
    expect(within(card).getByText(/Liver warning/)).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Nombre del medicamento')).toHaveValue('Tylenol');
  });
});

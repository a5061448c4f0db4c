import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/index.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aFoodSearchResult, aUpcResult, recentChecksRoute } from '../testing/fixtures.ts';
import { cameraFailureMessage } from './camera-scanner.tsx';
import { FoodSafetyCard } from './food-safety-card.tsx';
import { FoodSearchResults } from './food-search-results.tsx';

// The food check's texts come from the 'food' catalogue (docs/decisions/021-languages.md).
const UNTRANSLATED = 'Este contenido aún no está traducido al español; te lo mostramos en inglés.';

describe('the food-safety details in Spanish', () => {
  it('labels a search’s details in Spanish, recalls counted with plurals, dates by locale', async () => {
    await setLanguage('es');
    const result = aFoodSearchResult();
    const safety = { ...result.safetyInfo!, translationNotice: 'Sin traducción' };
    renderWithApp(<FoodSearchResults term="brie" result={{ ...result, safetyInfo: safety }} />);

    expect(screen.getByText('Actualizado: 6 mar 2025, 3:30 p.m.')).toBeInTheDocument();
    // The verdict has no Spanish yet: its English is shown, said to be English and marked as such.
    const card = screen.getByRole('article', { name: 'Soft Cheese' });
    expect(within(card).getByText(UNTRANSLATED)).toBeInTheDocument();
    expect(within(card).getByText('Soft cheeses can carry Listeria.').closest('[lang="en"]')).not.toBeNull();
    expect(within(card).getByRole('heading', { name: 'Por qué' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Recomendaciones' })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Fuente: U.S. Food and Drug Administration (FDA) (se abre en una pestaña nueva) · revisado: 2025-01-15',
    );

    const recalls = screen.getByRole('region', { name: 'Información de retiros de la FDA' });
    expect(within(recalls).getByText('Se encontraron 2 retiros activos')).toBeInTheDocument();
    expect(within(recalls).getByText('Ongoing · Informado el 5 mar 2025 · Retiro F-0001-2025')).toHaveAttribute(
      'lang',
      'es',
    );
    expect(screen.getByRole('region', { name: 'Información nutricional del USDA' })).toBeInTheDocument();
    expect(screen.getByText('Aviso médico:')).toBeInTheDocument();
    expect(screen.queryByText(/Why|Guidelines|Reported|recalls found|Medical disclaimer/)).toBeNull();
  });

  it('shows the recent-check examples’ badge words in Spanish (the food names are the knowledge base’s)', async () => {
    await setLanguage('es');
    serveFetch(recentChecksRoute());
    renderWithApp(<FoodSafetyCard />);
    const recent = screen.getByRole('region', { name: 'Consultas recientes' });
    await waitFor(() =>
      expect(
        within(recent)
          .queryAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['SalmonSeguro (cocinado)', 'Soft CheeseEvitar']),
    );
  });

  it('says one recall in the singular', async () => {
    await setLanguage('es');
    const result = aFoodSearchResult();
    renderWithApp(
      <FoodSearchResults
        term="brie"
        result={{ ...result, recallInfo: { ...result.recallInfo!, activeRecallCount: 1 } }}
      />,
    );
    expect(screen.getByText('Se encontró 1 retiro activo')).toBeInTheDocument();
    // A verdict the server gave in Spanish is shown as it is.
    expect(screen.queryByText(UNTRANSLATED, { selector: 'article *' })).toBeNull();
  });

  it('runs the barcode lookup in Spanish: the check-digit warning, the product and its assessment', async () => {
    await setLanguage('es');
    serveFetch({ ...recentChecksRoute(), 'GET /api/upc/lookup/3760091720030': [200, aUpcResult()] });
    const user = userEvent.setup();
    renderWithApp(<FoodSafetyCard />);
    await user.click(screen.getByRole('tab', { name: 'Escáner de códigos UPC' }));
    expect(screen.getByRole('button', { name: 'Escanear con la cámara' })).toBeInTheDocument();
    expect(screen.getByText('Escanea o escribe un código de barras UPC')).toBeInTheDocument();
    const input = screen.getByLabelText('Número UPC o del código de barras');
    expect(input).toHaveAttribute('placeholder', 'Escribe el UPC o código de barras (8 a 14 dígitos)...');

    await user.type(input, '3760091720031');
    expect(
      await screen.findByText(
        'El dígito de control de este número EAN-13 no coincide, así que quizá se escribió mal algún dígito.',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '3760091720030');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));

    const product = await screen.findByRole('article', { name: 'Camembert de Normandie au lait cru' });
    expect(within(product).getByText('Encontrado')).toBeInTheDocument();
    expect(within(product).getByText('Marca')).toBeInTheDocument();
    expect(within(product).getByText('89 kcal por porción')).toBeInTheDocument();
    expect(within(product).getByText('+2 más')).toBeInTheDocument();
    expect(
      within(product).getByText('Fuente: Open Food Facts · Actualizado: 6 mar 2025, 3:30 p.m.'),
    ).toBeInTheDocument();
    const assessment = screen.getByRole('article', { name: 'Evaluación de seguridad en el embarazo' });
    // The server's assessment is English only: said so, and marked as English.
    expect(within(assessment).getByText(UNTRANSLATED)).toBeInTheDocument();
    expect(within(assessment).getByText('Raw milk can carry Listeria.').closest('[lang="en"]')).not.toBeNull();
  });

  it('says why the camera did not open in Spanish', async () => {
    await setLanguage('es');
    expect(cameraFailureMessage(new DOMException('denied', 'NotAllowedError'))).toBe(
      'El acceso a la cámara está desactivado para BLOOM. Permite la cámara en la configuración de tu navegador para escanear. También puedes escribir el número impreso debajo del código de barras.',
    );
  });
});

import { FDA_DATA_NOT_AVAILABLE_MESSAGE, MEDICATION_NAME_REQUIRED_MESSAGE } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aMedication } from '../testing/fixtures.ts';
import { MedicationTab } from './medication-tab.tsx';

describe('MedicationTab', () => {
  it('offers seven shortcuts: pain relievers, prenatal vitamins, folic acid and iron', () => {
    serveFetch({});
    renderWithApp(<MedicationTab />);
    const names = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names('Pain relievers')).toEqual(['Tylenol', 'Advil', 'Aleve', 'Aspirin']);
    expect(names('Vitamins and supplements')).toEqual(['Prenatal Vitamins', 'Folic Acid', 'Iron']);
    expect(screen.getByText('Is it safe during pregnancy?')).toBeInTheDocument();
    expect(screen.getByText(/Never start, stop or change a medicine/)).toBeInTheDocument();
  });

  it('checks a shortcut and shows the status, the brand it resolved and the FDA label', async () => {
    const user = userEvent.setup();
    let answer: (v: [number, unknown]) => void = () => undefined;
    serveFetch({ 'GET /api/health/medication/Tylenol': () => new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<MedicationTab />);
    await user.click(screen.getByRole('button', { name: 'Tylenol' }));
    expect(screen.getByRole('button', { name: 'Tylenol' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Medication name')).toHaveValue('Tylenol');
    expect(await screen.findByText('Checking BLOOM’s database and FDA drug labels...')).toHaveAttribute(
      'role',
      'status',
    );
    answer([200, aMedication()]);

    const card = await screen.findByRole('article', { name: 'Acetaminophen' });
    expect(within(card).getByText('Caution')).toHaveClass('bg-amber-100');
    expect(within(card).getByText('Tylenol is a brand of acetaminophen.')).toBeInTheDocument();
    expect(within(card).getByText('BLOOM Database')).toBeInTheDocument();
    expect(within(card).getByText('Live FDA Data')).toBeInTheDocument();
    expect(within(card).getByText('Example Consumer Health Inc.')).toBeInTheDocument();
    expect(within(card).getByText('Pain reliever/fever reducer')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Pregnancy and breast-feeding (FDA label)' })).toBeInTheDocument();
    expect(within(card).getByText(/Liver warning/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /MotherToBaby/ })).toHaveAttribute(
      'href',
      'https://mothertobaby.org/fact-sheets/',
    );
    expect(within(card).getByText(/FDA label from/)).toBeInTheDocument();
  });

  it('says “No FDA data found” with the FDA Data Not Available badge for an unknown name', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      'GET /api/health/medication/Zzqxv': [
        200,
        aMedication({
          found: false,
          status: null,
          medicationName: 'Zzqxv',
          query: 'Zzqxv',
          brandName: null,
          genericName: null,
          manufacturer: null,
          purpose: [],
          pregnancyWarnings: null,
          warnings: null,
          reason: null,
          matchedBy: null,
          matchedName: null,
          hasLocalData: false,
          labelStatus: 'not-found',
          lastUpdated: null,
          source: null,
          recommendation: 'No FDA data found for "Zzqxv". Ask your healthcare provider or pharmacist before taking it.',
        }),
      ],
    });
    renderWithApp(<MedicationTab />);
    await user.type(screen.getByLabelText('Medication name'), '  Zzqxv ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const card = await screen.findByRole('article', { name: 'No FDA data found for "Zzqxv"' });
    expect(within(card).getByText(FDA_DATA_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/health/medication/Zzqxv']);
  });

  it('shows BLOOM’s answer with a notice when live FDA data is unavailable, and Unknown for a label-only answer', async () => {
    const user = userEvent.setup();
    serveFetch({
      'GET /api/health/medication/Advil': [
        200,
        aMedication({
          medicationName: 'Ibuprofen',
          status: 'avoid',
          query: 'Advil',
          matchedName: 'Advil',
          labelStatus: 'unavailable',
          notice: "Live FDA label data is unavailable right now; showing BLOOM's local database.",
          manufacturer: null,
          pregnancyWarnings: null,
          warnings: null,
          lastUpdated: null,
        }),
      ],
      'GET /api/health/medication/Examplex': [
        200,
        aMedication({
          medicationName: 'Examplexin',
          status: null,
          query: 'Examplex',
          matchedBy: null,
          hasLocalData: false,
          reason: null,
          source: null,
        }),
      ],
    });
    renderWithApp(<MedicationTab />);
    await user.click(screen.getByRole('button', { name: 'Advil' }));
    const card = await screen.findByRole('article', { name: 'Ibuprofen' });
    expect(within(card).getByText('Avoid')).toHaveClass('bg-red-100');
    expect(within(card).getByRole('status')).toHaveTextContent('Live FDA label data is unavailable right now');
    expect(within(card).getByText(FDA_DATA_NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(within(card).queryByText(/FDA label from/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Medication name'));
    await user.type(screen.getByLabelText('Medication name'), 'Examplex{Enter}');
    const labelOnly = await screen.findByRole('article', { name: 'Examplexin' });
    expect(within(labelOnly).getByText('Unknown')).toHaveClass('bg-gray-100');
    expect(within(labelOnly).queryByText('BLOOM Database')).not.toBeInTheDocument();
  });

  it('refuses an empty name with the contract’s message and asks nothing', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({});
    renderWithApp(<MedicationTab />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDICATION_NAME_REQUIRED_MESSAGE);
    expect(screen.getByLabelText('Medication name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('shows the server’s error with a way to try again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    serveFetch({
      'GET /api/health/medication/Iron': async () => {
        attempts += 1;
        return attempts === 1
          ? [500, { message: 'Something went wrong on our side. Please try again.' }]
          : [200, aMedication({ medicationName: 'Iron supplements', status: 'safe', matchedBy: 'name' })];
      },
    });
    renderWithApp(<MedicationTab />);
    await user.click(screen.getByRole('button', { name: 'Iron' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Iron supplements' })).toBeInTheDocument();
  });
});

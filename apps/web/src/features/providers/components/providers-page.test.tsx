import { INVALID_ZIP_MESSAGE, ZIP_NOT_FOUND_MESSAGE } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProfile, aProvider, anOwnProvider, deferred, renderProvidersPage } from '../testing/fixtures.tsx';

const MARIGOLD = aProvider({ distance: 2.34 });
const JUNIPER = aProvider({
  name: 'Juniper Meadowlark, CNM',
  specialty: 'Certified Nurse Midwife',
  practice: 'Lantern Birth Collective',
  rating: 4.8,
  reviewCount: 1,
  acceptsNewPatients: false,
  insurance: ['Aetna', 'Humana'],
  features: [],
});
const ALL = 'GET /api/providers';

const card = (name: string) => screen.getByRole('article', { name });

describe('ProvidersPage', () => {
  it('shows a loading placeholder, then every provider as a card', async () => {
    const answer = deferred<[number, unknown]>();
    await renderProvidersPage({ [ALL]: () => answer.promise });
    expect(await screen.findByText('Loading providers…')).toBeInTheDocument();
    answer.resolve([200, [MARIGOLD, JUNIPER]]);

    const marigold = await screen.findByRole('article', { name: 'Dr. Marigold Thistlewood' });
    expect(screen.getByText('2 providers, best rated first')).toBeInTheDocument();
    expect(within(marigold).getByText('Obstetrics & Gynecology · Bluebonnet Women’s Health')).toBeInTheDocument();
    expect(within(marigold).getByRole('link', { name: '(512) 555-0101' })).toHaveAttribute('href', 'tel:5125550101');
    expect(within(marigold).getByText('1200 Willowbrook Lane, Suite 300, Austin, TX 78701')).toBeInTheDocument();
    expect(within(marigold).getByText(/2\.3 mi away/)).toBeInTheDocument();
    expect(within(marigold).getByText('Rated 4.9 out of 5 from 212 reviews')).toBeInTheDocument();
    expect(within(marigold).getByText('Accepting new patients')).toBeInTheDocument();
    expect(within(marigold).getByText('Sample')).toBeInTheDocument();
    expect(within(within(marigold).getByRole('list', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(2);
    // Spec §9: the first 3 insurance plans, then '+N more'.
    expect(within(marigold).getByText(/Aetna, Blue Cross Blue Shield, Cigna/)).toBeInTheDocument();
    expect(within(marigold).getByText('+2 more')).toBeInTheDocument();
    expect(within(marigold).queryByText(/Medicaid/)).toBeNull();

    const juniper = card('Juniper Meadowlark, CNM');
    expect(within(juniper).getByText('Not accepting new patients')).toBeInTheDocument();
    expect(within(juniper).getByText('Rated 4.8 out of 5 from 1 review')).toBeInTheDocument();
    expect(within(juniper).queryByText(/more$/)).toBeNull();
    expect(screen.getByText(/Providers marked Sample are fictional examples/)).toBeInTheDocument();
  });

  it('applies the filters only when Search is pressed', async () => {
    const user = userEvent.setup();
    const { apiCalls } = await renderProvidersPage({
      [ALL]: [200, [MARIGOLD, JUNIPER]],
      'GET /api/providers?specialty=Certified+Nurse+Midwife&insurance=Aetna': [200, [JUNIPER]],
    });
    await screen.findByText('2 providers, best rated first');
    await user.selectOptions(screen.getByLabelText('Specialty'), 'Certified Nurse Midwife');
    await user.selectOptions(screen.getByLabelText('Insurance'), 'Aetna');
    expect(apiCalls()).toEqual([ALL]);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('1 provider, best rated first')).toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Dr. Marigold Thistlewood' })).toBeNull();
    expect(apiCalls()).toEqual([ALL, 'GET /api/providers?specialty=Certified+Nurse+Midwife&insurance=Aetna']);
  });

  it('refuses a ZIP code of fewer than 5 digits with the spec message, without searching', async () => {
    const user = userEvent.setup();
    const { apiCalls } = await renderProvidersPage({
      [ALL]: [200, [MARIGOLD]],
      'GET /api/zip-codes/search?query=787': [200, []],
    });
    await screen.findByText('1 provider, best rated first');
    await user.type(screen.getByRole('combobox', { name: 'ZIP code' }), '787');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(INVALID_ZIP_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('combobox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls().filter((c) => c.startsWith('GET /api/providers'))).toEqual([ALL]);
  });

  it('searches by a 5-digit ZIP code and says the distances are from it', async () => {
    const user = userEvent.setup();
    await renderProvidersPage({
      [ALL]: [200, [MARIGOLD]],
      'GET /api/zip-codes/search?query=78704': [200, []],
      'GET /api/providers?zipCode=78704': [200, [MARIGOLD]],
    });
    await screen.findByText('1 provider, best rated first');
    await user.type(screen.getByRole('combobox', { name: 'ZIP code' }), '78704');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 provider within 50 miles of 78704, nearest first')).toBeInTheDocument();
  });

  it("shows the server's word on a ZIP code that does not exist, at the field", async () => {
    const user = userEvent.setup();
    await renderProvidersPage({
      [ALL]: [200, [MARIGOLD]],
      'GET /api/zip-codes/search?query=00000': [200, []],
      'GET /api/providers?zipCode=00000': [
        400,
        { message: ZIP_NOT_FOUND_MESSAGE, code: 'VALIDATION_FAILED', fields: { zipCode: ZIP_NOT_FOUND_MESSAGE } },
      ],
    });
    await screen.findByText('1 provider, best rated first');
    await user.type(screen.getByRole('combobox', { name: 'ZIP code' }), '00000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('We could not load providers.')).toBeInTheDocument();
    expect(screen.getAllByText(ZIP_NOT_FOUND_MESSAGE)).toHaveLength(2);
  });

  it('sorts at once when another order is chosen', async () => {
    const user = userEvent.setup();
    const { apiCalls } = await renderProvidersPage({
      [ALL]: [200, [MARIGOLD, JUNIPER]],
      'GET /api/providers?sort=name': [200, [JUNIPER, MARIGOLD]],
    });
    await screen.findByText('2 providers, best rated first');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Juniper Meadowlark, CNM',
        'Dr. Marigold Thistlewood',
      ]),
    );
    expect(apiCalls()).toEqual([ALL, 'GET /api/providers?sort=name']);
  });

  it('suggests sorting by distance needs a ZIP code when there is none', async () => {
    const user = userEvent.setup();
    await renderProvidersPage({ [ALL]: [200, [MARIGOLD]], 'GET /api/providers?sort=distance': [200, [MARIGOLD]] });
    await screen.findByText('1 provider, best rated first');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Distance');
    expect(await screen.findByText(/Enter a ZIP code, or save your home ZIP code/)).toBeInTheDocument();
  });

  it('lists nearest first from her home ZIP code when she saved one, in a sentence that reads', async () => {
    const user = userEvent.setup();
    const { apiCalls } = await renderProvidersPage(
      { [ALL]: [200, [MARIGOLD, JUNIPER]], 'GET /api/providers?sort=rating': [200, [MARIGOLD, JUNIPER]] },
      { profile: aProfile({ homeZip: '78704' }) },
    );
    // The server measures from her home ZIP and puts the nearest first; the page says so.
    expect(await screen.findByText('2 providers, nearest first from your home ZIP code 78704')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('distance');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Rating');
    expect(
      await screen.findByText('2 providers, best rated first (distances from your home ZIP code 78704)'),
    ).toBeInTheDocument();
    expect(apiCalls()).toEqual([ALL, 'GET /api/providers?sort=rating']);
  });

  it('shows an empty state that clears the filters', async () => {
    const user = userEvent.setup();
    const { apiCalls } = await renderProvidersPage({
      [ALL]: [200, [MARIGOLD]],
      'GET /api/providers?specialty=Pediatrician': [200, []],
    });
    await screen.findByText('1 provider, best rated first');
    await user.selectOptions(screen.getByLabelText('Specialty'), 'Pediatrician');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No providers found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('article', { name: 'Dr. Marigold Thistlewood' });
    expect(screen.getByLabelText('Specialty')).toHaveValue('');
    expect(apiCalls()).toEqual([ALL, 'GET /api/providers?specialty=Pediatrician']);
  });

  it('says clearly when the providers cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderProvidersPage({
      [ALL]: async () =>
        fail ? [500, { message: 'Something went wrong on our side. Please try again.' }] : [200, [MARIGOLD]],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load providers.Something went wrong on our side. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Dr. Marigold Thistlewood' })).toBeInTheDocument();
  });

  it('lists her own providers apart, first', async () => {
    await renderProvidersPage({ [ALL]: [200, [anOwnProvider(), MARIGOLD]] });
    const own = await screen.findByRole('region', { name: 'Your providers' });
    const mine = within(own).getByRole('article', { name: 'Dr. Jane Real' });
    expect(within(mine).getByText('Your provider')).toBeInTheDocument();
    expect(within(mine).queryByText(/reviews/)).toBeNull();
    expect(screen.getByText('1 provider, best rated first')).toBeInTheDocument();
  });

  it('shows 12 cards at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 15 }, (_, i) => aProvider({ name: `Dr. Provider ${i + 1}` }));
    await renderProvidersPage({ [ALL]: [200, many] });
    await screen.findByText('15 providers, best rated first');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more providers (3 more)' }));
    expect(screen.getAllByRole('article')).toHaveLength(15);
  });

  it('opens a profile with every insurance plan and feature, and books from it', async () => {
    const user = userEvent.setup();
    await renderProvidersPage({ [ALL]: [200, [MARIGOLD]] });
    await user.click(await screen.findByRole('button', { name: 'View profile of Dr. Marigold Thistlewood' }));
    const profile = screen.getByRole('dialog', { name: 'Dr. Marigold Thistlewood' });
    expect(within(profile).getByText('Obstetrics & Gynecology · Bluebonnet Women’s Health')).toBeInTheDocument();
    const plans = within(profile).getByRole('heading', { name: 'Insurance accepted' }).nextElementSibling!;
    expect(
      within(plans as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(MARIGOLD.insurance);
    expect(within(profile).getByText(/fictional provider from BLOOM’s sample directory/)).toBeInTheDocument();
    expect(within(profile).getByText(`NPI ${MARIGOLD.npi} (sample number, not a real NPI)`)).toBeInTheDocument();

    await user.click(within(profile).getByRole('button', { name: 'Book appointment' }));
    expect(screen.queryByRole('dialog', { name: 'Dr. Marigold Thistlewood' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Booking' })).toHaveTextContent('Booking Dr. Marigold Thistlewood');
  });

  it('opens the booking dialog for the chosen card and closes it again', async () => {
    const user = userEvent.setup();
    await renderProvidersPage(
      { [ALL]: [200, [MARIGOLD, JUNIPER]] },
      {
        renderBooking: (provider, onClose) => (
          <div role="dialog" aria-label="Booking">
            {provider.name}
            <button type="button" onClick={onClose}>
              Done
            </button>
          </div>
        ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Book appointment with Juniper Meadowlark, CNM' }));
    expect(screen.getByRole('dialog', { name: 'Booking' })).toHaveTextContent('Juniper Meadowlark, CNM');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Booking' })).toBeNull();
  });
});

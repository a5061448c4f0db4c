import type { providers } from '../../db/schema/index.ts';

/**
 * The demo provider directory seeded at start-up. Every name, practice and phone number is made
 * up (phones use the 555-01xx range reserved for fiction); the cities, ZIP codes and coordinates
 * are real so ZIP search and distances behave realistically. It stands in until a real directory
 * source is chosen (docs/product-decisions.md).
 */
export type ProviderSeed = typeof providers.$inferInsert;

const OBGYN = 'Obstetrics & Gynecology';
const MFM = 'Maternal-Fetal Medicine';
const CNM = 'Certified Nurse Midwife';
const FERTILITY = 'Fertility Specialist';
const PEDS = 'Pediatrician';

type Row = [
  id: string,
  name: string,
  specialty: string,
  practice: string,
  phone: string,
  street: string,
  city: string,
  zipCode: string,
  lat: number,
  lng: number,
  rating: number,
  reviewCount: number,
  acceptsNewPatients: boolean,
  features: string[],
  insurance: string[],
];

// prettier-ignore
const ROWS: Row[] = [
  ['demo-provider-01', 'Dr. Marigold Thistlewood', OBGYN, 'Bluebonnet Women’s Health', '(512) 555-0101', '1200 Willowbrook Lane, Suite 300', 'Austin, TX', '78701', 30.2689, -97.7426, 4.9, 212, true, ['Telehealth Available', 'Same Day Appointments'], ['Aetna', 'Blue Cross Blue Shield', 'Cigna', 'UnitedHealthcare']],
  ['demo-provider-02', 'Juniper Meadowlark, CNM', CNM, 'Lantern Birth Collective', '(512) 555-0102', '48 Sparrowfield Road', 'Austin, TX', '78705', 30.2940, -97.7399, 4.8, 134, true, ['Weekend Hours', 'Spanish Speaking', 'Lactation Support'], ['Aetna', 'Humana', 'UnitedHealthcare']],
  ['demo-provider-03', 'Dr. Percival Honeycomb', MFM, 'Riverstone Maternal-Fetal Center', '(512) 555-0103', '3100 Copperleaf Drive', 'Austin, TX', '78731', 30.3470, -97.7680, 4.7, 98, false, ['On-site Ultrasound', 'Telehealth Available'], ['Blue Cross Blue Shield', 'Cigna', 'Humana']],
  ['demo-provider-04', 'Dr. Wren Tumbleweed', PEDS, 'Little Acorn Pediatrics', '(512) 555-0104', '905 Cricket Hollow Way', 'Austin, TX', '78745', 30.2066, -97.7956, 4.6, 176, true, ['Evening Hours', 'Same Day Appointments'], ['Aetna', 'Blue Cross Blue Shield', 'UnitedHealthcare', 'Humana']],
  ['demo-provider-05', 'Dr. Celeste Brightwater', OBGYN, 'Evergreen Bay Obstetrics', '(206) 555-0105', '700 Rainlight Avenue, Floor 4', 'Seattle, WA', '98101', 47.6101, -122.3344, 4.8, 265, true, ['Telehealth Available', 'Evening Hours'], ['Kaiser Permanente', 'Aetna', 'Cigna', 'UnitedHealthcare']],
  ['demo-provider-06', 'Dr. Linden Featherstone', FERTILITY, 'Starling Fertility Studio', '(206) 555-0106', '215 Mossgate Street', 'Seattle, WA', '98104', 47.6025, -122.3270, 4.5, 87, true, ['Telehealth Available', 'Weekend Hours'], ['Aetna', 'Cigna', 'Blue Cross Blue Shield']],
  ['demo-provider-07', 'Saffron Willowby, CNM', CNM, 'Puddle Jump Midwifery', '(206) 555-0107', '6420 Fernhill Place', 'Seattle, WA', '98115', 47.6849, -122.2968, 4.9, 143, true, ['Lactation Support', 'Same Day Appointments'], ['Kaiser Permanente', 'UnitedHealthcare', 'Humana']],
  ['demo-provider-08', 'Dr. Ambrose Kettleby', MFM, 'Cascade Pines Perinatal Care', '(206) 555-0108', '1530 Cloudberry Court', 'Seattle, WA', '98122', 47.6115, -122.3050, 4.4, 61, false, ['On-site Ultrasound'], ['Kaiser Permanente', 'Blue Cross Blue Shield', 'Aetna']],
  ['demo-provider-09', 'Dr. Rosalind Quillfeather', OBGYN, 'Lakeshore Lullaby OB/GYN', '(312) 555-0109', '150 Windward Plaza, Suite 1200', 'Chicago, IL', '60601', 41.8858, -87.6181, 4.7, 301, true, ['Telehealth Available', 'Same Day Appointments', 'Spanish Speaking'], ['Blue Cross Blue Shield', 'Aetna', 'Cigna', 'Humana']],
  ['demo-provider-10', 'Dr. Thaddeus Marbleton', PEDS, 'Gingersnap Children’s Clinic', '(312) 555-0110', '840 Puddingstone Avenue', 'Chicago, IL', '60611', 41.8947, -87.6210, 4.8, 189, true, ['Weekend Hours', 'Evening Hours'], ['Blue Cross Blue Shield', 'UnitedHealthcare', 'Cigna']],
  ['demo-provider-11', 'Clementine Applewhite, CNM', CNM, 'Hearthstone Midwives', '(312) 555-0111', '2300 Larkspur Lane', 'Chicago, IL', '60614', 41.9227, -87.6533, 4.6, 112, true, ['Lactation Support', 'Telehealth Available'], ['Aetna', 'Humana', 'Blue Cross Blue Shield']],
  ['demo-provider-12', 'Dr. Ignatius Pennywhistle', FERTILITY, 'Harbor Moon Fertility', '(312) 555-0112', '5700 Quarry Bend Road', 'Chicago, IL', '60637', 41.7897, -87.5997, 4.3, 74, false, ['Telehealth Available'], ['Cigna', 'UnitedHealthcare', 'Aetna']],
  ['demo-provider-13', 'Dr. Aurelia Snowberry', MFM, 'Summit Sky Maternal-Fetal Medicine', '(303) 555-0113', '1600 Aspenbrook Street', 'Denver, CO', '80202', 39.7508, -104.9966, 4.8, 129, true, ['On-site Ultrasound', 'Telehealth Available'], ['Kaiser Permanente', 'Cigna', 'UnitedHealthcare']],
  ['demo-provider-14', 'Dr. Barnaby Goldfinch', OBGYN, 'Columbine Family Obstetrics', '(303) 555-0114', '415 Pinecone Parkway', 'Denver, CO', '80206', 39.7311, -104.9522, 4.5, 156, true, ['Evening Hours', 'Same Day Appointments'], ['Kaiser Permanente', 'Aetna', 'Blue Cross Blue Shield', 'Humana']],
  ['demo-provider-15', 'Posy Larkwhistle, CNM', CNM, 'Foothill Cradle Midwifery', '(303) 555-0115', '2120 Bramblewood Drive', 'Denver, CO', '80210', 39.6780, -104.9627, 4.7, 93, true, ['Weekend Hours', 'Lactation Support'], ['Kaiser Permanente', 'UnitedHealthcare', 'Humana']],
  ['demo-provider-16', 'Dr. Cosmo Dandelion', PEDS, 'Tiny Trails Pediatrics', '(303) 555-0116', '7800 Meadowrue Avenue', 'Denver, CO', '80220', 39.7335, -104.9115, 4.6, 141, true, ['Same Day Appointments', 'Spanish Speaking'], ['Cigna', 'Blue Cross Blue Shield', 'Aetna']],
  ['demo-provider-17', 'Dr. Magnolia Peachgrove', OBGYN, 'Sweetgum Women’s Care', '(404) 555-0117', '55 Dogwood Terrace, Suite 500', 'Atlanta, GA', '30303', 33.7525, -84.3915, 4.9, 248, true, ['Telehealth Available', 'Weekend Hours'], ['Humana', 'Aetna', 'Cigna', 'UnitedHealthcare']],
  ['demo-provider-18', 'Dr. Silas Hollyhock', MFM, 'Chattahoochee Perinatal Partners', '(404) 555-0118', '900 Magnolia Crest Way', 'Atlanta, GA', '30308', 33.7719, -84.3810, 4.5, 77, true, ['On-site Ultrasound', 'Evening Hours'], ['Blue Cross Blue Shield', 'UnitedHealthcare', 'Humana']],
  ['demo-provider-19', 'Dr. Odessa Fernsby', FERTILITY, 'Firefly Fertility Center', '(404) 555-0119', '1400 Peachleaf Road', 'Atlanta, GA', '30309', 33.7980, -84.3880, 4.6, 102, true, ['Telehealth Available', 'Same Day Appointments'], ['Aetna', 'Cigna', 'Blue Cross Blue Shield']],
  ['demo-provider-20', 'Birdie Clovermere, CNM', CNM, 'Porch Swing Birth Center', '(404) 555-0120', '3620 Honeysuckle Lane', 'Atlanta, GA', '30319', 33.8720, -84.3360, 4.4, 68, false, ['Lactation Support', 'Spanish Speaking'], ['Humana', 'UnitedHealthcare', 'Aetna']],
  ['demo-provider-21', 'Dr. Evangeline Cobblestone', OBGYN, 'Beacon Hill Harbor Obstetrics', '(617) 555-0121', '25 Lamplighter Row', 'Boston, MA', '02114', 42.3611, -71.0671, 4.7, 233, true, ['Telehealth Available', 'Evening Hours'], ['Blue Cross Blue Shield', 'Cigna', 'Aetna', 'UnitedHealthcare']],
  ['demo-provider-22', 'Dr. Horatio Puffin', MFM, 'Back Bay Perinatal Institute', '(617) 555-0122', '330 Seaglass Avenue', 'Boston, MA', '02115', 42.3427, -71.0899, 4.9, 118, true, ['On-site Ultrasound', 'Telehealth Available'], ['Blue Cross Blue Shield', 'Humana', 'Cigna']],
  ['demo-provider-23', 'Dr. Philippa Buttonwood', PEDS, 'Tugboat Pediatric Group', '(617) 555-0123', '480 Cobble Wharf Street', 'Boston, MA', '02116', 42.3496, -71.0746, 4.7, 164, true, ['Weekend Hours', 'Same Day Appointments'], ['Aetna', 'UnitedHealthcare', 'Blue Cross Blue Shield']],
  ['demo-provider-24', 'Dr. Alistair Moonbeam', FERTILITY, 'Lighthouse Fertility Partners', '(617) 555-0124', '62 Tidepool Circle', 'Boston, MA', '02135', 42.3489, -71.1548, 4.2, 59, true, ['Evening Hours', 'Telehealth Available'], ['Cigna', 'Aetna', 'Humana']],
];

export const DEMO_PROVIDERS: readonly ProviderSeed[] = ROWS.map(
  ([
    id,
    name,
    specialty,
    practice,
    phone,
    street,
    city,
    zipCode,
    lat,
    lng,
    rating,
    reviewCount,
    acceptsNewPatients,
    features,
    insurance,
  ]) => ({
    id,
    name,
    specialty,
    practice,
    phone,
    address: `${street}, ${city} ${zipCode}`,
    zipCode,
    lat,
    lng,
    rating,
    reviewCount,
    acceptsNewPatients,
    features,
    insurance,
  }),
);

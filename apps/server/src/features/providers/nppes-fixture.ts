/**
 * An NPPES-style file: the registry's own column names (in another order than BLOOM's sample,
 * with a registry column BLOOM does not use) and BLOOM's extra columns.
 */
export const NPPES_SAMPLE = [
  'NPI,Provider Enumeration Date,Entity Type Code,Provider Organization Name (Legal Business Name),Provider Last Name (Legal Name),Provider First Name,Provider Name Prefix Text,Provider Credential Text,Provider First Line Business Practice Location Address,Provider Second Line Business Practice Location Address,Provider Business Practice Location Address City Name,Provider Business Practice Location Address State Name,Provider Business Practice Location Address Postal Code,Provider Business Practice Location Address Telephone Number,Healthcare Provider Taxonomy Code_1,Practice Name,Insurance,Features,Rating,Review Count,Accepts New Patients,Latitude,Longitude',
  // 2: a physician in capitals, ZIP+4, no coordinates (placed at the ZIP code's centre on import).
  '1234567893,05/23/2005,1,,OKAFOR,ADAEZE,DR.,MD,2400 RED RIVER ST,SUITE 210,AUSTIN,TX,787051234,5125550180,207V00000X,Red River Women’s Clinic,Aetna; Cigna,Telehealth Available,4.7,88,Y,,',
  // 3: a midwife with a quoted address holding a comma, and coordinates.
  '1987654328,,1,,Lindqvist,Maren,,CNM,"18 Harbor View Rd, Building B",,Seattle,wa,98101,(206) 555-0190,367A00000X,Sound Midwives,Kaiser Permanente; Medicaid,Water Birth Options; Weekend Hours,4.9,41,yes,47.61,-122.33',
  // 4: an NPI whose check digit is wrong.
  '1234567890,,1,,Stone,Ivy,Dr.,MD,1 Main St,,Austin,TX,78701,5125550181,207V00000X,,,,,,,,',
  // 5: a taxonomy outside prenatal and infant care (orthopaedic surgery).
  '1456789019,,1,,Bone,Rex,Dr.,MD,2 Main St,,Austin,TX,78701,5125550182,207X00000X,,,,,,,,',
  // 6: a state that does not exist.
  '1765432103,,1,,Vale,Nora,Dr.,MD,3 Main St,,Austin,ZZ,78701,5125550183,207V00000X,,,,,,,,',
  // 7: a row cut short.
  '1122334455,,1,,Short,Row',
  // 8: an organization (entity type 2) named by its legal business name.
  '1122334455,,2,LITTLE SPROUTS PEDIATRICS LLC,,,,,40 Elm St,,Chicago,IL,60614,3125550184,208000000X,,Humana,,,,,,',
  // 9: a rating that is not a number.
  '1456789019,,1,,Reyes,Lucia,Dr.,MD,5 Main St,,Austin,TX,78701,5125550185,207VM0101X,,,,great,3,N,,',
].join('\n');

/** Countries and cities used for company headquarters and people locations. */

export interface City {
  city: string;
  state: string | null;
}

export interface Country {
  name: string;
  /** Relative weight for company headquarters. */
  weight: number;
  cities: readonly City[];
}

const withState = (pairs: readonly [string, string][]): City[] => pairs.map(([city, state]) => ({ city, state }));
const noState = (cities: readonly string[]): City[] => cities.map((city) => ({ city, state: null }));

export const COUNTRIES: readonly Country[] = [
  {
    name: 'United States',
    weight: 60,
    cities: withState([
      ['New York', 'New York'],
      ['San Francisco', 'California'],
      ['San Jose', 'California'],
      ['Los Angeles', 'California'],
      ['San Diego', 'California'],
      ['Seattle', 'Washington'],
      ['Austin', 'Texas'],
      ['Dallas', 'Texas'],
      ['Houston', 'Texas'],
      ['Boston', 'Massachusetts'],
      ['Chicago', 'Illinois'],
      ['Denver', 'Colorado'],
      ['Boulder', 'Colorado'],
      ['Atlanta', 'Georgia'],
      ['Miami', 'Florida'],
      ['Tampa', 'Florida'],
      ['Raleigh', 'North Carolina'],
      ['Charlotte', 'North Carolina'],
      ['Salt Lake City', 'Utah'],
      ['Phoenix', 'Arizona'],
      ['Minneapolis', 'Minnesota'],
      ['Nashville', 'Tennessee'],
      ['Philadelphia', 'Pennsylvania'],
      ['Pittsburgh', 'Pennsylvania'],
      ['Washington', 'District of Columbia'],
      ['Portland', 'Oregon'],
      ['Columbus', 'Ohio'],
      ['Detroit', 'Michigan'],
    ]),
  },
  {
    name: 'United Kingdom',
    weight: 9,
    cities: noState(['London', 'Manchester', 'Edinburgh', 'Bristol', 'Cambridge', 'Leeds', 'Birmingham']),
  },
  { name: 'Germany', weight: 5, cities: noState(['Berlin', 'Munich', 'Hamburg', 'Frankfurt', 'Cologne', 'Stuttgart']) },
  { name: 'France', weight: 4, cities: noState(['Paris', 'Lyon', 'Toulouse', 'Nantes', 'Bordeaux']) },
  {
    name: 'Canada',
    weight: 5,
    cities: withState([
      ['Toronto', 'Ontario'],
      ['Ottawa', 'Ontario'],
      ['Vancouver', 'British Columbia'],
      ['Montreal', 'Quebec'],
      ['Calgary', 'Alberta'],
    ]),
  },
  { name: 'Netherlands', weight: 3, cities: noState(['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven', 'The Hague']) },
  {
    name: 'Australia',
    weight: 4,
    cities: withState([
      ['Sydney', 'New South Wales'],
      ['Melbourne', 'Victoria'],
      ['Brisbane', 'Queensland'],
      ['Perth', 'Western Australia'],
    ]),
  },
  {
    name: 'India',
    weight: 5,
    cities: withState([
      ['Bengaluru', 'Karnataka'],
      ['Mumbai', 'Maharashtra'],
      ['Pune', 'Maharashtra'],
      ['Hyderabad', 'Telangana'],
      ['Chennai', 'Tamil Nadu'],
      ['Gurugram', 'Haryana'],
    ]),
  },
  { name: 'Singapore', weight: 2, cities: noState(['Singapore']) },
  { name: 'Sweden', weight: 3, cities: noState(['Stockholm', 'Gothenburg', 'Malmö']) },
];

export const COUNTRY_WEIGHTS: readonly number[] = COUNTRIES.map((c) => c.weight);

/** Flat table of (country, city) pairs; people store an index into it. */
export interface Location {
  countryIndex: number;
  city: string;
  country: string;
}

export const LOCATIONS: readonly Location[] = COUNTRIES.flatMap((country, countryIndex) =>
  country.cities.map((c) => ({ countryIndex, city: c.city, country: country.name })),
);

/** First LOCATIONS index for each country, and how many cities it has. */
export const LOCATION_RANGES: readonly { start: number; count: number }[] = (() => {
  const ranges: { start: number; count: number }[] = [];
  let start = 0;
  for (const country of COUNTRIES) {
    ranges.push({ start, count: country.cities.length });
    start += country.cities.length;
  }
  return ranges;
})();

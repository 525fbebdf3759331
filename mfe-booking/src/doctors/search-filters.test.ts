import { DEFAULT_FILTERS, filtersFromParams, filtersToParams, filtersToQuery, hasActiveFilters, RESET_FILTERS } from './search-filters';

const NOW = new Date(2026, 10, 21, 9, 0);
const read = (query: string) => filtersFromParams(new URLSearchParams(query), NOW);

describe('doctor search filters', () => {
  it('start at All Specialties, any name, experience, rating and day, $1,000 and Top Rated', () => {
    expect(read('')).toEqual({
      specialization: null,
      name: '',
      experience: null,
      minRating: null,
      maxFee: 1000,
      date: null,
      availableNow: false,
      sort: 'rating',
      page: 1,
    });
  });

  it('reset every filter and put the fee slider at 200 (spec §2)', () => {
    expect(RESET_FILTERS).toEqual({ ...DEFAULT_FILTERS, maxFee: 200 });
    expect(filtersToParams(RESET_FILTERS).toString()).toBe('maxFee=200');
  });

  it('round-trip through the URL and leave defaults out of it', () => {
    const query =
      'specialization=Cardiology&name=chen&experience=5&minRating=4.5&maxFee=500&date=2026-11-25&availableNow=true&sort=fee&page=3';
    const filters = read(query);
    expect(filters).toEqual({
      specialization: 'Cardiology',
      name: 'chen',
      experience: 5,
      minRating: 4.5,
      maxFee: 500,
      date: '2026-11-25',
      availableNow: true,
      sort: 'fee',
      page: 3,
    });
    expect(filtersToParams(filters).toString()).toBe(query);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('ask the server for doctors available now only when the filter is on', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, availableNow: true }).availableNow).toBe(true);
    expect(filtersToQuery(DEFAULT_FILTERS)).not.toHaveProperty('availableNow');
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, availableNow: true })).toBe(true);
  });

  it("read the assistant's `specialty` links as the specialization filter, and write them back as specialization", () => {
    const filters = read('specialty=Neurology');
    expect(filters.specialization).toBe('Neurology');
    expect(filtersToParams(filters).toString()).toBe('specialization=Neurology');
    expect(read('specialization=ENT&specialty=Neurology').specialization).toBe('ENT');
  });

  it('ignore values a person could not have chosen', () => {
    expect(read('specialization=All Specialties&experience=-3&minRating=9&maxFee=99999&sort=price&page=0&date=2020-01-01')).toEqual(
      DEFAULT_FILTERS,
    );
    expect(read('maxFee=1234').maxFee).toBe(1230);
  });

  it('build the API query, leaving specialization out for all (spec §7)', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toEqual({ maxFee: 1000, sort: 'rating', page: 1 });
    expect(
      filtersToQuery(read('specialization=ENT&name=%20lee%20&experience=10&minRating=4&date=2026-12-01&sort=experience&page=2')),
    ).toEqual({
      specialization: 'ENT',
      name: 'lee',
      experience: 10,
      minRating: 4,
      maxFee: 1000,
      date: '2026-12-01',
      sort: 'experience',
      page: 2,
    });
  });

  it('count sort and page as no filter', () => {
    expect(hasActiveFilters(read('sort=fee&page=2'))).toBe(false);
    expect(hasActiveFilters(read('maxFee=200'))).toBe(true);
    expect(hasActiveFilters(read('date=2026-11-25'))).toBe(true);
  });
});

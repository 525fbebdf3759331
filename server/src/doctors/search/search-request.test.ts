import { searchKey, type DoctorSearchRequest } from './search-request';

const request: DoctorSearchRequest = {
  specialization: 'Cardiology',
  name: 'Chen',
  maxFee: 1000,
  date: '2026-12-01',
  sort: 'fee',
  page: 2,
  limit: 12,
};

describe('searchKey', () => {
  it('is the same for the same fields whatever their order, and for a name in another case', () => {
    const reordered = {
      limit: 12,
      page: 2,
      sort: 'fee',
      date: '2026-12-01',
      maxFee: 1000,
      name: 'CHEN',
      specialization: 'Cardiology',
    } as DoctorSearchRequest;
    expect(searchKey(reordered)).toBe(searchKey(request));
    expect(searchKey({ ...request, minFee: undefined })).toBe(searchKey(request));
  });

  it('tells apart every field of the request, a filter it was never told of too', () => {
    const keys = [
      request,
      { ...request, specialization: 'Dermatology' },
      { ...request, name: 'Moreau' },
      { ...request, experience: 5 },
      { ...request, minRating: 4 },
      { ...request, minFee: 10 },
      { ...request, maxFee: 999 },
      { ...request, date: '2026-12-02' },
      { ...request, sort: 'rating' as const },
      { ...request, page: 3 },
      { ...request, limit: 24 },
      // A filter added to the validated request later (say, a language): its value alone makes another key.
      { ...request, language: 'French' } as DoctorSearchRequest,
      { ...request, language: 'German' } as DoctorSearchRequest,
    ].map(searchKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cannot be confused by values that look like other fields', () => {
    expect(searchKey({ ...request, name: 'a","b' })).not.toBe(
      searchKey({ ...request, name: 'a', specialization: 'b' } as DoctorSearchRequest),
    );
  });
});

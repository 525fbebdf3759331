import type { DoctorRow } from '../db/schema';
import type { DoctorRecord } from './doctor-repository';
import { DoctorSearchIndex } from './search-index';

let counter = 0;

/** A doctor record as the repository reads it; ids sort in creation order. */
function doctorRecord(fields: Partial<DoctorRow> & { name?: string } = {}): DoctorRecord {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const { name = `Doctor ${counter}`, ...row } = fields;
  const fees = row.fees === undefined ? 100 : row.fees;
  const doctor: DoctorRow = {
    id,
    userId: id.replace('00000000', '11111111'),
    searchName: name.toLowerCase(),
    specialization: 'Cardiology',
    fees,
    effectiveFee: fees ?? 500,
    qualification: 'MD',
    experience: 5,
    about: 'About',
    languages: ['English'],
    status: 'active',
    timeZone: 'UTC',
    profileImage: null,
    weeklySlots: null,
    rating: null,
    ratingSum: 0,
    reviewCount: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...row,
  };
  return { doctor, owner: { id: doctor.userId, name, email: `${counter}@example.test`, profileImage: null } };
}

const ids = (page: { records: DoctorRecord[] }) => page.records.map((record) => record.doctor.id);
const paging = (sort: 'rating' | 'experience' | 'fee', page = 1, limit = 12) => ({ sort, page, limit });

describe('the doctor search index', () => {
  it('orders by rating (unrated last, more reviews first, then id), experience and fee (no fee counting as 500)', () => {
    const a = doctorRecord({ rating: 4.5, reviewCount: 2, experience: 3, fees: 300 });
    const b = doctorRecord({ rating: 4.5, reviewCount: 5, experience: 9, fees: null });
    const c = doctorRecord({ rating: null, reviewCount: 0, experience: 9, fees: 40 });
    const d = doctorRecord({ rating: 5, reviewCount: 1, experience: 1, fees: 300 });
    const index = new DoctorSearchIndex([c, a, d, b]);
    expect(ids(index.search({}, paging('rating')))).toEqual([d, b, a, c].map((r) => r.doctor.id));
    expect(ids(index.search({}, paging('experience')))).toEqual([b, c, a, d].map((r) => r.doctor.id));
    expect(ids(index.search({}, paging('fee')))).toEqual([c, a, d, b].map((r) => r.doctor.id));
    expect(ids(index.search({ maxFee: 499 }, paging('fee')))).toEqual([c, a, d].map((r) => r.doctor.id));
  });

  it('moves a changed doctor to its new place and drops one that turns inactive', () => {
    const [a, b, c] = [doctorRecord({ fees: 100 }), doctorRecord({ fees: 200 }), doctorRecord({ fees: 300 })];
    const index = new DoctorSearchIndex([a, b, c]);
    expect(index.upsert({ ...a, doctor: { ...a.doctor, fees: 250, effectiveFee: 250 } })).toBe(true);
    expect(ids(index.search({}, paging('fee')))).toEqual([b, a, c].map((r) => r.doctor.id));
    expect(index.upsert({ ...b, doctor: { ...b.doctor, status: 'inactive' } })).toBe(true);
    expect(ids(index.search({}, paging('fee')))).toEqual([a, c].map((r) => r.doctor.id));
    // Reloaded unchanged: nothing to do.
    expect(index.upsert({ ...c, doctor: { ...c.doctor } })).toBe(false);
    expect(index.remove(c.doctor.id)).toBe(true);
    expect(ids(index.search({}, paging('fee')))).toEqual([a.doctor.id]);
    expect(index.size).toBe(2);
  });

  it('tells a re-read doctor that changed in any field from one that did not', () => {
    const record = doctorRecord({ languages: ['English', 'Hindi'], weeklySlots: [1, 2, 3, 4, 5, 6, 7] });
    const index = new DoctorSearchIndex([record]);
    const copy = (): DoctorRecord => ({ doctor: { ...record.doctor, languages: [...record.doctor.languages], weeklySlots: [...record.doctor.weeklySlots!], updatedAt: new Date(record.doctor.updatedAt) }, owner: { ...record.owner } });
    expect(index.upsert(copy())).toBe(false);
    const changes: Array<(next: DoctorRecord) => void> = [
      (next) => (next.doctor.updatedAt = new Date(next.doctor.updatedAt.getTime() + 1)),
      (next) => (next.doctor.languages = ['English', 'Spanish']),
      (next) => (next.doctor.weeklySlots = [1, 2, 3, 4, 5, 6, 0]),
      (next) => (next.doctor.weeklySlots = null),
      (next) => (next.doctor.about = 'Changed'),
      (next) => (next.owner.email = 'moved@example.test'),
      (next) => (next.owner.profileImage = '/uploads/new.webp'),
    ];
    for (const change of changes) {
      const fresh = new DoctorSearchIndex([record]);
      const next = copy();
      change(next);
      expect(fresh.upsert(next)).toBe(true);
    }
  });

  it('matches every name word as a plain substring of the stored search name', () => {
    const index = new DoctorSearchIndex([doctorRecord({ name: 'Anne_Marie 100%' }), doctorRecord({ name: 'Annexe Mario' })]);
    const names = (name: string) => index.search({ name }, paging('rating')).records.map((record) => record.owner.name);
    expect(names('anne_m')).toEqual(['Anne_Marie 100%']);
    expect(names('%')).toEqual(['Anne_Marie 100%']);
    expect(names('Dr. MAR anne')).toEqual(['Anne_Marie 100%', 'Annexe Mario']);
    expect(names('marie mario')).toEqual([]);
  });

  it('never matches a word across two names, and sees renamed doctors at the next search', () => {
    // Adjacent in the walk's order: 'ann' + 'a' would span the end of one name and the start of the next.
    const first = doctorRecord({ name: 'Zoe Ann', rating: 5 });
    const second = doctorRecord({ name: 'Abel Stone', rating: 4 });
    const index = new DoctorSearchIndex([first, second]);
    const names = (name: string) => index.search({ name }, paging('rating')).records.map((record) => record.owner.name);
    expect(names('annabel')).toEqual([]);
    expect(names('ann')).toEqual(['Zoe Ann']);
    expect(names('e')).toEqual(['Zoe Ann', 'Abel Stone']);
    index.upsert({ ...second, doctor: { ...second.doctor, searchName: 'annabel stone' }, owner: { ...second.owner, name: 'Annabel Stone' } });
    expect(names('ann')).toEqual(['Zoe Ann', 'Annabel Stone']);
    expect(names('annabel')).toEqual(['Annabel Stone']);
  });

  it('pages and counts as the SQL does: a short page ends the list, past the end the capped count', () => {
    const index = new DoctorSearchIndex(Array.from({ length: 1_003 }, () => doctorRecord()));
    expect(index.search({}, paging('fee', 1, 12))).toMatchObject({ total: 1_000, totalCapped: true });
    // The last page is short: its total is exact, even above the cap.
    expect(index.search({}, paging('fee', 84, 12))).toMatchObject({ total: 1_003, totalCapped: false });
    expect(index.search({}, paging('fee', 84, 12)).records).toHaveLength(7);
    expect(index.search({}, paging('fee', 200, 12))).toMatchObject({ records: [], total: 1_000, totalCapped: true });
    expect(index.search({ specialization: 'Oncology' }, paging('fee'))).toEqual({ records: [], total: 0, totalCapped: false });
  });
});

import { exposesOf, modulesOf } from './exposes';
import { fillRoute, pagePathNames, paths, queryString } from './paths';
import { remoteModules } from './remotes';

describe('path builders (federation/paths.ts)', () => {
  it('fills route params from the contract and encodes them', () => {
    expect(paths.doctor('d1')).toBe('/doctors/d1');
    expect(paths.doctor('a b/c?d')).toBe('/doctors/a%20b%2Fc%3Fd');
    expect(paths.consultation('apt 7')).toBe('/consultation/apt%207');
  });

  it('drops an optional param that is not given', () => {
    expect(paths.bookAppointment()).toBe('/book-appointment');
    expect(paths.bookAppointment('d1')).toBe('/book-appointment/d1');
    expect(paths.bookAppointment('d/1', { date: '2026-12-03' })).toBe('/book-appointment/d%2F1?date=2026-12-03');
  });

  it('leaves unset, null and empty query values out', () => {
    expect(paths.doctors()).toBe('/doctors');
    expect(paths.doctors({ specialization: null, date: '' })).toBe('/doctors');
    expect(paths.doctors({ specialization: 'Family Medicine', date: '2026-12-03' })).toBe(
      '/doctors?specialization=Family+Medicine&date=2026-12-03',
    );
    expect(paths.prescriptions()).toBe('/prescriptions');
    expect(paths.prescriptions({ appointmentId: 'a&b' })).toBe('/prescriptions?appointmentId=a%26b');
    expect(paths.profile({ tab: 'security' })).toBe('/profile?tab=security');
  });

  it('keeps a search string as it is', () => {
    expect(paths.doctors(new URLSearchParams('?specialization=Cardiology&page=2'))).toBe('/doctors?specialization=Cardiology&page=2');
    expect(queryString(new URLSearchParams(''))).toBe('');
  });

  it('builds the shell pages', () => {
    expect(paths.dashboard()).toBe('/dashboard');
    expect(paths.login()).toBe('/login');
    expect(paths.privacy('hipaa')).toBe('/privacy#hipaa');
    expect(paths.assistant()).toBe('/aiassistance');
  });

  it('has a builder for every remote page that lands on its contract route', () => {
    for (const [key, name] of Object.entries(pagePathNames)) {
      const route = remoteModules[key as keyof typeof remoteModules].route;
      const pattern = new RegExp(`^${route.replace(/\/:\w+\?/g, '(/[^/?]+)?').replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`);
      const build = paths[name] as (arg?: string) => string;
      expect(build('x')).toMatch(pattern);
    }
  });

  it('refuses to build a route without a required param', () => {
    expect(() => fillRoute('/doctors/:id', {} as { id: string })).toThrow(':id');
  });
});

describe('exposes of a container (federation/exposes.ts)', () => {
  it('maps contract keys to expose keys', () => {
    expect(exposesOf('mfe_profile', { profile: './src/exposes/profile-page.tsx' })).toEqual({
      './ProfilePage': './src/exposes/profile-page.tsx',
    });
  });

  it('fails for a missing or extra key (a config is not type-checked when rsbuild loads it)', () => {
    expect(() => exposesOf('mfe_profile', {} as never)).toThrow('missing: profile');
    expect(() => exposesOf('mfe_profile', { profile: './a.tsx', other: './b.tsx' } as never)).toThrow('not in the contract: other');
    expect(() => modulesOf('mfe_assistant', {} as never)).toThrow('missing: assistant');
  });

  it('is typed to exactly the contract keys', () => {
    // @ts-expect-error a key is missing
    expect(() => exposesOf('mfe_booking', { doctorSearch: './x.tsx' })).toThrow();
    // @ts-expect-error a key that is not in the contract
    expect(() => exposesOf('mfe_profile', { profile: './a.tsx', profilePage: './b.tsx' })).toThrow();
    // @ts-expect-error a key of another container
    expect(() => exposesOf('mfe_profile', { doctorSearch: './a.tsx' })).toThrow();
  });
});

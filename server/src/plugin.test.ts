import { PLUGINS } from './app';
import { definePlugin, pickServices } from './plugin';
import type { Services } from './services';

// The type checks below are compile-time: `tsc -p server` fails if a @ts-expect-error line compiles.
describe('server plugins', () => {
  it('hands a plugin only the services it declares', () => {
    const services = { clock: () => new Date(0), database: { kind: 'pglite' }, auth: {} } as unknown as Services;
    const given = pickServices(services, ['clock', 'database'] as const);
    expect(Object.keys(given).sort()).toEqual(['clock', 'database']);
    expect(given.clock).toBe(services.clock);
    expect('auth' in given).toBe(false);
  });

  it('refuses an unknown service at run time too', () => {
    expect(() => pickServices({} as Services, ['clock'])).toThrow('unknown service "clock"');
  });

  it('makes using an undeclared service a compile error', () => {
    const plugin = definePlugin({
      name: 'example',
      services: ['clock'],
      routes(_api, services) {
        services.clock();
        // @ts-expect-error: 'doctors' is not in the plugin's services list
        void services.doctors;
      },
    });
    // @ts-expect-error: not a service
    definePlugin({ name: 'bad', services: ['nothing-like-this'] });
    expect(plugin.services).toEqual(['clock']);
  });

  it('lists every feature once, with static files last', () => {
    const names = PLUGINS.map((plugin) => plugin.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'health',
      'auth',
      'users',
      'notifications',
      'messages',
      'doctors',
      'patients',
      'payments',
      'appointments',
      'waitlist',
      'see-now',
      'uploads',
      'prescriptions',
      'assistant',
      'consultation',
      'verification',
      'admin',
      'console',
      'brand',
      'mailbox',
      'static-files',
    ]);
  });
});

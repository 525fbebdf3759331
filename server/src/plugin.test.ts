import { FEATURES, PLUGINS } from './app';
import { Composition, defineFeature, type Lifecycle } from './feature';
import { definePlugin } from './plugin';

const life: Lifecycle = { onClose: () => undefined, onStart: () => undefined, every: () => undefined };

// The type checks below are compile-time: `tsc -p server` fails if a @ts-expect-error line compiles.
describe('server features and plugins', () => {
  it('makes using a service a plugin did not ask for a compile error', () => {
    const plugin = definePlugin({
      name: 'example',
      routes: (_api, services: { clock: () => Date }) => {
        services.clock();
        // @ts-expect-error: 'doctors' is not among what the plugin takes
        void services.doctors;
      },
    });
    expect(plugin.name).toBe('example');
  });

  it('compiles a composition only in dependency order, and builds it in that order', async () => {
    const made: string[] = [];
    const clocks = defineFeature({
      name: 'clocks',
      build: (_needs: { base: number }) => (made.push('clocks'), { clock: () => new Date(0) }),
    });
    const visits = defineFeature({
      name: 'visits',
      build: ({ clock }: { clock: () => Date }) => (made.push('visits'), { visits: clock().getTime() }),
    });
    // @ts-expect-error: visits needs `clock`, which nothing before it provides
    Composition.over<{ base: number }>().add(visits);
    const composed = Composition.over<{ base: number }>().add(clocks).add(visits);
    const services = await composed.build({ base: 1 }, life);
    expect(made).toEqual(['clocks', 'visits']);
    expect(services.visits).toBe(0);
  });

  it('refuses two features with one name, or two that provide the same service', async () => {
    const one = defineFeature({ name: 'one', build: () => ({ thing: 1 }) });
    const again = defineFeature({ name: 'one', build: () => ({ other: 2 }) });
    const twin = defineFeature({ name: 'twin', build: () => ({ thing: 2 }) });
    await expect(Composition.over<object>().add(one).add(again).build({}, life)).rejects.toThrow('two server features are named "one"');
    await expect(Composition.over<object>().add(one).add(twin).build({}, life)).rejects.toThrow('provides "thing"');
  });

  it('lists every plugin once, the features in dependency order, static files last', () => {
    const names = PLUGINS.map((plugin) => plugin.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'health',
      'notifications',
      'messages',
      'mailbox',
      'auth',
      'users',
      'uploads',
      'doctors',
      'patients',
      'appointments',
      'see-now',
      'waitlist',
      'follow-ups',
      'payments',
      'prescriptions',
      'consultation',
      'assistant',
      'verification',
      'admin',
      'console',
      'brand',
      'static-files',
    ]);
    expect(FEATURES.plugins()).toHaveLength(names.length - 3);
  });
});

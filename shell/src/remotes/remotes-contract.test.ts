import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteModuleId, remoteModules, remoteNames, remoteWidgets } from '@telehealth/federation';
import type { RemoteWidgetContract } from '@telehealth/federation';
import { MUI_EXTRAS, createHostConfig, createRemoteConfig, sharedDependencies } from '@telehealth/federation/config';

const ROOT = join(__dirname, '..', '..', '..');

describe('the shell ↔ remotes contract (federation/remotes.ts)', () => {
  it('names containers as identifiers and exposes as ./Name', () => {
    for (const contract of Object.values(remoteModules)) {
      expect(contract.name).toMatch(/^mfe_[a-z]+$/);
      expect(contract.expose).toMatch(/^\.\/[A-Z][A-Za-z]+$/);
      expect(contract.route).toMatch(/^\//);
    }
  });

  it('gives every route one owner', () => {
    const routes = Object.values(remoteModules).map((m) => m.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('covers the remote-owned routes of spec §2', () => {
    const routes = Object.values(remoteModules).map((m) => m.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/profile',
        '/doctors',
        '/doctors/:id',
        '/book-appointment/:doctorId?',
        '/prescriptions',
        '/appointments',
        '/aiassistance',
        '/success',
        '/consultation/:appointmentId',
      ]),
    );
  });

  it('builds loadRemote ids from container and expose', () => {
    expect(remoteModuleId(remoteModules.profile)).toBe('mfe_profile/ProfilePage');
  });

  it('names widgets like pages and gives them no route', () => {
    for (const contract of Object.values(remoteWidgets) as RemoteWidgetContract[]) {
      expect(contract.name).toMatch(/^mfe_[a-z]+$/);
      expect(contract.expose).toMatch(/^\.\/[A-Z][A-Za-z]+$/);
      expect(contract).not.toHaveProperty('route');
    }
  });

  it('routes doctor search and profile to the booking remote, and its widget to the patient dashboard', () => {
    expect(remoteModuleId(remoteModules.doctorSearch)).toBe('mfe_booking/DoctorSearchPage');
    expect(remoteModuleId(remoteModules.doctorProfile)).toBe('mfe_booking/DoctorProfilePage');
    expect(remoteModuleId(remoteWidgets.findDoctor)).toBe('mfe_booking/FindDoctorWidget');
    expect(remoteNames).toEqual(expect.arrayContaining(['mfe_profile', 'mfe_booking']));
    // Both remotes ship in this workspace, so the test below checks them.
    expect(existsSync(join(ROOT, 'mfe-profile', 'rsbuild.config.ts'))).toBe(true);
    expect(existsSync(join(ROOT, 'mfe-booking', 'rsbuild.config.ts'))).toBe(true);
  });

  it('exposes the appointment widgets of both dashboards from the booking remote', () => {
    expect(
      [
        remoteWidgets.myAppointments,
        remoteWidgets.upcomingAppointments,
        remoteWidgets.doctorStats,
        remoteWidgets.appointmentManagement,
        remoteWidgets.recentActivity,
      ].map(remoteModuleId),
    ).toEqual([
      'mfe_booking/MyAppointmentsWidget',
      'mfe_booking/UpcomingAppointmentsWidget',
      'mfe_booking/DoctorStatsWidget',
      'mfe_booking/AppointmentManagementWidget',
      'mfe_booking/RecentActivityWidget',
    ]);
    const exposes = Object.values(remoteWidgets).map((contract) => contract.expose);
    expect(new Set(exposes).size).toBe(exposes.length);
  });

  it('is honoured by every remote that exists in the workspace: each contract exposed from a real file', () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const contracts = [
      ...Object.entries(remoteModules).map(([key, contract]) => [`remoteModules.${key}`, contract] as const),
      ...Object.entries(remoteWidgets).map(([key, contract]) => [`remoteWidgets.${key}`, contract] as const),
    ];
    for (const name of remoteNames) {
      const folder = join(ROOT, name.replace(/_/g, '-'));
      if (!existsSync(folder)) continue;
      const config = readFileSync(join(folder, 'rsbuild.config.ts'), 'utf8');
      const own = contracts.filter(([, contract]) => contract.name === name);
      // The container takes its name from the contract (or spells it exactly).
      expect({ name, named: own.some(([ref]) => config.includes(`${ref}.name`)) || config.includes(`'${name}'`) }).toEqual({
        name,
        named: true,
      });
      for (const [ref, contract] of own) {
        const mapping =
          new RegExp(`\\[${escape(ref)}\\.expose\\]:\\s*'([^']+)'`).exec(config) ??
          new RegExp(`'${escape(contract.expose)}':\\s*'([^']+)'`).exec(config) ??
          // exposesOf('<container>', { <contract key>: '<file>' })
          new RegExp(`\\b${escape(ref.split('.')[1])}:\\s*'([^']+)'`).exec(config);
        expect({ name, expose: contract.expose, exposed: !!mapping }).toEqual({ name, expose: contract.expose, exposed: true });
        expect({ file: mapping![1], exists: existsSync(join(folder, mapping![1])) }).toEqual({ file: mapping![1], exists: true });
      }
      // Chunks must load from wherever the manifest is served: set here or by remoteAppConfig.
      const prefixSource = config.includes('remoteAppConfig(') ? readFileSync(join(ROOT, 'federation', 'remote-app.ts'), 'utf8') : config;
      expect(prefixSource).toContain("assetPrefix: 'auto'");
      expect(readFileSync(join(folder, 'src', 'index.ts'), 'utf8')).toMatch(/import\(['"]\.\/bootstrap['"]\)/);
    }
  });
});

describe('shared federation config (federation/shared.ts)', () => {
  it('shares the singletons of ARCHITECTURE.md loaded-first', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      '@mui/material',
      '@emotion/react',
      '@emotion/styled',
      'zustand',
      '@tanstack/react-query',
      'socket.io-client',
      '@telehealth/shared-ui',
      '@telehealth/shared-api',
    ]) {
      expect(sharedDependencies[name]?.singleton).toBe(true);
    }
    expect(createHostConfig()).toMatchObject({ name: 'shell', remotes: {}, shareStrategy: 'loaded-first' });
  });

  it('lets only the shell provide the remote-only MUI components in production builds', () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const host = createHostConfig({ muiExtrasFile: '/repo/shared-ui/src/mui-extras/index.ts' }).shared[MUI_EXTRAS];
      const remote = createRemoteConfig('mfe_profile', {}).shared[MUI_EXTRAS];
      expect(host).toMatchObject({ singleton: true, import: '/repo/shared-ui/src/mui-extras/index.ts' });
      expect(remote).toMatchObject({ singleton: true, import: false });
      // Equal versions: the copy registered first (the shell's) is kept under loaded-first.
      expect(remote.version).toBe(host.version);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    // Dev and standalone remotes bundle their own copy.
    expect(createRemoteConfig('mfe_profile', {}).shared[MUI_EXTRAS].import).toBeUndefined();
  });

  it('gives remotes a manifest and remoteEntry.js', () => {
    expect(createRemoteConfig('mfe_profile', { './ProfilePage': './src/exposes/profile-page.tsx' })).toMatchObject({
      name: 'mfe_profile',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './ProfilePage': './src/exposes/profile-page.tsx' },
      shareStrategy: 'loaded-first',
    });
  });
});

describe("the README's layout (issue 24)", () => {
  it('describes every remote that is built, none of them as a placeholder', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'));
    for (const folder of remoteNames.map((name) => name.replace('_', '-'))) {
      if (!existsSync(join(ROOT, folder, 'src', 'exposes'))) continue;
      const line = layout.split('\n').find((text) => text.startsWith(`${folder}/`));
      expect({ folder, line }).toEqual({ folder, line: expect.stringContaining('remote:') });
      expect({ folder, line }).toEqual({ folder, line: expect.not.stringMatching(/placeholder/i) });
    }
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteModuleId, remoteModules, remoteNames } from '../../../federation/remotes';
import { createHostConfig, createRemoteConfig, sharedDependencies } from '../../../federation/shared';

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
      expect.arrayContaining(['/profile', '/doctors', '/doctors/:id', '/book-appointment/:doctorId?', '/prescriptions', '/appointments', '/aiassistance', '/success', '/consultation/:appointmentId']),
    );
  });

  it('builds loadRemote ids from container and expose', () => {
    expect(remoteModuleId(remoteModules.profile)).toBe('mfe_profile/ProfilePage');
  });

  it('is honoured by every remote that exists in the workspace', () => {
    for (const name of remoteNames) {
      const folder = join(ROOT, name.replace(/_/g, '-'));
      if (!existsSync(folder)) continue;
      const config = readFileSync(join(folder, 'rsbuild.config.ts'), 'utf8');
      const entries = Object.entries(remoteModules).filter(([, m]) => m.name === name);
      for (const [key, contract] of entries) {
        expect(config.includes(`remoteModules.${key}.name`) || config.includes(`'${contract.name}'`)).toBe(true);
        expect(config.includes(`remoteModules.${key}.expose`) || config.includes(`'${contract.expose}'`)).toBe(true);
      }
      expect(config).toContain("assetPrefix: 'auto'");
      expect(readFileSync(join(folder, 'src', 'index.ts'), 'utf8')).toMatch(/import\(['"]\.\/bootstrap['"]\)/);
    }
  });
});

describe('shared federation config (federation/shared.ts)', () => {
  it('shares the singletons of ARCHITECTURE.md loaded-first', () => {
    for (const name of ['react', 'react-dom', 'react-router-dom', '@mui/material', '@emotion/react', '@emotion/styled', 'zustand', '@tanstack/react-query', 'socket.io-client', '@telehealth/shared-ui', '@telehealth/shared-api']) {
      expect(sharedDependencies[name]?.singleton).toBe(true);
    }
    expect(createHostConfig()).toMatchObject({ name: 'shell', remotes: {}, shareStrategy: 'loaded-first' });
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

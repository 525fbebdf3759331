/**
 * The exposes test every remote runs: `describeExposes('mfe_profile', modules, render)`.
 * It checks that the remote exposes exactly its contract's modules, that each file
 * default-exports a component taking no props, and that each renders inside the shell's
 * providers without throwing.
 */
import { Component } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { renderInShell } from '@telehealth/shared-ui/testing';
import { containerKeys, exposedContracts } from './exposes';
import type { ContainerName, ExposedKey, ExposedModuleLoaders } from './exposes';
import { fillRoute } from './paths';

/** Where the module is rendered: its contract route with sample params, or the dashboard for a widget. */
export interface ExposeRenderContext {
  key: ExposedKey;
  expose: string;
  url: string;
}

/** Renders an element inside the shell's providers (theme, query client, router at `url`, toasts). */
export type RenderInShell = (element: ReactElement, context: ExposeRenderContext) => unknown;

/** The shell's providers as the test kit gives them, on any path, without query retries. */
const inShell: RenderInShell = (element, { url }) => renderInShell(element, { route: url, path: '*', retry: 'off' });

/** Keeps the first error a module throws while rendering, so the test reports it. */
class CatchRenderError extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function sampleUrl(key: ExposedKey): string {
  const contract = exposedContracts[key];
  if (!('route' in contract)) return '/dashboard';
  const params = Object.fromEntries([...contract.route.matchAll(/:(\w+)(\?)?/g)].filter((m) => !m[2]).map((m) => [m[1], `sample-${m[1]}`]));
  return fillRoute(contract.route, params);
}

export function describeExposes<C extends ContainerName>(name: C, modules: ExposedModuleLoaders<C>, render: RenderInShell = inShell): void {
  const loaders = modules as unknown as Record<string, () => Promise<{ default: unknown }>>;
  const keys = containerKeys(name);

  describe(`the modules ${name} exposes (federation/remotes.ts)`, () => {
    it('are exactly the contract entries of the container', () => {
      expect(Object.keys(loaders).sort()).toEqual([...keys].sort());
    });

    describe.each(keys.map((key) => [exposedContracts[key].expose, key] as const))('%s', (expose, key) => {
      it('default-exports a component that takes no props', async () => {
        const Exposed = (await loaders[key]()).default;
        expect(typeof Exposed).toBe('function');
        expect((Exposed as (...args: unknown[]) => unknown).length).toBeLessThanOrEqual(1);
      });

      it("renders inside the shell's providers", async () => {
        const Exposed = (await loaders[key]()).default as () => ReactNode;
        const errors: unknown[] = [];
        const element = (
          <CatchRenderError onError={(error) => errors.push(error)}>
            <Exposed />
          </CatchRenderError>
        );
        render(element, { key, expose, url: sampleUrl(key) });
        await waitFor(() => {
          if (errors.length) throw errors[0];
          expect(document.body.textContent?.trim()).not.toBe('');
        });
        expect(errors).toEqual([]);
      });
    });
  });
}

/**
 * A remote's standalone route table (`pnpm --filter mfe-X dev`), derived from the contract:
 * each page's contract route renders its exposed module. Pass the result to react-router's
 * `useRoutes` inside `StandaloneApp` (@telehealth/shared-ui/standalone).
 */
import { Suspense, createElement, lazy } from 'react';
import type { ReactNode } from 'react';
import { containerPageKeys, exposedContracts } from './exposes';
import type { ContainerName, ExposedModuleLoaders } from './exposes';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

export interface StandaloneRoutesOptions {
  /** Shown while a page's chunk loads. */
  fallback?: ReactNode;
  /** Routes of the standalone app only (a widget preview, a catch-all); they come first. */
  extra?: StandaloneRoute[];
}

/** Call once at module level: each call makes new lazy components. */
export function standaloneRoutes<C extends ContainerName>(
  name: C,
  modules: ExposedModuleLoaders<C>,
  { fallback = null, extra = [] }: StandaloneRoutesOptions = {},
): StandaloneRoute[] {
  const loaders = modules as unknown as Record<string, ExposedModuleLoaders<C>[keyof ExposedModuleLoaders<C>]>;
  const pages = containerPageKeys(name).map((key): StandaloneRoute => {
    const Page = lazy(loaders[key] as () => Promise<{ default: () => ReactNode }>);
    return { path: exposedContracts[key].route, element: createElement(Suspense, { fallback }, createElement(Page)) };
  });
  return [...extra, ...pages];
}

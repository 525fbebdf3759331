import type { ComponentType } from 'react';
import { getInstance, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_DOCUMENT_PATH, remoteModuleId } from '@telehealth/federation';
import type { RemoteModuleContract, RemotesDocument } from '@telehealth/federation';

/** The remotes document answered, but this container is not deployed (yet). */
export class RemoteNotDeployedError extends Error {
  constructor(readonly remoteName: string) {
    super(`Remote ${remoteName} is not listed in ${REMOTES_DOCUMENT_PATH}`);
    this.name = 'RemoteNotDeployedError';
  }
}

/** The remotes document or a remote's code could not be loaded. */
export class RemoteLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

let documentPromise: Promise<RemotesDocument> | null = null;
const registered = new Map<string, string>();

function isRemotesDocument(value: unknown): value is RemotesDocument {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

async function fetchRemotesDocument(): Promise<RemotesDocument> {
  let response: Response;
  try {
    response = await fetch(REMOTES_DOCUMENT_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RemoteLoadError('The remotes document could not be fetched', { cause: error });
  }
  if (!response.ok) throw new RemoteLoadError(`The remotes document answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!isRemotesDocument(body)) throw new RemoteLoadError('The remotes document is malformed');
  return body;
}

/** The federation runtime of this page (created by the host build), or the module-level API. */
function runtime() {
  return getInstance() ?? { registerRemotes, loadRemote, preloadRemote };
}

/**
 * Fetches `/remotes.json` once and registers every listed remote with the federation
 * runtime. A failed fetch is not cached, so a retry fetches again.
 */
export function loadRemotesDocument(): Promise<RemotesDocument> {
  if (!documentPromise) {
    documentPromise = fetchRemotesDocument().then(
      (doc) => {
        const fresh = Object.entries(doc).filter(([name, entry]) => registered.get(name) !== entry);
        if (fresh.length > 0) {
          runtime().registerRemotes(
            fresh.map(([name, entry]) => ({ name, entry })),
            { force: true },
          );
          for (const [name, entry] of fresh) registered.set(name, entry);
        }
        return doc;
      },
      (error: unknown) => {
        documentPromise = null;
        throw error;
      },
    );
  }
  return documentPromise;
}

/** Forgets a failed remote so the next load fetches its entry again. */
function resetRemote(name: string, doc: RemotesDocument): void {
  const entry = doc[name];
  if (!entry) return;
  runtime().registerRemotes([{ name, entry }], { force: true });
  registered.set(name, entry);
}

type ExposedModule = { default?: unknown } | ComponentType<never> | null | undefined;

function componentOf(module: ExposedModule, id: string): ComponentType {
  const candidate = module && typeof module === 'object' && 'default' in module ? module.default : module;
  if (typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)) {
    return candidate as ComponentType;
  }
  throw new RemoteLoadError(`${id} does not export a React component`);
}

/**
 * Loads the component a remote exposes (`mfe_profile/ProfilePage`). Throws
 * RemoteNotDeployedError when the container is not in the remotes document, RemoteLoadError
 * (or the runtime's own error) when it is but cannot be loaded. `retry` re-registers the
 * remote first so a previously failed entry is fetched again.
 */
export async function loadRemoteComponent(
  contract: Pick<RemoteModuleContract, 'name' | 'expose'>,
  options: { retry?: boolean } = {},
): Promise<ComponentType> {
  const doc = await loadRemotesDocument();
  if (!doc[contract.name]) throw new RemoteNotDeployedError(contract.name);
  if (options.retry) resetRemote(contract.name, doc);
  const id = remoteModuleId(contract);
  const module = (await runtime().loadRemote<ExposedModule>(id)) as ExposedModule;
  return componentOf(module, id);
}

/**
 * Starts fetching a remote's entry and the exposed module's chunks ahead of navigation
 * (sidebar-link hover). Failures are left for the route to report.
 */
export function preloadRemoteModule(contract: Pick<RemoteModuleContract, 'name' | 'expose'>): void {
  loadRemotesDocument()
    .then((doc) => {
      if (!doc[contract.name]) return;
      return runtime().preloadRemote([{ nameOrAlias: contract.name, exposes: [contract.expose] }]);
    })
    .catch(() => undefined);
}

/** Test hook: forget the cached document and registrations. */
export function resetRemoteRegistryForTests(): void {
  documentPromise = null;
  registered.clear();
}

/**
 * The product the browser tests run against: the shared helper (scripts/product-server.ts,
 * also used by the benchmarks) with the demo accounts seeded and the e2e suite's settings.
 */
import { startProduct as startSharedProduct, type RunningProduct } from '../../scripts/product-server';
import { E2E_OPERATOR } from './operator-account';

export {
  assertBuilt,
  freePort,
  killGroup,
  repoRoot,
  serverLogTail,
  stopProduct,
  stopServer,
  type RunningProduct,
} from '../../scripts/product-server';

/** Starts the built product for the e2e suite and resolves once `/ready` answers OK. */
export function startProduct({
  readyTimeoutMs = 60_000,
  label = 'e2e',
  env = {},
  nodeFlags = [],
}: { readyTimeoutMs?: number; label?: string; env?: Record<string, string>; nodeFlags?: string[] } = {}): Promise<RunningProduct> {
  return startSharedProduct({
    label,
    seedDemo: true,
    readyTimeoutMs,
    nodeFlags,
    env: {
      ...env,
      // Every browser context and the test process sign in from the same loopback address; the
      // per-IP login budget (30 per 15 min) is meant for many people behind many addresses.
      // The per-account failure limit stays as shipped.
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      // Likewise every journey signs up from that one address.
      REGISTER_MAX_ATTEMPTS_PER_IP: '1000',
      // The assistant's built-in guide sends its paragraphs this far apart, so a journey can
      // watch an answer stream and press Stop in the middle of it.
      AI_GUIDE_PACE_MS: '250',
      // The operations account, made on start as a deployment would (journeys approve doctors with it).
      ADMIN_EMAIL: E2E_OPERATOR.email,
      ADMIN_PASSWORD: E2E_OPERATOR.password,
    },
  });
}

/**
 * Whether the suites that need an outside service (PostgreSQL through DATABASE_URL, Redis
 * through REDIS_URL) can run here. Without the variable they are left out, said loudly; under
 * CI=true that is a failure: CI must check them, and it exports each variable only where the
 * service answers (.ci/run), so a missing one means the service did not.
 */
export function externalService(variable: 'DATABASE_URL' | 'REDIS_URL', suites: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env[variable]) return true;
  const ci = Boolean(env.CI) && env.CI !== 'false';
  const message = `${suites} NOT RUN: ${variable} is not set (${variable === 'DATABASE_URL' ? 'PostgreSQL' : 'Redis'} did not answer or was not configured).`;
  if (ci) throw new Error(`${message} Under CI=true they must run: start the service and set ${variable}.`);
  console.warn(`\n*** ${message} ***\n`);
  return false;
}

/**
 * The authorization matrix: every route of the OpenAPI document called as every actor of
 * access-matrix.ts (signed out, owner, another patient, another doctor, the wrong role), each
 * call in a fresh world, compared with the table's expected status. A route without an entry
 * and an entry without a route fail too, naming them.
 */
import { databases, startTestServer, type TestServer } from '../support/test-server';
import { ACCESS_MATRIX, ACTORS, adminExpectation, pendingDoctorExpectation, type Actor, type RouteAccess } from './access-matrix';
import { buildWorld, type World, type WorldUser } from './access-world';
import { fetchOperations, fillPath, WRITE_METHODS, type Operation } from './openapi-operations';

function actorUser(world: World, entry: RouteAccess, actor: Actor): WorldUser | undefined {
  const owner = entry.owner ?? 'patient';
  const ownerIsPatient = owner === 'patient' || owner === 'newPatient' || owner === 'lonePatient' || owner === 'admin';
  switch (actor) {
    case 'signedOut':
      return undefined;
    case 'owner':
      return world[owner];
    case 'otherPatient':
      return world.otherPatient;
    case 'otherDoctor':
      return world.otherDoctor;
    case 'wrongRole':
      return ownerIsPatient ? world.doctor : world.patient;
    case 'admin':
      return world.admin;
    case 'pendingDoctor':
      return world.pendingDoctor;
  }
}

async function call(
  server: TestServer,
  operation: Operation,
  entry: RouteAccess,
  world: World,
  extra: Record<string, string>,
  actor: Actor,
) {
  const user = actorUser(world, entry, actor);
  const path = fillPath(operation.path, entry.params?.(world, extra) ?? {});
  const query = entry.query?.(world, extra);
  const headers: Record<string, string> = user ? { authorization: `Bearer ${user.token}` } : {};
  let body: string | FormData | undefined;
  if (entry.form) body = await entry.form();
  else if (entry.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(entry.body(world, extra, user));
  }
  const response = await fetch(`${server.baseUrl}${path}${query ? `?${query}` : ''}`, { method: operation.method, headers, body });
  const text = await response.text();
  return { status: response.status, text };
}

/** The status `actor` must get; undefined when the entry leaves the admin's undecided. */
function expected(entry: RouteAccess, operation: Operation, actor: Actor): number | undefined {
  if (actor === 'admin') return adminExpectation(entry.expect, operation.access);
  if (actor === 'pendingDoctor') return pendingDoctorExpectation(entry);
  return entry.expect[actor];
}

function succeeds(entry: RouteAccess, operation: Operation, actor: Actor): boolean {
  return (expected(entry, operation, actor) ?? 0) < 400;
}

describe.each(databases())('access matrix on %s', (db) => {
  let server: TestServer;
  let operations: Operation[];

  beforeAll(async () => {
    server = await startTestServer({ db });
    operations = await fetchOperations(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('has an entry for every route of the OpenAPI document, and a route for every entry', () => {
    const documented = operations.map((operation) => operation.key);
    const missing = documented.filter((key) => !(key in ACCESS_MATRIX));
    const stale = Object.keys(ACCESS_MATRIX).filter((key) => !documented.includes(key));
    expect({ 'routes without an entry in access-matrix.ts': missing, 'entries without a route': stale }).toEqual({
      'routes without an entry in access-matrix.ts': [],
      'entries without a route': [],
    });
  });

  it('answers every route as the table says for every actor', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      const entry = ACCESS_MATRIX[operation.key];
      if (!entry) continue;
      // Refusals change nothing, so they share a world and go first; after a call that may
      // succeed (and change or end something: a logout, a cancellation), the next gets a new one.
      const order = [...ACTORS].sort((a, b) => Number(succeeds(entry, operation, a)) - Number(succeeds(entry, operation, b)));
      let world: World | undefined;
      let extra: Record<string, string> = {};
      for (const actor of order) {
        if (!world) {
          world = await buildWorld(server);
          extra = entry.setup ? await entry.setup(server, world) : {};
        }
        const want = expected(entry, operation, actor);
        const answer = await call(server, operation, entry, world, extra, actor);
        calls += 1;
        if (want === undefined) {
          mismatches.push(`${operation.key} as admin: the entry must say what an operator gets (got ${answer.status})`);
        } else if (answer.status !== want) {
          mismatches.push(`${operation.key} as ${actor}: expected ${want}, got ${answer.status} ${answer.text.slice(0, 160)}`);
        }
        if (WRITE_METHODS.has(operation.method) && succeeds(entry, operation, actor)) world = undefined;
      }
    }
    process.stdout.write(`${db}: ${calls} calls of ${operations.length} routes\n`);
    expect(mismatches).toEqual([]);
  }, 300_000);
});

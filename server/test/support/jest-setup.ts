import { closeLeftoverTestServers } from './test-server';

// Runs after each test file's own afterAll hooks.
afterAll(() => closeLeftoverTestServers());

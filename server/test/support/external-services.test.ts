import { externalService } from './external-services';

describe('suites that need PostgreSQL or Redis', () => {
  it('run when the service is configured', () => {
    expect(externalService('DATABASE_URL', 'The PostgreSQL suites', { DATABASE_URL: 'postgres://db/test' })).toBe(true);
  });

  it('are left out loudly outside CI', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(externalService('REDIS_URL', 'The Redis suites', { CI: 'false' })).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The Redis suites NOT RUN: REDIS_URL is not set'));
    } finally {
      warn.mockRestore();
    }
  });

  it('fail under CI=true when the service does not answer', () => {
    expect(() => externalService('DATABASE_URL', 'The PostgreSQL suites', { CI: 'true' })).toThrow(
      'The PostgreSQL suites NOT RUN: DATABASE_URL is not set (PostgreSQL did not answer or was not configured). Under CI=true they must run',
    );
  });
});

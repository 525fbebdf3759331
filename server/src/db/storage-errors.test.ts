import { isStorageError } from './storage-errors';

describe('isStorageError', () => {
  it.each([
    ['disk_full', { code: '53100' }],
    ['out_of_memory', { code: '53200' }],
    ['too_many_connections', { code: '53300' }],
    ['io_error', { code: '58030' }],
    ['a Node ENOSPC', Object.assign(new Error('write failed'), { code: 'ENOSPC' })],
    ['a Node EROFS', Object.assign(new Error('write failed'), { code: 'EROFS' })],
    ['PGlite ErrnoError ENOSPC', { name: 'ErrnoError', errno: 51 }],
    ['disk_full wrapped by drizzle', new Error('Failed query: insert …', { cause: { code: '53100' } })],
  ])('recognises %s', (_label, error) => {
    expect(isStorageError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a missing file', { code: 'ENOENT' }],
    ['PGlite ErrnoError ENOENT', { name: 'ErrnoError', errno: 44 }],
    ['a plain error', new Error('boom')],
    ['undefined', undefined],
  ])('leaves %s alone', (_label, error) => {
    expect(isStorageError(error)).toBe(false);
  });
});

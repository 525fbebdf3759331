import { TOKEN_STORAGE_KEY } from '../core/constants';
import { ApiError, apiRequest } from './api-client';

type FetchCall = [string, RequestInit];

function respondWith(status: number, body?: string) {
  const fetchStub = jest.fn(async () => new Response(body ?? null, { status }));
  (globalThis as { fetch: unknown }).fetch = fetchStub;
  return fetchStub as unknown as jest.Mock<Promise<Response>, FetchCall>;
}

describe('apiRequest', () => {
  afterEach(() => localStorage.clear());

  it('sends the stored token as a bearer header and includes credentials', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    const fetchStub = respondWith(200, '{"data":1}');
    await apiRequest('/user/current-user');
    const [url, init] = fetchStub.mock.calls[0];
    expect(url).toBe('/api/v1/user/current-user');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(init.credentials).toBe('include');
  });

  it('sends no authorization header when no token is stored', async () => {
    const fetchStub = respondWith(200, '{}');
    await apiRequest('/doctor/all-doctors');
    expect((fetchStub.mock.calls[0][1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends a JSON body only for POST, PUT and PATCH', async () => {
    const fetchStub = respondWith(200, '{}');
    await apiRequest('/x', { method: 'PATCH', body: { a: 1 } });
    await apiRequest('/x', { method: 'GET', body: { a: 1 } });
    await apiRequest('/x', { method: 'DELETE', body: { a: 1 } });
    const [patch, get, del] = fetchStub.mock.calls.map((c) => c[1]);
    expect(patch.body).toBe('{"a":1}');
    expect((patch.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(get.body).toBeUndefined();
    expect(del.body).toBeUndefined();
  });

  it('sends FormData as multipart without setting a content type', async () => {
    const fetchStub = respondWith(200, '{}');
    const form = new FormData();
    form.append('profileImage', new Blob(['x']), 'a.png');
    await apiRequest('/doctor/update-profile-image', { method: 'PATCH', body: form });
    const init = fetchStub.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('answers null for 204', async () => {
    respondWith(204);
    await expect(apiRequest('/user/logout', { method: 'POST' })).resolves.toBeNull();
  });

  it('leaves empty query values out of the URL', async () => {
    const fetchStub = respondWith(200, '{}');
    await apiRequest('/doctor/all-doctors', { query: { name: 'ann lee', specialization: undefined, experience: '' } });
    expect(fetchStub.mock.calls[0][0]).toBe('/api/v1/doctor/all-doctors?name=ann+lee');
  });

  it('uses the body message of a failed answer', async () => {
    respondWith(409, '{"message":"An account with this email already exists"}');
    await expect(apiRequest('/user/register', { method: 'POST', body: {} })).rejects.toEqual(
      expect.objectContaining({ message: 'An account with this email already exists', status: 409 }),
    );
  });

  it('falls back to "Error: {status}" when the body has no message', async () => {
    respondWith(500, '{"error":"x"}');
    await expect(apiRequest('/x')).rejects.toThrow('Error: 500');
  });

  it('answers "An unknown error occurred" when the error body cannot be read', async () => {
    respondWith(502, '<html>bad gateway</html>');
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An unknown error occurred');
  });
});

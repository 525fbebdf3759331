import { fireEvent, screen } from '@testing-library/react';
import { apiRequest, TOKEN_STORAGE_KEY, useAuthStore } from '@telehealth/shared-api';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTheme } from '@mui/material/styles';
import { toast } from '../toast/toast-store';
import { theme } from '../theme/theme';
import { fail, heldAnswer, installFakeApi, ok, renderInShell, SIGNED_IN_TOKEN, signOut } from './index';

afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

function Probe() {
  const { id } = useParams();
  const user = useAuthStore((state) => state.user);
  const primary = useTheme().palette.primary.main;
  const query = useQuery({ queryKey: ['probe'], queryFn: () => apiRequest<{ data: string }>('/probe') });
  return (
    <p>
      {`${id ?? '-'} ${user?.name ?? 'nobody'} ${primary} ${query.data?.data ?? 'loading'}`}
      <button type="button" onClick={() => toast.success('Saved')}>
        Toast
      </button>
    </p>
  );
}

describe('renderInShell', () => {
  it('gives the element the theme, router params, query client, toasts and a signed-in user', async () => {
    installFakeApi({ 'GET /probe': ok('answered') });
    const view = renderInShell(<Probe />, { route: '/doctors/d1?tab=x', path: '/doctors/:id', user: { name: 'Ada Lovelace' } });
    expect(await screen.findByText(`d1 Ada Lovelace ${theme.palette.primary.main} answered`)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/doctors/d1?tab=x');
    expect(view.user).toMatchObject({ name: 'Ada Lovelace', role: 'patient' });
    fireEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('leaves the store as the test set it unless a user is given, and signs out with null', () => {
    installFakeApi({ 'GET /probe': heldAnswer(ok('x')).promise });
    renderInShell(<Probe />, { route: '/somewhere' }).unmount();
    expect(useAuthStore.getState().user).toBeNull();
    const doctor = renderInShell(<Probe />, { route: '/elsewhere', user: { role: 'doctor' } });
    expect(screen.getByText(/^- Sarah Chen /)).toBeInTheDocument();
    doctor.unmount();
    renderInShell(<Probe />, { route: '/again', user: null });
    expect(screen.getByText(/^- nobody /)).toBeInTheDocument();
  });
});

describe('installFakeApi', () => {
  it('answers with real Responses, records what was sent and answers lists in order', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, SIGNED_IN_TOKEN);
    const api = installFakeApi({ 'POST /things': [ok(1), fail(409, 'Taken')] });
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 }, query: { q: 'z' } })).resolves.toMatchObject({ data: 1 });
    await expect(apiRequest('/things', { method: 'POST', body: { a: 2 } })).rejects.toMatchObject({ status: 409, message: 'Taken' });
    await expect(apiRequest('/things', { method: 'POST' })).rejects.toMatchObject({ status: 404, message: 'No fake for POST /things' });
    expect(api.callsTo('POST /things').map((call) => call.body)).toEqual([{ a: 1 }, { a: 2 }, undefined]);
    expect(api.lastQuery('POST /things')).toEqual({});
    expect(api.callsTo('POST /things')[0]!.query.get('q')).toBe('z');
    expect(api.calls[0]!.headers.Authorization).toBe(`Bearer ${SIGNED_IN_TOKEN}`);
    expect(api.routes()).toEqual(['POST /things', 'POST /things', 'POST /things']);
  });
});

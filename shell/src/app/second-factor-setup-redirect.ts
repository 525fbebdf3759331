import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { API_MESSAGES, SECOND_FACTOR_SETUP_EVENT, apiRequest, useAuthStore } from '@telehealth/shared-api';
import type { ApiEnvelope } from '@telehealth/shared-api';
import { paths } from '@telehealth/federation';

/** Several calls refused at once (a dashboard's) give one toast. */
const TOAST_QUIET_MS = 3_000;
let lastToastAt = 0;
/** Users whose two-step sign-in was looked up in this tab (once each). */
const checkedUsers = new Set<string>();

/**
 * With CLINICIAN_2FA=required the server refuses a doctor or operator without two-step sign-in
 * every call but its own account's, and the API client then fires SECOND_FACTOR_SETUP_EVENT;
 * this takes them to Profile → Security to set it up. Right after sign-in (or a reload) it also
 * asks the server once whether the set-up is required, so they go there before any page loads.
 */
export function useSecondFactorSetupRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const target = paths.profile({ tab: 'security' });
  const here = `${pathname}${search}` === target;
  const user = useAuthStore((state) => (state.status === 'authenticated' ? state.user : null));
  const userId = user && (user.role === 'doctor' || user.role === 'admin') ? user.id : null;

  useEffect(() => {
    const onRefused = () => {
      if (here) return;
      navigate(target, { replace: true });
      if (Date.now() - lastToastAt < TOAST_QUIET_MS) return;
      lastToastAt = Date.now();
      void import('@telehealth/shared-ui').then(({ toast }) => toast.warning(API_MESSAGES.secondFactorSetupRequired));
    };
    window.addEventListener(SECOND_FACTOR_SETUP_EVENT, onRefused);
    return () => window.removeEventListener(SECOND_FACTOR_SETUP_EVENT, onRefused);
  }, [navigate, target, here]);

  useEffect(() => {
    if (!userId || checkedUsers.has(userId)) return;
    checkedUsers.add(userId);
    apiRequest<ApiEnvelope<{ enabled: boolean; required?: boolean }>>('/user/second-factor').then(
      (answer) => {
        if (answer?.data?.required && !answer.data.enabled) window.dispatchEvent(new Event(SECOND_FACTOR_SETUP_EVENT));
      },
      // The server still refuses every other call; the refusal takes them there then.
      () => checkedUsers.delete(userId),
    );
  }, [userId]);
}

/** Test hook: look the signed-in user's two-step sign-in up again. */
export function forgetSecondFactorChecksForTests(): void {
  checkedUsers.clear();
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIME_OFF_MESSAGES } from '@telehealth/shared-api';
import type { TimeOff, TimeOffConflict } from '@telehealth/shared-api';
import { fail, installFakeApi, makeDoctor, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';
import type { FakeRoutes } from '@telehealth/shared-ui/testing';
import { renderProfilePage } from '../../testing/render-profile';
import { TIME_OFF_TEXTS } from './time-off-card';
import { TIME_OFF_VISIT_TEXTS } from './time-off-visits';
import { todayIn } from './time-off-dates';

const ZONE = 'Asia/Kolkata';

/** yyyy-MM-dd `days` after the doctor's today. */
function daysAhead(days: number): string {
  const today = todayIn(ZONE);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function entry(overrides: Partial<TimeOff> = {}): TimeOff {
  return {
    id: 'off-1',
    startDate: daysAhead(3),
    endDate: daysAhead(5),
    note: 'Conference',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

beforeEach(() => signInAs({ name: 'Sarah Chen', role: 'doctor' }));
afterEach(signOut);

function stub(routes: FakeRoutes) {
  return installFakeApi({
    'GET /doctor/profile': ok(makeDoctor({ timeZone: ZONE })),
    'GET /doctor/doctor-1/patients': ok([]),
    ...routes,
  });
}

async function timeOffSection() {
  renderProfilePage('/profile?tab=profile');
  return screen.findByRole('region', { name: TIME_OFF_TEXTS.title });
}

// Whole forms typed key by key: on a busy 2-core machine one test has taken over 20 s.
jest.setTimeout(60_000);

describe('Time off', () => {
  it('says when no time off is planned', async () => {
    stub({ 'GET /doctor/time-off': ok([]) });
    const section = await timeOffSection();
    expect(await within(section).findByText(TIME_OFF_TEXTS.empty)).toBeInTheDocument();
  });

  it('shows why the list could not load and loads it again on request', async () => {
    const api = stub({ 'GET /doctor/time-off': [fail(500, 'Server unavailable'), ok([entry()])] });
    const user = userEvent.setup();
    const section = await timeOffSection();
    expect(await within(section).findByText(/We could not load your time off/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: TIME_OFF_TEXTS.retry }));
    expect(await within(section).findByRole('list', { name: 'Your time off' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.route === 'GET /doctor/time-off')).toHaveLength(2);
  });

  it('lists time off and removes an entry after confirmation', async () => {
    let stored = [entry()];
    const api = stub({
      'GET /doctor/time-off': () => ok(stored),
      'DELETE /doctor/time-off/off-1': () => {
        const [removed] = stored;
        stored = [];
        return ok(removed);
      },
    });
    const user = userEvent.setup();
    const section = await timeOffSection();
    const list = await within(section).findByRole('list', { name: 'Your time off' });
    expect(within(list).getByText('Conference')).toBeInTheDocument();
    const remove = within(list).getByRole('button', { name: /^Remove time off / });

    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: TIME_OFF_TEXTS.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: TIME_OFF_TEXTS.remove }));
    expect(await within(section).findByText(TIME_OFF_TEXTS.empty)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the visits booked in a new range before saving, and saves keeping them', async () => {
    const visit: TimeOffConflict = {
      appointmentId: 'a-1',
      patientName: 'Pat Lee',
      appointmentDate: daysAhead(4),
      timeSlot: '10:00 AM',
      startsAt: new Date().toISOString(),
    };
    let stored: TimeOff[] = [];
    const api = stub({
      'GET /doctor/time-off': () => ok(stored),
      'GET /doctor/time-off/conflicts': ok([visit]),
      'POST /doctor/time-off': (request) => {
        const body = request.body as { startDate: string; endDate?: string; note: string };
        stored = [entry({ startDate: body.startDate, endDate: body.endDate ?? body.startDate, note: body.note })];
        return { status: 201, body: { statusCode: 201, success: true, message: TIME_OFF_MESSAGES.added, data: stored[0] } };
      },
    });
    const user = userEvent.setup();
    const section = await timeOffSection();
    await within(section).findByText(TIME_OFF_TEXTS.empty);
    expect(within(section).getByRole('button', { name: TIME_OFF_TEXTS.add })).toBeDisabled();

    await user.type(within(section).getByLabelText(/First day off/), daysAhead(3));
    await user.type(within(section).getByLabelText(/Last day off/), daysAhead(5));
    await user.type(within(section).getByLabelText(/Note/), 'Family trip');

    const visits = await within(section).findByRole('list', { name: 'Visits in this time off' });
    expect(within(section).getByText(TIME_OFF_TEXTS.conflictsTitle)).toBeInTheDocument();
    expect(within(visits).getByText(/10:00 AM — Pat Lee/)).toBeInTheDocument();
    expect(within(section).getByText(/keep it, ask the patient to pick a new time/)).toBeInTheDocument();
    const conflictCall = api.calls.filter((call) => call.route === 'GET /doctor/time-off/conflicts').at(-1)!;
    expect([conflictCall.query.get('startDate'), conflictCall.query.get('endDate')]).toEqual([daysAhead(3), daysAhead(5)]);

    await user.click(within(section).getByRole('button', { name: TIME_OFF_TEXTS.addKeepingVisits }));
    expect(await within(section).findByText('Family trip')).toBeInTheDocument();
    expect(api.calls.find((call) => call.route === 'POST /doctor/time-off')!.body).toEqual({
      startDate: daysAhead(3),
      endDate: daysAhead(5),
      note: 'Family trip',
    });
  });

  it('refuses a range that ends before it starts or starts in the past, without asking the server', async () => {
    const api = stub({ 'GET /doctor/time-off': ok([]) });
    const user = userEvent.setup();
    const section = await timeOffSection();
    await within(section).findByText(TIME_OFF_TEXTS.empty);
    await user.type(within(section).getByLabelText(/First day off/), daysAhead(5));
    await user.type(within(section).getByLabelText(/Last day off/), daysAhead(4));
    expect(within(section).getByText(TIME_OFF_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: TIME_OFF_TEXTS.add })).toBeDisabled();

    const first = within(section).getByLabelText(/First day off/);
    await user.clear(first);
    await user.type(first, daysAhead(-1));
    expect(within(section).getByText(TIME_OFF_MESSAGES.inThePast)).toBeInTheDocument();
    // Only valid ranges were checked (the first day alone, before the last day was typed).
    const checked = api.calls.filter((call) => call.route === 'GET /doctor/time-off/conflicts');
    expect(checked.map((call) => [call.query.get('startDate'), call.query.get('endDate')])).toEqual([[daysAhead(5), null]]);
  });

  it('shows the server’s reason when adding fails', async () => {
    stub({
      'GET /doctor/time-off': ok([]),
      'GET /doctor/time-off/conflicts': ok([]),
      'POST /doctor/time-off': fail(400, TIME_OFF_MESSAGES.noteTooLong),
    });
    const user = userEvent.setup();
    const section = await timeOffSection();
    await within(section).findByText(TIME_OFF_TEXTS.empty);
    await user.type(within(section).getByLabelText(/First day off/), daysAhead(2));
    expect(await within(section).findByText(TIME_OFF_TEXTS.noConflicts)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: TIME_OFF_TEXTS.add }));
    expect(await within(section).findByText(`Could not add the time off. ${TIME_OFF_MESSAGES.noteTooLong}`)).toBeInTheDocument();
  });

  describe('visits in the new time off', () => {
    const visitOf = (id: string, patientName: string, time: string): TimeOffConflict => ({
      appointmentId: id,
      patientName,
      appointmentDate: daysAhead(4),
      timeSlot: time,
      startsAt: new Date().toISOString(),
    });
    const pat = visitOf('a-1', 'Pat Lee', '10:00 AM');
    const sam = visitOf('a-2', 'Sam Roe', '11:00 AM');

    function stubWithVisits(extra: FakeRoutes = {}) {
      return stub({
        'GET /doctor/time-off': ok([]),
        'GET /doctor/time-off/conflicts': ok([pat, sam]),
        'POST /doctor/time-off': () => ({
          status: 201,
          body: { statusCode: 201, success: true, message: TIME_OFF_MESSAGES.added, data: entry() },
        }),
        'POST /appointment/reschedule-request/a-1': ok({}),
        'POST /appointment/reschedule-request/a-2': ok({}),
        'PATCH /appointment/doctor-cancel/a-1': ok({}),
        'PATCH /appointment/doctor-cancel/a-2': ok({}),
        ...extra,
      });
    }

    async function chooseRange(user: ReturnType<typeof userEvent.setup>, section: HTMLElement) {
      await within(section).findByText(TIME_OFF_TEXTS.empty);
      await user.type(within(section).getByLabelText(/First day off/), daysAhead(3));
      await user.type(within(section).getByLabelText(/Last day off/), daysAhead(5));
      await within(section).findByRole('list', { name: 'Visits in this time off' });
    }

    async function choose(user: ReturnType<typeof userEvent.setup>, section: HTMLElement, visit: TimeOffConflict, label: string) {
      await user.click(within(section).getByRole('combobox', { name: TIME_OFF_VISIT_TEXTS.choiceLabel(visit) }));
      await user.click(await screen.findByRole('option', { name: label }));
    }

    it('asks one patient to reschedule and cancels the other with the reason given, after saving the time off', async () => {
      const api = stubWithVisits();
      const user = userEvent.setup();
      const section = await timeOffSection();
      await chooseRange(user, section);
      await choose(user, section, pat, 'Ask to reschedule');
      await choose(user, section, sam, 'Cancel with full refund');
      const reason = within(section).getByRole('textbox', { name: new RegExp(TIME_OFF_VISIT_TEXTS.reasonLabel) });
      await user.clear(reason);
      await user.click(within(section).getByRole('button', { name: TIME_OFF_TEXTS.addHandlingVisits }));
      // No reason: nothing is sent.
      expect(within(section).getByText('Please tell the patient why the appointment is cancelled')).toBeInTheDocument();
      expect(api.calls.some((call) => call.route === 'POST /doctor/time-off')).toBe(false);

      await user.type(reason, 'Away at a conference');
      await user.click(within(section).getByRole('button', { name: TIME_OFF_TEXTS.addHandlingVisits }));
      await waitFor(() => expect(api.calls.some((call) => call.route === 'PATCH /appointment/doctor-cancel/a-2')).toBe(true));
      const routes = api.calls.map((call) => call.route).filter((route) => !route.startsWith('GET'));
      expect(routes).toEqual(['POST /doctor/time-off', 'POST /appointment/reschedule-request/a-1', 'PATCH /appointment/doctor-cancel/a-2']);
      expect(api.calls.find((call) => call.route === 'PATCH /appointment/doctor-cancel/a-2')!.body).toEqual({
        reason: 'Away at a conference',
      });
    });

    it('applies one choice to all visits, and lists the ones that could not be changed', async () => {
      const api = stubWithVisits({
        'POST /appointment/reschedule-request/a-2': fail(409, 'This appointment has already started, so it can no longer be moved'),
      });
      const user = userEvent.setup();
      const section = await timeOffSection();
      await chooseRange(user, section);
      await user.click(within(section).getByRole('button', { name: TIME_OFF_VISIT_TEXTS.askAll }));
      expect(within(section).getByRole('combobox', { name: TIME_OFF_VISIT_TEXTS.choiceLabel(sam) })).toHaveTextContent('Ask to reschedule');
      await user.click(within(section).getByRole('button', { name: TIME_OFF_TEXTS.addHandlingVisits }));
      expect(await within(section).findByText(TIME_OFF_VISIT_TEXTS.failedTitle)).toBeInTheDocument();
      expect(within(section).getByText(/Sam Roe, .* 11:00 AM: This appointment has already started/)).toBeInTheDocument();
      expect(api.calls.filter((call) => call.route.startsWith('POST /appointment/reschedule-request'))).toHaveLength(2);
    });
  });
});

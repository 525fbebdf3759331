import { bookingDraftKey, readBookingDraft } from './booking-draft';

afterEach(() => sessionStorage.clear());

describe('the booking draft kept for a reload', () => {
  it('reads what was stored for the doctor', () => {
    sessionStorage.setItem(
      bookingDraftKey('d1'),
      JSON.stringify({ date: '2026-11-11', time: '09:00 AM', consultationType: 'In-person Consultation', reason: 'Check-up' }),
    );
    expect(readBookingDraft('d1')).toEqual({
      date: '2026-11-11',
      time: '09:00 AM',
      consultationType: 'In-person Consultation',
      reason: 'Check-up',
    });
    expect(readBookingDraft('d2')).toEqual({ date: null, time: null, consultationType: 'Video Consultation', reason: '' });
  });

  it('starts empty from a corrupt or tampered entry', () => {
    sessionStorage.setItem(bookingDraftKey('d1'), '{not json');
    expect(readBookingDraft('d1').consultationType).toBe('Video Consultation');
    sessionStorage.setItem(bookingDraftKey('d1'), JSON.stringify({ time: 42, consultationType: 'Home visit', reason: null }));
    expect(readBookingDraft('d1')).toEqual({ date: null, time: null, consultationType: 'Video Consultation', reason: '' });
  });
});

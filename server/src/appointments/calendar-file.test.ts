import { calendarOf, escapeText, foldLine, icsDateTime } from './calendar-file';

describe('the iCalendar writer', () => {
  it('writes UTC date-times in the basic format', () => {
    expect(icsDateTime(new Date('2026-11-25T15:30:00.000Z'))).toBe('20261125T153000Z');
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes one VEVENT with CRLF line ends', () => {
    const text = calendarOf({
      uid: 'a@b',
      stamp: new Date('2026-11-20T00:00:00Z'),
      start: new Date('2026-11-25T15:30:00Z'),
      end: new Date('2026-11-25T16:00:00Z'),
      summary: 'Video Consultation with Dr. Chen, MD',
      description: 'Line one\nLine two',
    });
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//CareLink//Appointments//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:a@b',
      'DTSTAMP:20261120T000000Z',
      'SEQUENCE:0',
      'DTSTART:20261125T153000Z',
      'DTEND:20261125T160000Z',
      'SUMMARY:Video Consultation with Dr. Chen\\, MD',
      'DESCRIPTION:Line one\\nLine two',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('writes the revision as SEQUENCE, so a calendar replaces its copy of the same UID', () => {
    const text = calendarOf({
      uid: 'a@b',
      stamp: new Date('2026-11-20T00:00:00Z'),
      start: new Date('2026-11-25T15:30:00Z'),
      end: new Date('2026-11-25T16:00:00Z'),
      summary: 'Visit',
      description: 'Moved',
      sequence: 2,
    });
    expect(text.split('\r\n')).toContain('SEQUENCE:2');
  });
});

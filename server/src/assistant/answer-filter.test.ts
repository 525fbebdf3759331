import { AnswerFilter, FILTERED_NOTE, isUnsafeSentence } from './answer-filter';

/** Feeds the text in pieces of `size` characters, as a model streams it. */
function filterInPieces(text: string, size: number): { out: string[]; whole: string } {
  const filter = new AnswerFilter();
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(filter.push(text.slice(at, at + size)));
  out.push(filter.flush());
  return { out, whole: out.join('') };
}

describe('the filter on a model answer', () => {
  it.each([
    'Take 400 mg every 6 hours.',
    'You can take two tablets of paracetamol.',
    'Ibuprofen may help with the pain.',
    'Give 5 ml of the syrup.',
    'You have migraine.',
    'You most likely have an ear infection.',
    'My diagnosis is a sprain.',
    'Ask your doctor to prescribe antibiotics.',
  ])('leaves out "%s"', (sentence) => {
    expect(isUnsafeSentence(sentence)).toBe(true);
  });

  it.each([
    'A migraine is a strong headache, often on one side.',
    'If you have a fever with a stiff neck, call the emergency number.',
    'Brush your teeth twice a day.',
    'Drink 2 litres of water through the day if you can.',
    'See a doctor if it lasts more than 3 days.',
  ])('keeps "%s"', (sentence) => {
    expect(isUnsafeSentence(sentence)).toBe(false);
  });

  it('streams safe sentences as soon as they end, and notes once what it left out', () => {
    const text = 'Headaches are common. Take 400 mg of ibuprofen. Also try 2 tablets of aspirin. Rest in a dark room.\n- Drink water\n';
    const { out, whole } = filterInPieces(text, 7);
    expect(whole).toBe(`Headaches are common. ${FILTERED_NOTE} Rest in a dark room.\n- Drink water\n`);
    // The first sentence is out before the answer ends.
    const firstAt = out.findIndex((piece) => piece.includes('Headaches are common.'));
    expect(firstAt).toBeGreaterThanOrEqual(0);
    expect(firstAt).toBeLessThan(out.length - 3);
  });

  it('removes HTML tags, even when split across pieces', () => {
    expect(filterInPieces('Hello <script>alert(1)</script>there. <img src=x onerror=y>Bye.', 3).whole).toBe('Hello alert(1)there. Bye.');
  });

  it('does not split a decimal number into two sentences', () => {
    expect(filterInPieces('A temperature of 38.5 degrees is a fever.', 2).whole).toBe('A temperature of 38.5 degrees is a fever.');
  });
});

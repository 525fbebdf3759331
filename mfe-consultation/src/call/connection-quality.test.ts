import { gradeQuality, sampleStats } from './connection-quality';

type Entry = Record<string, unknown> & { type: string; id: string };

function report(entries: Entry[]): Map<string, Entry> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}

/** What getStats reports after `seconds` of a call receiving at the given rates. */
function statsAt(
  seconds: number,
  {
    fps = 30,
    packetsPerSecond = 100,
    lossShare = 0,
    rtt = 0.05,
  }: { fps?: number; packetsPerSecond?: number; lossShare?: number; rtt?: number } = {},
) {
  const received = Math.round(packetsPerSecond * seconds * (1 - lossShare));
  const lost = Math.round(packetsPerSecond * seconds * lossShare);
  return sampleStats(
    report([
      { type: 'candidate-pair', id: 'cp', nominated: true, state: 'succeeded', currentRoundTripTime: rtt },
      { type: 'inbound-rtp', id: 'in-v', kind: 'video', packetsReceived: received, packetsLost: lost, framesDecoded: fps * seconds },
      { type: 'inbound-rtp', id: 'in-a', kind: 'audio', packetsReceived: 50 * seconds, packetsLost: 0 },
      { type: 'remote-inbound-rtp', id: 'rin', kind: 'video', roundTripTime: rtt, fractionLost: lossShare },
    ]),
    seconds * 1000,
  );
}

describe('connection quality from getStats', () => {
  it('is good with smooth video, little loss and a short round trip', () => {
    expect(gradeQuality(statsAt(2), statsAt(4), true)).toEqual({ remote: 'good', local: 'good', videoPoor: false });
  });

  it('is poor when the round trip is long', () => {
    const reading = gradeQuality(statsAt(2, { rtt: 0.8 }), statsAt(4, { rtt: 0.8 }), true);
    expect(reading.remote).toBe('poor');
    expect(reading.local).toBe('poor');
  });

  it('calls video poor when too few frames are decoded or too many packets are lost', () => {
    expect(gradeQuality(statsAt(2, { fps: 4 }), statsAt(4, { fps: 4 }), true)).toMatchObject({ remote: 'poor', videoPoor: true });
    expect(gradeQuality(statsAt(2, { lossShare: 0.2 }), statsAt(4, { lossShare: 0.2 }), true)).toMatchObject({ videoPoor: true });
  });

  it('does not count missing frames against a side whose camera is off', () => {
    expect(gradeQuality(statsAt(2, { fps: 0 }), statsAt(4, { fps: 0 }), false)).toMatchObject({ remote: 'good', videoPoor: false });
  });

  it('is lost when nothing arrives', () => {
    const same = statsAt(2);
    expect(gradeQuality(same, { ...same, at: same.at + 2000 }, true).remote).toBe('lost');
  });
});

/**
 * Connection quality per side from `RTCPeerConnection.getStats()`: what we receive from the other
 * side (inbound-rtp: packets lost, frames decoded) and how the other side receives us
 * (remote-inbound-rtp: round-trip time and fraction lost), plus the active candidate pair's RTT.
 * Two consecutive samples give rates over the interval.
 */

export type Quality = 'good' | 'poor' | 'lost';

/** The figures kept from one stats report. */
export interface StatsSample {
  at: number;
  /** Current round-trip time of the nominated candidate pair, seconds. */
  rtt: number | null;
  inbound: { audio: InboundCounters | null; video: InboundCounters | null };
  /** What the other side reports about our outgoing streams. */
  outbound: { rtt: number | null; fractionLost: number | null; videoFramesSent: number | null };
}

interface InboundCounters {
  packetsReceived: number;
  packetsLost: number;
  framesDecoded: number;
}

export interface QualityReading {
  /** How the other side reaches us. */
  remote: Quality;
  /** How we reach the other side. */
  local: Quality;
  /** The video we receive is poor (too few frames or too much loss). */
  videoPoor: boolean;
}

/** RTT above this (seconds) makes a call poor: conversation starts to overlap. */
export const POOR_RTT_SECONDS = 0.4;
/** Packet loss above this share makes a call poor. */
export const POOR_LOSS = 0.05;
/** Fewer decoded frames per second than this makes received video poor. */
export const POOR_FPS = 10;

type StatsEntry = Record<string, unknown> & { type: string; id: string };

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reduces a stats report (a Map of entries) to a sample. */
export function sampleStats(report: RTCStatsReport | Map<string, StatsEntry>, at: number): StatsSample {
  const sample: StatsSample = {
    at,
    rtt: null,
    inbound: { audio: null, video: null },
    outbound: { rtt: null, fractionLost: null, videoFramesSent: null },
  };
  const entries = [...(report as Map<string, StatsEntry>).values()];
  for (const entry of entries) {
    const kind = (entry.kind ?? entry.mediaType) as string | undefined;
    if (entry.type === 'candidate-pair' && (entry.nominated || entry.selected) && entry.state === 'succeeded') {
      sample.rtt = num(entry.currentRoundTripTime) ?? sample.rtt;
    } else if (entry.type === 'inbound-rtp' && (kind === 'audio' || kind === 'video')) {
      const counters = sample.inbound[kind] ?? { packetsReceived: 0, packetsLost: 0, framesDecoded: 0 };
      counters.packetsReceived += num(entry.packetsReceived) ?? 0;
      counters.packetsLost += Math.max(0, num(entry.packetsLost) ?? 0);
      counters.framesDecoded += num(entry.framesDecoded) ?? 0;
      sample.inbound[kind] = counters;
    } else if (entry.type === 'remote-inbound-rtp') {
      const rtt = num(entry.roundTripTime);
      if (rtt !== null) sample.outbound.rtt = Math.max(sample.outbound.rtt ?? 0, rtt);
      const lost = num(entry.fractionLost);
      if (lost !== null) sample.outbound.fractionLost = Math.max(sample.outbound.fractionLost ?? 0, lost);
    } else if (entry.type === 'outbound-rtp' && kind === 'video') {
      sample.outbound.videoFramesSent = (sample.outbound.videoFramesSent ?? 0) + (num(entry.framesSent) ?? 0);
    }
  }
  return sample;
}

/**
 * Grades the interval between two samples. `expectVideo` says whether the other side sends
 * video (their camera on): without it, no frames is not a problem.
 */
export function gradeQuality(previous: StatsSample, current: StatsSample, expectVideo: boolean): QualityReading {
  const seconds = Math.max(0.001, (current.at - previous.at) / 1000);
  const delta = (kind: 'audio' | 'video') => {
    const a = previous.inbound[kind];
    const b = current.inbound[kind];
    if (!a || !b) return b ? { received: b.packetsReceived, lost: b.packetsLost, frames: b.framesDecoded } : null;
    return {
      received: b.packetsReceived - a.packetsReceived,
      lost: b.packetsLost - a.packetsLost,
      frames: b.framesDecoded - a.framesDecoded,
    };
  };
  const audio = delta('audio');
  const video = delta('video');
  const received = (audio?.received ?? 0) + (video?.received ?? 0);
  const lost = Math.max(0, (audio?.lost ?? 0) + (video?.lost ?? 0));
  const loss = received + lost > 0 ? lost / (received + lost) : 0;
  const fps = video ? video.frames / seconds : 0;
  const videoPoor = expectVideo && (fps < POOR_FPS || (video ? video.lost / Math.max(1, video.received + video.lost) > POOR_LOSS : true));
  const rtt = current.rtt ?? current.outbound.rtt;
  const slow = rtt !== null && rtt > POOR_RTT_SECONDS;

  let remote: Quality = 'good';
  if (received === 0) remote = 'lost';
  else if (slow || loss > POOR_LOSS || videoPoor) remote = 'poor';

  let local: Quality = 'good';
  if (received === 0 && current.rtt === null) local = 'lost';
  else if (slow || (current.outbound.fractionLost ?? 0) > POOR_LOSS) local = 'poor';

  return { remote, local, videoPoor };
}

/** How many poor readings in a row before the call offers audio only (about 10 s at one per 2 s). */
export const POOR_VIDEO_READINGS_BEFORE_OFFER = 5;

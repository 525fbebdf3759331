import { execFile } from 'node:child_process';
import path from 'node:path';
import { isPolite } from './peer-link';

// jsdom has no WebRTC: the scenarios run two PeerLinks over real libwebrtc (@roamhq/wrtc) in a
// child Node process (see peer-link.scenarios.ts for why a child).
function runScenario(name: string): Promise<Record<string, unknown>> {
  const packageDir = path.resolve(__dirname, '../..');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'peer-link.scenarios.ts'), name],
      { cwd: packageDir, timeout: 30_000 },
      (error, stdout, stderr) => {
        const line = stdout.trim().split('\n').pop() ?? '';
        let parsed: { result?: Record<string, unknown>; error?: string };
        try {
          parsed = JSON.parse(line) as typeof parsed;
        } catch {
          reject(new Error(`Scenario ${name} printed no result (${error?.message ?? ''}): ${stdout}${stderr}`));
          return;
        }
        if (parsed.error) reject(new Error(`Scenario ${name}: ${parsed.error}`));
        else resolve(parsed.result ?? {});
      },
    );
  });
}

describe('isPolite', () => {
  it('makes exactly one of two participants polite', () => {
    expect(isPolite('user-a', 'user-b')).toBe(true);
    expect(isPolite('user-b', 'user-a')).toBe(false);
  });
});

describe('PeerLink: perfect negotiation over real WebRTC', () => {
  it('connects when only one side offers, and the other answers', async () => {
    const result = await runScenario('one-offer');
    expect(result).toEqual({
      polite: { state: 'connected', signaling: 'stable', sent: ['answer'], remote: 'audio,video' },
      impolite: { state: 'connected', signaling: 'stable', sent: ['offer'], remote: '' },
    });
  });

  it("survives glare: both offer at once, the polite side yields, both get the other side's media", async () => {
    const result = (await runScenario('glare')) as Record<string, { state: string; signaling: string; sent: string[]; remote: string }>;
    expect(result.polite.sent[0]).toBe('offer');
    expect(result.impolite.sent[0]).toBe('offer');
    // The polite side gave its offer up and answered the impolite side's.
    expect(result.polite.sent).toContain('answer');
    for (const side of [result.polite, result.impolite]) {
      expect(side).toMatchObject({ state: 'connected', signaling: 'stable', remote: 'audio,video' });
    }
  });

  it('lets a newcomer hold its first offer: the side already there offers and the newcomer only answers', async () => {
    const result = (await runScenario('held-offer')) as Record<
      string,
      { state: string; signaling: string; sent: string[]; remote: string }
    >;
    expect(result.polite.sent).toEqual(['answer']);
    expect(result.impolite.sent).toEqual(['offer']);
    for (const side of [result.polite, result.impolite]) {
      expect(side).toMatchObject({ state: 'connected', signaling: 'stable', remote: 'audio,video' });
    }
  });

  it('sends a held offer only when asked', async () => {
    const result = (await runScenario('held-offer-asked')) as { sentBeforeAsked: number } & Record<
      string,
      { state: string; sent: string[] }
    >;
    expect(result.sentBeforeAsked).toBe(0);
    expect(result.impolite.sent).toEqual(['offer']);
    expect(result.polite.state).toBe('connected');
    expect(result.impolite.state).toBe('connected');
  });

  it('sends a lost offer again when the signalling channel is back', async () => {
    const result = (await runScenario('lost-offer')) as Record<string, { state: string; sent: string[] }>;
    expect(result.impolite.sent).toEqual(['offer', 'offer']);
    expect(result.polite.state).toBe('connected');
    expect(result.impolite.state).toBe('connected');
  });

  it('restarts ICE with a new offer and stays connected', async () => {
    const result = (await runScenario('ice-restart')) as Record<string, { state: string; sent: string[] }> & { offersBefore: number };
    expect(result.polite.sent.filter((type) => type === 'offer').length).toBeGreaterThan(result.offersBefore);
    expect(result.polite.state).toBe('connected');
    expect(result.impolite.state).toBe('connected');
  });
});

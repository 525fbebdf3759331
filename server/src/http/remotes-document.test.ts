import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfiguredRemotes } from './remotes-document';

describe('ConfiguredRemotes', () => {
  let dir: string;
  let file: string;
  let now: number;
  let warnings: string[];
  let remotes: ConfiguredRemotes;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'telehealth-remotes-file-'));
    file = path.join(dir, 'remotes.json');
    now = 0;
    warnings = [];
    const config = {
      remotes: { mfe_profile: '/remotes/mfe-profile/mf-manifest.json', mfe_cdn: 'https://cdn.example.test/mf-manifest.json' },
      remotesFile: file,
    };
    remotes = new ConfiguredRemotes(config, { warn: (message) => warnings.push(message) }, () => now, 1_000);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes the file as a deploy would: a new file renamed over the old one. */
  function deploy(content: string): void {
    writeFileSync(`${file}.next`, content);
    renameSync(`${file}.next`, file);
  }

  it('has the REMOTES entries while there is no file', () => {
    expect(remotes.entries()).toEqual({
      mfe_profile: '/remotes/mfe-profile/mf-manifest.json',
      mfe_cdn: 'https://cdn.example.test/mf-manifest.json',
    });
  });

  it('lets the file win over REMOTES once it is written, and goes back when it is removed', () => {
    const before = remotes.version;
    deploy('{"mfe_profile":"http://127.0.0.1:4000/v2/mf-manifest.json"}');
    now += 1_000;
    expect(remotes.entries()).toMatchObject({
      mfe_profile: 'http://127.0.0.1:4000/v2/mf-manifest.json',
      mfe_cdn: 'https://cdn.example.test/mf-manifest.json',
    });
    expect(remotes.version).not.toBe(before);

    rmSync(file);
    now += 1_000;
    expect(remotes.entries().mfe_profile).toBe('/remotes/mfe-profile/mf-manifest.json');
  });

  it('looks at the file at most once per interval', () => {
    remotes.entries();
    deploy('{"mfe_profile":"/v2/mf-manifest.json"}');
    now += 999;
    expect(remotes.entries().mfe_profile).toBe('/remotes/mfe-profile/mf-manifest.json');
    now += 1;
    expect(remotes.entries().mfe_profile).toBe('/v2/mf-manifest.json');
  });

  it('keeps the last good entries and warns once when the file is not a valid remotes document', () => {
    deploy('{"mfe_profile":"/v2/mf-manifest.json"}');
    now += 1_000;
    remotes.entries();
    const version = remotes.version;
    deploy('{"mfe_profile": "ftp://nope"}');
    now += 1_000;
    expect(remotes.entries().mfe_profile).toBe('/v2/mf-manifest.json');
    now += 1_000;
    remotes.entries();
    expect(remotes.version).toBe(version);
    expect(warnings).toEqual([expect.stringContaining('REMOTES_FILE.mfe_profile must be a path starting with / or an http(s) URL')]);
  });
});

import { expect } from 'chai';
import { runCli } from '@animsmith/test-utils';

describe('generate help (built from the generators’ declarations)', () => {
  it('generate --help lists every kind with its summary', async () => {
    const r = await runCli(['generate', '--help']);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.match(/generate addressability\s+Write the glTF animation addressability document of\s+one file/);
    expect(r.stdout).to.match(/generate import-advice\s+Write the engine import advice of one file for the\s+pinned engine profile/);
  });

  it('generate addressability --help shows the plugin-declared --pointer-width with its options, description and examples', async () => {
    const r = await runCli(['generate', 'addressability', '--help']);
    expect(r.status, r.stderr).to.equal(0);
    const text = r.stdout.replace(/\s+/g, ' ');
    expect(text).to.include('[--pointer-width 32|64]');
    expect(text).to.include('--pointer-width=<option> Target pointer width (bits) for Bevy animation-target ids; applies only to the V2 document (Bevy profile revision 3)');
    expect(text).to.include('<options: 32|64>');
    expect(text).to.include('FILE glTF/GLB file');
    expect(text).to.include('$ animsmith generate addressability --pointer-width 64 -o fox-addressability.json Fox.glb # Bevy revision 3 only');
    expect(text).to.include('--format=<option> [default: json] Output format (JSON is the contract)');
  });

  it('generate import-advice --help has the kit’s help and no kind-specific flag', async () => {
    const r = await runCli(['generate', 'import-advice', '--help']);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.include('Runs the import-advice generator of the profile selected under [engine].');
    expect(r.stdout).to.include('FILE  Asset file');
    expect(r.stdout).to.not.include('--pointer-width');
  });
});

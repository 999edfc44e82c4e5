import { expect } from 'chai';
import { runCli } from '@animsmith/test-utils';

describe('an unknown command', () => {
  const refusals = [['frobnicate'], ['checks', 'frob'], ['lint\u202e'], ['frobnicate', '--help'], ['checks', 'frob', '-h'], ['generate', 'frob', '--help']];
  for (const argv of refusals) {
    it(`refuses ${JSON.stringify(argv)}: exit 2, one line listing the commands, nothing on stdout`, async () => {
      const r = await runCli(argv);
      expect(r.status).to.equal(2);
      expect(r.stdout).to.equal('');
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines).to.have.length(1);
      expect(lines[0]).to.match(/^animsmith: unknown command ".*"; commands: .*\blint\b.*\bmeasure\b/);
      expect(lines[0]).to.not.contain('\u202e');
    });
  }

  it('still gets help for a command or a topic', async () => {
    for (const argv of [['lint', '--help'], ['checks', '--help'], ['generate', 'addressability', '--help']]) {
      const r = await runCli(argv);
      expect(r.status, `${argv.join(' ')}: ${r.stderr}`).to.equal(0);
      expect(r.stdout).to.match(/USAGE/);
    }
  });
});

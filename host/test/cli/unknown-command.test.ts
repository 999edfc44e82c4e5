import { expect } from 'chai';
import { runCli } from '@animsmith/test-utils';

describe('an unknown command', () => {
  for (const argv of [['frobnicate'], ['checks', 'frob'], ['lint\u202e']]) {
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
});

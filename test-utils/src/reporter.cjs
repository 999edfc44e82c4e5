// The spec reporter, closed by one count line that always names the skipped tests' number
// ("N passed, N failed, N skipped"), and by the title of every skipped test, so a skip is seen.
'use strict';
const Mocha = require('mocha');

const { EVENT_RUN_END, EVENT_TEST_PENDING } = Mocha.Runner.constants;

class CountingSpec extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const skipped = [];
    runner.on(EVENT_TEST_PENDING, (test) => skipped.push(test.fullTitle()));
    runner.once(EVENT_RUN_END, () => {
      for (const title of skipped) process.stdout.write(`skipped: ${title}\n`);
      const { passes, failures, pending } = this.stats;
      process.stdout.write(`${passes} passed, ${failures} failed, ${pending} skipped\n`);
    });
  }
}

module.exports = CountingSpec;

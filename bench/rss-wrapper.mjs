// Fallback peak-RSS probe when /usr/bin/time is unavailable:
//   BENCH_RSS_FILE=/tmp/x node bench/rss-wrapper.mjs <script.js> [args...]
// Runs <script.js> in this process (argv as if it had been started directly) and, on exit,
// writes process.resourceUsage().maxRSS (KiB) to $BENCH_RSS_FILE.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [script, ...args] = process.argv.slice(2);
const out = process.env.BENCH_RSS_FILE;
if (!script || !out) {
  console.error('usage: BENCH_RSS_FILE=<file> node bench/rss-wrapper.mjs <script> [args...]');
  process.exit(2);
}
process.on('exit', () => {
  writeFileSync(out, `${process.resourceUsage().maxRSS}\n`);
});
process.argv = [process.argv[0], resolve(script), ...args];
await import(pathToFileURL(resolve(script)).href);

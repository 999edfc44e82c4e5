// Preloaded into a spawned CLI run (`node --import <this file> bin/run.cjs …`): on exit, writes the
// process's peak resident set size in KiB to the file named by ANIMSMITH_PEAK_RSS_FILE.
import { writeFileSync } from 'node:fs';

const target = process.env.ANIMSMITH_PEAK_RSS_FILE;
if (target) process.on('exit', () => writeFileSync(target, `${process.resourceUsage().maxRSS}\n`));

// `node relaunch.mjs <node args…>` runs `node <node args…>` as its own child and ends as it does.
// On Linux a process's peak RSS (ru_maxrss) survives fork and exec, so a CLI spawned straight
// from the large test process would report the test process's memory as its own; relaunched from
// this small process, it reports at most this process's size plus its own.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, process.argv.slice(2), { stdio: 'inherit' });
child.on('close', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});

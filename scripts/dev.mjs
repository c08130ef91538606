// `npm run dev`: the server restarts on change, the web app hot-reloads, the shared package rebuilds.
import { spawn } from 'node:child_process';

const processes = [
  ['domain', 'npx', ['tsc', '-b', 'packages/domain', '--watch', '--preserveWatchOutput']],
  ['server', 'npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts']],
  ['web', 'npx', ['vite', 'apps/web']],
];

const children = processes.map(([name, cmd, args]) => {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  const relay = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`${prefix}${line}\n`);
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

function shutdown(code) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log('Web app with hot reload: http://localhost:5173 (API on http://localhost:3000)');

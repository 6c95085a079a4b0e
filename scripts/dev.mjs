#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and Vite's dev server (proxying the API) side by side.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@gestora/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@gestora/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => code && (stop(), process.exit(code))));

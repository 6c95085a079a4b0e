// A worker thread starts without a TypeScript loader (the server starts it with none): tsx is registered here
// only to load the TypeScript worker, then unregistered, because pdf.js and mammoth are large plain JavaScript
// that tsx's transform would make cost seconds and hundreds of megabytes in every thread.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const unregister = register();
const { extractInThread } = await import(workerData.entry);
await unregister();
parentPort.postMessage(await extractInThread(workerData.job));

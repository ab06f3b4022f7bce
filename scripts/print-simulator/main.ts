/**
 * `npm run print-simulator`: the print simulator on port 5000 (PRINT_SIMULATOR_PORT), jobs into ./print-jobs
 * (PRINT_SIMULATOR_DIR), printers from PRINT_SIMULATOR_PRINTERS (comma-separated; the first is the default).
 */
import { startPrintSimulator } from './print-simulator';

const simulator = await startPrintSimulator({
  port: process.env.PRINT_SIMULATOR_PORT ? Number(process.env.PRINT_SIMULATOR_PORT) : undefined,
  dir: process.env.PRINT_SIMULATOR_DIR || undefined,
  printers: process.env.PRINT_SIMULATOR_PRINTERS?.split(',').map((name) => name.trim()).filter(Boolean),
  onJob: (job) => console.log(`${job.receivedAt} ${job.printer} ← ${job.templateId}${job.content ? ` (${job.content.paper}, ${job.content.html.length} characters of HTML)` : ''}${job.pdf ? ` → ${job.pdf}` : ''}`),
}).catch((error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${process.env.PRINT_SIMULATOR_PORT ?? 5000} is taken (is the real print component running?)` : error);
  process.exit(1);
});

console.log(`Print simulator listening on ${simulator.url}`);
console.log(`Printers: ${simulator.printers.map((p) => (p === simulator.defaultPrinter ? `${p} (default)` : p)).join(', ')}`);
console.log(`Jobs go to ${simulator.dir} (jobs.jsonl and one PDF per job). Ctrl+C to stop.`);

const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

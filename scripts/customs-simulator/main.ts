/**
 * `npm run customs-simulator`: the declaration-platform simulator on port 5100 (CUSTOMS_SIMULATOR_PORT), pushing
 * receipts to CUSTOMS_SIMULATOR_RECEIPT_URL (default http://localhost:8080/api/clearway/customs/receipts) signed
 * with CLEARWAY_CUSTOMS_SECRET. Start the server with CLEARWAY_CUSTOMS_PLATFORM=http://localhost:5100 to use it.
 */
import { DEV_CUSTOMS_SECRET } from '../../server/config';
import { readSimulatorSettings } from '../../server/customs/simulator/simulator-settings';
import { startCustomsSimulatorServer } from './customs-simulator-server';

const port = Number(process.env.CUSTOMS_SIMULATOR_PORT || 5100);
const receiptUrl = process.env.CUSTOMS_SIMULATOR_RECEIPT_URL || 'http://localhost:8080/api/clearway/customs/receipts';
const settings = readSimulatorSettings();
const running = await startCustomsSimulatorServer({
  port, host: process.env.CUSTOMS_SIMULATOR_HOST || '127.0.0.1', receiptUrl, secret: process.env.CLEARWAY_CUSTOMS_SECRET || DEV_CUSTOMS_SECRET, settings,
}).catch((error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is taken` : error);
  process.exit(1);
});

console.log(`Declaration-platform simulator listening on ${running.url} (POST /ceb/messages, GET /status)`);
console.log(`Receipts go to ${receiptUrl}, ${settings.stepMs} ms apart; ${Math.round(settings.inspectionShare * 100)}% of inventories inspected.`);
console.log('Start the server with CLEARWAY_CUSTOMS_PLATFORM=' + running.url + ' to declare through it. Ctrl+C to stop.');

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

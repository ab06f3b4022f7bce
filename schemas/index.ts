import sysparam from './admin/sysparam.json';
import notification from './admin/notification.json';
import carrier from './base/carrier.json';
import exportTask from './customer-service/export-task.json';
import claim from './customer-service/claim.json';
import putScan from './operate/put-scan.json';
import scanRecordQuery from './operate/scan-record-query.json';

/** Every entity schema file, named for error messages. Add a new file here (docs/schemas.md). */
export const entityFiles: { file: string; json: unknown }[] = [
  { file: 'schemas/admin/sysparam.json', json: sysparam },
  { file: 'schemas/admin/notification.json', json: notification },
  { file: 'schemas/base/carrier.json', json: carrier },
  { file: 'schemas/customer-service/export-task.json', json: exportTask },
  { file: 'schemas/customer-service/claim.json', json: claim },
  { file: 'schemas/operate/put-scan.json', json: putScan },
  { file: 'schemas/operate/scan-record-query.json', json: scanRecordQuery },
];

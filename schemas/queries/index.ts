import comp from './comp-auth-notice.json';
import compSales from './comp-auth-sales-man-notice.json';
import workOrder from './consult-work-order-notice.json';
import confirm from './corporate-confirm-notice.json';
import customer from './customer.json';
import dictionary from './dictionary-detail.json';
import exportTask from './export-task.json';
import org from './org-list.json';
import problem from './problem-notice.json';
import putScan from './put-scan-record.json';
import regionChildren from './region-children.json';
import repeatScan from './repeat-scan-record.json';
import scanRecord from './scan-record.json';
import site from './site.json';
import file from './ztdcode-file.json';

/** Every qid definition file, named for error messages. */
export const qidFiles: { file: string; json: unknown }[] = [
  { file: 'schemas/queries/comp-auth-notice.json', json: comp },
  { file: 'schemas/queries/comp-auth-sales-man-notice.json', json: compSales },
  { file: 'schemas/queries/consult-work-order-notice.json', json: workOrder },
  { file: 'schemas/queries/corporate-confirm-notice.json', json: confirm },
  { file: 'schemas/queries/customer.json', json: customer },
  { file: 'schemas/queries/dictionary-detail.json', json: dictionary },
  { file: 'schemas/queries/export-task.json', json: exportTask },
  { file: 'schemas/queries/org-list.json', json: org },
  { file: 'schemas/queries/problem-notice.json', json: problem },
  { file: 'schemas/queries/put-scan-record.json', json: putScan },
  { file: 'schemas/queries/region-children.json', json: regionChildren },
  { file: 'schemas/queries/repeat-scan-record.json', json: repeatScan },
  { file: 'schemas/queries/scan-record.json', json: scanRecord },
  { file: 'schemas/queries/site.json', json: site },
  { file: 'schemas/queries/ztdcode-file.json', json: file },
];

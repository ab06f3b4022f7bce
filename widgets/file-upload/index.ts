/** The Upload field, registered as `Upload` in widgets/index.ts (loaded with the first form that draws one). */
import { lazyComponent } from '../../engine/registry/lazy-component';

/** The name schemas use: `"x-component": "Upload"`. */
export const UPLOAD = 'Upload';

/** The Upload field, its code loaded the first time a form draws it. */
export const FileUploadField = lazyComponent(() => import('./FileUpload').then((m) => m.FileUpload));

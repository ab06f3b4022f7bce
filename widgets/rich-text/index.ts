/**
 * The RichText widget (spec 01 §2, shared widget 3), registered as `RichText` in widgets/index.ts. Only the name and
 * a stand-in load with the registry: the stand-in loads the editor's chunk (RichText.tsx and everything it uses) the
 * first time a form draws the field, so list and login pages carry none of it. Import the rest from its own module
 * (editor-config.ts, editor-language.ts, image-upload.ts; the upload tracker and submit guard are the engine's, in
 * engine/render/form/): re-exporting it
 * here would pull it into the pages that register widgets.
 */
import { lazyComponent } from '../../engine/registry/lazy-component';

/** The name schemas use: `"x-component": "RichText"`. */
export const RICH_TEXT = 'RichText';

/** The RichText field component, loaded on first draw (with the browser's HTML purifier). */
export const RichText = lazyComponent(() =>
  import('./RichText').then((module) => {
    module.installBrowserPurifier();
    return module.RichText;
  }),
);

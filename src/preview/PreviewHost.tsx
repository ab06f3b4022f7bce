import { useEffect, useMemo } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptPreviewMessage, type ReceivingWindow } from './accept-preview-message';
import { buildPreviewDocument } from './preview-document';
import { isPreviewMessage } from './preview-message';
import { fetchPreviewOrigins } from './preview-origins';
import { appPreviewStore, usePreview, type PreviewStore } from './preview-store';

const TITLE = { zh: '预览', en: 'Preview' };

/** The window the host listens on: its `message` events, its parent and its origin. */
export type PreviewTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & ReceivingWindow;

export interface PreviewHostProps {
  store?: PreviewStore;
  /** The configured origins besides the app's own (default: GET /api/clearway/client-config, read once). */
  loadOrigins?: () => Promise<string[]>;
  /** The window whose `message` events are listened to (default: this one). */
  target?: PreviewTarget;
}

/**
 * Preview mode (spec 01 §2, shared widget 4): listens for `message` events; a refreshFrame message from the parent
 * window, sent from the app's own origin or a configured one, opens a full-screen dialog showing the supplied HTML,
 * CSS, JS and scripts in a frame sandboxed to scripts only (no same origin: the content cannot reach the app, its
 * storage or its cookies). While it shows, the App root hides the main app (usePreviewing). Mounted once, by the App.
 */
export function PreviewHost({ store = appPreviewStore, loadOrigins = fetchPreviewOrigins, target = window }: PreviewHostProps) {
  const content = usePreview(store);
  const { i18n } = useTranslation();
  useEffect(() => {
    let origins: Promise<string[]> | undefined;
    const allowed = () => (origins ??= loadOrigins().catch(() => []));
    let live = true;
    const framed = target.parent !== target;
    const onMessage = (event: MessageEvent) => {
      if (!framed || !isPreviewMessage(event.data)) return;
      void allowed().then((list) => {
        const accepted = live ? acceptPreviewMessage(event, target, list) : undefined;
        if (accepted) store.show(accepted);
      });
    };
    // Only a framed app can be sent a preview: read the configuration early there, not at all elsewhere.
    if (framed) void allowed();
    target.addEventListener('message', onMessage);
    return () => {
      live = false;
      target.removeEventListener('message', onMessage);
    };
  }, [store, loadOrigins, target]);
  const srcDoc = useMemo(() => (content ? buildPreviewDocument(content) : ''), [content]);
  return (
    <Modal
      open={!!content}
      title={i18n.language?.startsWith('zh') ? TITLE.zh : TITLE.en}
      footer={null}
      width="100vw"
      centered={false}
      destroyOnHidden
      onCancel={() => store.close()}
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ content: { height: '100vh', display: 'flex', flexDirection: 'column', borderRadius: 0 }, body: { flex: 1, minHeight: 0 } }}
      data-testid="preview-dialog"
    >
      {content ? <iframe title="preview" data-testid="preview-frame" sandbox="allow-scripts" srcDoc={srcDoc} style={{ width: '100%', height: '100%', border: 0, display: 'block' }} /> : null}
    </Modal>
  );
}

export { PreviewHost } from './PreviewHost';
export type { PreviewHostProps, PreviewTarget } from './PreviewHost';
export { appPreviewStore, createPreviewStore, usePreview, usePreviewing } from './preview-store';
export type { PreviewStore } from './preview-store';
export { isPreviewMessage, previewContent, PREVIEW_MESSAGE_TYPE } from './preview-message';
export type { PreviewContent, PreviewMessage } from './preview-message';
export { isAllowedOrigin, normalizeOrigin, fetchPreviewOrigins } from './preview-origins';
export { acceptPreviewMessage } from './accept-preview-message';
export { buildPreviewDocument } from './preview-document';

export { FileLink, FileLinkBase } from './FileLink';
export type { FileLinkProps } from './FileLink';
export { CopyText, CopyTextBase, COPY_SUCCESS_SECONDS, COPY_TEXTS } from './CopyText';
export type { CopyTextProps } from './CopyText';
export { copyToClipboard } from './copy-to-clipboard';
export type { ClipboardEnv } from './copy-to-clipboard';
export { DOWNLOAD_PATH, downloadUrl, fileHref, fileOfValue } from './file-ref';
export type { FileRef } from './file-ref';

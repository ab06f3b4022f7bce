import { Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { connect, useField } from '@formily/react';
import { startDownload } from '../../engine/data/start-download';
import { fileHref, fileOfValue } from './file-ref';

export interface FileLinkProps {
  /** The file name, or `{ key, name, url? }` (the upload reply). */
  value?: unknown;
  /** The file's key, when the value is only its name. */
  fileKey?: string;
  /** In a form: the sibling field that holds the key (e.g. `fileKey`), when the value is only the name. */
  keyField?: string;
  /** Starts the download (default: engine/data/start-download.ts, the rule of spec 01 §7). */
  download?(url: string, fileName: string): void;
}

/** The value of a sibling field of the current Formily field (nothing outside a form). */
function useSiblingValue(name: string | undefined): unknown {
  const field = useField();
  if (!name || !field) return undefined;
  return field.query(`.${name}`).value();
}

/**
 * A stored file's name as a link: a click downloads it through GET /api/bdttms/file/downloadFile?key=&name=
 * (images, PDF, mp4 and mp3 open in a new tab, other files through a hidden frame). Without a key it is plain text.
 */
export function FileLinkBase({ value, fileKey, keyField, download = startDownload }: FileLinkProps) {
  const sibling = useSiblingValue(keyField);
  const file = fileOfValue(value, fileKey ?? sibling);
  if (!file) return null;
  const href = fileHref(file);
  if (!href) return <span data-testid="file-name">{file.name}</span>;
  return (
    <Typography.Link
      data-testid="file-link"
      href={href}
      onClick={(event) => {
        event.preventDefault();
        download(href, file.name);
      }}
    >
      <PaperClipOutlined /> {file.name}
    </Typography.Link>
  );
}

/** The file link as a Formily field component (`"x-component": "FileLink"`): the same in edit and read-pretty mode. */
export const FileLink = connect(FileLinkBase);

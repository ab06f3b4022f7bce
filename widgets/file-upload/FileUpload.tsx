/**
 * The Upload field (`"x-component": "Upload"` on a field of type array): files picked or dropped upload at once to the
 * app's upload endpoint (engine/data/file-upload.ts), with progress; the value is the stored files `[{ key, name }]`.
 * Files refused by fileRefusal do not upload; the form refuses to submit while an upload runs (spec 01 §8,
 * 'Uploading, please wait for the files to finish'). A stored file downloads on click (spec 01 §7's rule).
 */
import { useMemo, useRef, useState } from 'react';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useAppApis } from '../../engine/render/app-apis';
import { UploadOutlined } from '@ant-design/icons';
import { useHttp } from '../../engine/render/http-context';
import { useLanguage } from '../../engine/render/language-context';
import { createFetchFileUploader, createHttpFileUploader, UPLOADING_MESSAGE, type UploadedFile } from '../../engine/data/file-upload';
import { createUploadTracker } from '../../engine/render/form/upload-tracker';
import { useSubmitGuard } from '../../engine/render/form/use-submit-guard';
import { startDownload } from '../../engine/data/start-download';
import { downloadUrl, fileRefusal, storedFiles, type StoredFile } from './file-rules';

export interface FileUploadProps {
  value?: unknown;
  onChange?(files: StoredFile[]): void;
  /** The file chooser's filter, e.g. `.pdf,.xlsx`; extensions outside it are refused. */
  accept?: string;
  /** At most this many files (1 for a single file). */
  maxCount?: number;
  disabled?: boolean;
  /** Formily's read-pretty mode: the files as download links. */
  readPretty?: boolean;
  'aria-label'?: string;
}

const TEXTS = { zh: { pick: '选择文件' }, en: { pick: 'Choose files' } };

const fallbackUploader = createFetchFileUploader();

export function FileUpload({ value, onChange, accept, maxCount, disabled, readPretty, 'aria-label': label }: FileUploadProps) {
  const language = useLanguage();
  const http = useHttp();
  const { message } = useAppApis();
  const uploader = useMemo(() => (http ? createHttpFileUploader(http) : fallbackUploader), [http]);
  const tracker = useMemo(() => createUploadTracker(), []);
  useSubmitGuard(tracker, UPLOADING_MESSAGE);
  const stored = storedFiles(value);
  // Several uploads end at different times: each adds to the value as it is then, not as it was when it started.
  const latestValue = useRef(value);
  latestValue.current = value;
  // Files on their way: shown with progress until they are stored (then they are part of the value).
  const [pending, setPending] = useState<UploadFile[]>([]);

  const fileList: UploadFile[] = [
    ...stored.map((file) => ({ uid: file.key, name: file.name, status: 'done' as const, url: downloadUrl(file) })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = fileRefusal(file, accept, language);
    if (refusal) {
      void message.error(refusal);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File;
    const uid = (file as UploadFile).uid ?? blob.name;
    const update = (patch: Partial<UploadFile>) => setPending((list) => list.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));
    setPending((list) => [...list, { uid, name: blob.name, status: 'uploading', percent: 0 }]);
    tracker
      .track(uploader.upload(blob, blob.name, { onProgress: (percent) => { update({ percent }); onProgress?.({ percent }); } }))
      .then((saved: UploadedFile) => {
        setPending((list) => list.filter((item) => item.uid !== uid));
        onChange?.([...storedFiles(latestValue.current), { key: saved.key, name: saved.name }]);
        onSuccess?.(saved);
      })
      .catch((failure: unknown) => {
        const error = failure instanceof Error ? failure : new Error(String(failure));
        update({ status: 'error', response: error.message });
        void message.error(error.message);
        onError?.(error);
      });
  };

  const onRemove: UploadProps['onRemove'] = (file) => {
    if (file.status === 'uploading') return false;
    if (file.status === 'error') {
      setPending((list) => list.filter((item) => item.uid !== file.uid));
      return true;
    }
    onChange?.(stored.filter((item) => item.key !== file.uid));
    return true;
  };

  const open = (file: UploadFile) => {
    const found = stored.find((item) => item.key === file.uid);
    if (found) startDownload(downloadUrl(found), found.name);
  };

  if (readPretty) {
    return (
      <span aria-label={label}>
        {stored.map((file) => (
          <Button key={file.key} type="link" size="small" style={{ padding: 0, marginRight: 8 }} onClick={() => startDownload(downloadUrl(file), file.name)}>{file.name}</Button>
        ))}
      </span>
    );
  }
  const full = maxCount !== undefined && stored.length + pending.length >= maxCount;
  return (
    <Upload
      fileList={fileList}
      accept={accept}
      multiple={maxCount !== 1}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={onRemove}
      onPreview={open}
    >
      {!full && <Button icon={<UploadOutlined />} disabled={disabled} aria-label={label}>{TEXTS[language].pick}</Button>}
    </Upload>
  );
}

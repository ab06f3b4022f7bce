import { useRef, useState } from 'react';
import { Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { useAppApis } from '../../engine/render/app-apis';
import { PlusOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT, imageRefusal, UPLOADING_MESSAGE, type ImageUploader, type UploadedImage } from './image-upload';
import type { UploadTracker } from '../../engine/render/form/upload-tracker';

const TEXTS = {
  zh: { title: '上传图片', pick: '选择图片', insert: '插入', cancel: '取消' },
  en: { title: 'Upload images', pick: 'Choose', insert: 'Insert', cancel: 'Cancel' },
};

export interface ImageUploadDialogProps {
  open: boolean;
  uploader: ImageUploader;
  /** Counts this dialog's uploads with the editor's others (the form refuses to submit while any runs). */
  tracker: UploadTracker;
  language: 'zh' | 'en';
  /** The uploaded images, in the order they were chosen, when the person inserts them. */
  onInsert(images: UploadedImage[]): void;
  onClose(): void;
}

/**
 * The editor's image-upload dialog (spec 01 §2, widget 3): several images at once, each uploaded as soon as it is
 * chosen; only jpg, jpeg, gif, png and bmp ('Please upload an image format' otherwise). Insert is refused while an
 * upload runs ('Uploading, please wait for the files to finish'); cancelling stops the uploads under way.
 */
export function ImageUploadDialog({ open, uploader, tracker, language, onInsert, onClose }: ImageUploadDialogProps) {
  const texts = TEXTS[language];
  const { message } = useAppApis();
  const [files, setFiles] = useState<UploadFile<UploadedImage>[]>([]);
  const uploads = useRef(new Map<string, AbortController>());

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = imageRefusal(file.name);
    if (!refusal) return true;
    void message.error(refusal);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps<UploadedImage>['customRequest'] = ({ file, onSuccess, onError, onProgress }) => {
    const blob = file as File & { uid: string };
    const abort = new AbortController();
    uploads.current.set(blob.uid, abort);
    tracker
      .track(uploader.upload(blob, blob.name, { signal: abort.signal, onProgress: (percent) => onProgress?.({ percent }) }))
      .then((image) => onSuccess?.(image), (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))))
      .finally(() => uploads.current.delete(blob.uid));
    return { abort: () => abort.abort() };
  };

  const close = () => {
    for (const abort of uploads.current.values()) abort.abort();
    uploads.current.clear();
    setFiles([]);
    onClose();
  };

  const insert = () => {
    if (files.some((file) => file.status === 'uploading')) {
      void message.warning(UPLOADING_MESSAGE);
      return;
    }
    const images = files.filter((file) => file.status === 'done' && file.response).map((file) => file.response as UploadedImage);
    setFiles([]);
    if (images.length) onInsert(images);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={texts.title}
      okText={texts.insert}
      cancelText={texts.cancel}
      onOk={insert}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      width={600}
      zIndex={1400}
      data-testid="rich-text-image-dialog"
    >
      <Upload<UploadedImage>
        accept={IMAGE_ACCEPT}
        multiple
        listType="picture-card"
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={({ fileList }) => setFiles(fileList)}
        onRemove={(file) => void uploads.current.get(file.uid)?.abort()}
      >
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{texts.pick}</div>
        </div>
      </Upload>
    </Modal>
  );
}

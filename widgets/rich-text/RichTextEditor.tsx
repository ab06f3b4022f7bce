/// <reference types="vite/client" />
import { useMemo, useRef, useState } from 'react';
import { Alert } from 'antd';
import { Editor } from '@tinymce/tinymce-react';
import type { Editor as TinyEditor } from 'tinymce';
import { useLanguage } from '../../engine/render/language-context';
import { editorInit, LICENSE_KEY, TINYMCE_SCRIPT, UPLOAD_IMAGE_ITEM, type EditorInit } from './editor-config';
import { editorLanguageOptions } from './editor-language';
import { imageRefusal, UPLOADING_MESSAGE, type UploadedImage } from './image-upload';
import { useImageUploader } from './use-image-uploader';
import { ImageUploadDialog } from './ImageUploadDialog';
import { LANGUAGE_PACK_URLS } from './language-packs';
import { createUploadTracker } from '../../engine/render/form/upload-tracker';
import { useEditorValue } from './use-editor-value';
import { useSubmitGuard } from '../../engine/render/form/use-submit-guard';

export interface RichTextEditorProps {
  /** The HTML. */
  value?: string;
  onChange?(html: string): void;
  disabled?: boolean;
  readOnly?: boolean;
  /** Height in pixels (default 360). */
  height?: number;
  /** The editor's language: en, zh, es or ja (default: the interface language). */
  language?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/** The self-hosted script's URL (below the app's base URL). */
export const SCRIPT_URL = `${import.meta.env.BASE_URL ?? '/'}${TINYMCE_SCRIPT}`;

/**
 * The message of a failed editor load (spec 01 §8: 'the load error message is shown'): the error's own message, or
 * for a script that did not load (an `error` event, no message) which script it was.
 */
export function loadErrorMessage(error: unknown, script: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return `Failed to load the editor script ${script}`;
}

/** `<img>` markup of uploaded images, attribute values encoded by TinyMCE. */
function imagesHtml(editor: TinyEditor, images: UploadedImage[]): string {
  return images.map((image) => `<p>${editor.dom.createHTML('img', { src: image.url, alt: image.name })}</p>`).join('');
}

/**
 * The rich-text editor (spec 01 §2, shared widget 3): TinyMCE served from our own origin, default height 360, font
 * sizes 8pt to 36pt, menubar 'file edit insert view format Table', in en, zh, es or ja. Images come in through the
 * upload dialog (toolbar button and Insert menu) or by pasting and dropping, each uploaded at once; the surrounding
 * Formily field refuses to submit while any upload runs. A script that fails to load shows its error instead.
 */
export function RichTextEditor({ value, onChange, disabled, readOnly, height, language, placeholder, 'aria-label': label }: RichTextEditorProps) {
  const interfaceLanguage = useLanguage();
  const uploader = useImageUploader();
  const tracker = useMemo(createUploadTracker, []);
  useSubmitGuard(tracker, UPLOADING_MESSAGE);
  const { content, onEditorChange } = useEditorValue(value, onChange);
  const [loadError, setLoadError] = useState<string>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const editorRef = useRef<TinyEditor | null>(null);
  const uploaderRef = useRef(uploader);
  uploaderRef.current = uploader;

  const languageOptions = editorLanguageOptions(language ?? interfaceLanguage, LANGUAGE_PACK_URLS);
  const init = useMemo<EditorInit>(() => editorInit({
    height,
    language: languageOptions,
    label,
    placeholder,
    uploadImage: (blobInfo, progress) => {
      const refusal = imageRefusal(blobInfo.filename());
      if (refusal) return Promise.reject({ message: refusal, remove: true });
      return tracker.track(uploaderRef.current.upload(blobInfo.blob(), blobInfo.filename(), { onProgress: progress })).then((image) => image.url);
    },
    setup: (editor) => {
      const open = () => setDialogOpen(true);
      editor.ui.registry.addButton(UPLOAD_IMAGE_ITEM, { icon: 'upload', tooltip: interfaceLanguage === 'zh' ? '上传图片' : 'Upload images', onAction: open });
      editor.ui.registry.addMenuItem(UPLOAD_IMAGE_ITEM, { icon: 'upload', text: interfaceLanguage === 'zh' ? '上传图片...' : 'Upload images...', onAction: open });
      editor.on('ThemeLoadError ModelLoadError', (event: { message?: string }) => setLoadError(loadErrorMessage(event.message, SCRIPT_URL)));
    },
  }), [languageOptions.language, height]); // TinyMCE reads its settings once: a new language or height draws a new editor (the key below)

  if (loadError) return <Alert type="error" showIcon message={loadError} data-testid="rich-text-load-error" />;
  return (
    <div data-testid="rich-text" style={{ minHeight: init.height as number }}>
      <Editor
        key={`${languageOptions.language ?? 'en'}-${height ?? ''}`}
        tinymceScriptSrc={SCRIPT_URL}
        licenseKey={LICENSE_KEY}
        init={init}
        value={content}
        onEditorChange={onEditorChange}
        disabled={disabled}
        readonly={readOnly}
        onInit={(_event, editor) => {
          editorRef.current = editor;
        }}
        onScriptsLoadError={(error) => setLoadError(loadErrorMessage(error, SCRIPT_URL))}
      />
      <ImageUploadDialog
        open={dialogOpen}
        uploader={uploader}
        tracker={tracker}
        language={interfaceLanguage}
        onInsert={(images) => editorRef.current?.insertContent(imagesHtml(editorRef.current, images))}
        onClose={() => setDialogOpen(false)}
      />
    </div>
  );
}

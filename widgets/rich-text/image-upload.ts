/**
 * Image uploads of the rich-text editor (spec 01 §2 widget 3, §8): which files are accepted, the two messages of the
 * error catalogue, and the uploader port with its implementations. Uploads go to the app's upload endpoint
 * (server/routes/files.ts); the image is then shown from the download URL the server returns.
 */
import type { HttpPort } from '../../engine/render/http-context';
import { isRichTextUploadImage, RICH_TEXT_IMAGE_EXTENSIONS } from '../../engine/validation/image-file';

/** Spec 01 §8, wrong upload file type (exact text in every language). */
export const IMAGE_FORMAT_MESSAGE = 'Please upload an image format';

/** Spec 01 §8, early submit during upload (exact text in every language). */
export const UPLOADING_MESSAGE = 'Uploading, please wait for the files to finish';

/** The file input's `accept`: jpg, jpeg, gif, png and bmp. */
export const IMAGE_ACCEPT = RICH_TEXT_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The upload call (multipart field `file`; our decision, docs/api.md). */
export const UPLOAD_PATH = '/api/bdttms/file/uploadFile';

/** An uploaded image: the URL the editor shows it from, and its file name. */
export interface UploadedImage {
  url: string;
  name: string;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Percent done, 0 to 100. */
  onProgress?(percent: number): void;
}

/** Sends one image to the server (the port the editor uploads through; tests give a double). */
export interface ImageUploader {
  upload(file: Blob, name: string, options?: UploadOptions): Promise<UploadedImage>;
}

/**
 * The message refusing a file, or undefined when the editor accepts it (by its extension: jpg, jpeg, gif, png, bmp).
 * @example imageRefusal('notes.txt'); // 'Please upload an image format'
 */
export function imageRefusal(name: string): string | undefined {
  return isRichTextUploadImage(name) ? undefined : IMAGE_FORMAT_MESSAGE;
}

/** The reply envelope of the upload call. */
interface UploadReply {
  code?: number;
  message?: string;
  data?: { url?: string; name?: string };
}

function uploadedImage(reply: UploadReply, name: string): UploadedImage {
  if (reply.code !== 200 || typeof reply.data?.url !== 'string') throw new Error(reply.message || 'Error');
  return { url: reply.data.url, name: reply.data.name ?? name };
}

function formOf(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

/**
 * An uploader over the app's HTTP client (engine/render/http-context.tsx: the Bearer token, its refresh, and spec 01
 * §8's error toasts).
 * @example createHttpImageUploader(useHttp()!).upload(file, file.name);
 */
export function createHttpImageUploader(http: HttpPort, path = UPLOAD_PATH): ImageUploader {
  return {
    async upload(file, name, options = {}) {
      const reply = await http.request<UploadReply>({
        method: 'POST',
        url: path,
        data: formOf(file, name),
        signal: options.signal,
        onUploadProgress: (event) => event.total && options.onProgress?.(Math.round((event.loaded / event.total) * 100)),
      });
      return uploadedImage(reply.data, name);
    },
  };
}

/**
 * An uploader with `fetch` and the session cookie the server also accepts (the `token` cookie, spec 01 §3), for a
 * page that gives no HTTP client. A refused upload rejects with the server's message.
 */
export function createFetchImageUploader(fetchImpl: typeof fetch = (...args) => fetch(...args), path = UPLOAD_PATH): ImageUploader {
  return {
    async upload(file, name, options = {}) {
      const response = await fetchImpl(path, { method: 'POST', body: formOf(file, name), credentials: 'same-origin', signal: options.signal });
      let reply: UploadReply;
      try {
        reply = (await response.json()) as UploadReply;
      } catch {
        throw new Error(`${response.status} ${response.statusText}`.trim());
      }
      const image = uploadedImage(reply, name);
      options.onProgress?.(100);
      return image;
    },
  };
}

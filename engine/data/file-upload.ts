/**
 * Uploading a file to the app's upload endpoint (server/routes/files.ts, docs/api.md "Files"): the one way widgets
 * send files (the rich-text editor's images, the Upload field). Over the app's HTTP client (engine/render/
 * http-context.tsx: Bearer token, refresh, spec 01 §8's toasts), or over `fetch` with the session cookie the server
 * also accepts, for a page that gives no client.
 */
import type { HttpPort } from '../render/http-context';

/** The upload call (multipart field `file`; our decision, docs/api.md). */
export const UPLOAD_PATH = '/api/bdttms/file/uploadFile';

/** Spec 01 §8, early submit during upload (exact text in every language). */
export const UPLOADING_MESSAGE = 'Uploading, please wait for the files to finish';

/** A stored file: its key (what a row keeps), its name, and the URL it downloads from. */
export interface UploadedFile {
  key: string;
  name: string;
  url: string;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Percent done, 0 to 100. */
  onProgress?(percent: number): void;
}

/** Sends one file to the server (tests give a double). */
export interface FileUploader {
  upload(file: Blob, name: string, options?: UploadOptions): Promise<UploadedFile>;
}

/** The reply envelope of the upload call. */
interface UploadReply {
  code?: number;
  message?: string;
  data?: { key?: string; url?: string; name?: string };
}

function uploadedFile(reply: UploadReply, name: string): UploadedFile {
  const data = reply.data;
  if (reply.code !== 200 || typeof data?.url !== 'string' || typeof data.key !== 'string') throw new Error(reply.message || 'Error');
  return { key: data.key, url: data.url, name: data.name ?? name };
}

function formOf(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

/**
 * An uploader over the app's HTTP client.
 * @example createHttpFileUploader(useHttp()!).upload(file, file.name);
 */
export function createHttpFileUploader(http: HttpPort, path = UPLOAD_PATH): FileUploader {
  return {
    async upload(file, name, options = {}) {
      const reply = await http.request<UploadReply>({
        method: 'POST',
        url: path,
        data: formOf(file, name),
        signal: options.signal,
        onUploadProgress: (event) => event.total && options.onProgress?.(Math.round((event.loaded / event.total) * 100)),
      });
      return uploadedFile(reply.data, name);
    },
  };
}

/** An uploader with `fetch` and the session cookie. A refused upload rejects with the server's message. */
export function createFetchFileUploader(fetchImpl: typeof fetch = (...args) => fetch(...args), path = UPLOAD_PATH): FileUploader {
  return {
    async upload(file, name, options = {}) {
      const response = await fetchImpl(path, { method: 'POST', body: formOf(file, name), credentials: 'same-origin', signal: options.signal });
      let reply: UploadReply;
      try {
        reply = (await response.json()) as UploadReply;
      } catch {
        throw new Error(`${response.status} ${response.statusText}`.trim());
      }
      const stored = uploadedFile(reply, name);
      options.onProgress?.(100);
      return stored;
    },
  };
}

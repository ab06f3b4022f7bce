import { createFetchFileUploader, createHttpFileUploader, UPLOAD_PATH } from './file-upload';

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const stored = { url: '/api/bdttms/file/downloadFile?key=k&name=a.png', name: 'a.png', key: 'k' };

describe('the fetch uploader', () => {
  it('posts the file as multipart field "file" with the session cookie and resolves with its key and URL', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ code: 200, message: 'ok', data: stored })));
    const progress = vi.fn();
    const image = await createFetchFileUploader(fetchImpl as typeof fetch).upload(png, 'a.png', { onProgress: progress });
    expect(image).toEqual({ url: stored.url, name: 'a.png', key: 'k' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(UPLOAD_PATH);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect((init!.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(((init!.body as FormData).get('file') as File).name).toBe('a.png');
    expect(progress).toHaveBeenCalledWith(100);
  });

  it('rejects with the server’s message when the upload is refused, or the status when the reply is not the envelope', async () => {
    const refused = vi.fn(async () => new Response(JSON.stringify({ code: 400, message: '文件必须小于10MB！', data: null })));
    await expect(createFetchFileUploader(refused as typeof fetch).upload(png, 'a.png')).rejects.toThrow('文件必须小于10MB！');
    const broken = vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(createFetchFileUploader(broken as typeof fetch).upload(png, 'a.png')).rejects.toThrow('502 Bad Gateway');
  });
});

describe('the HTTP-client uploader', () => {
  it('posts through the app’s client and reports progress', async () => {
    const request = vi.fn(async (config: { onUploadProgress?(event: { loaded: number; total?: number }): void }) => {
      config.onUploadProgress?.({ loaded: 1, total: 4 });
      return { data: { code: 200, message: 'ok', data: stored } };
    });
    const progress = vi.fn();
    const image = await createHttpFileUploader({ request } as never).upload(png, 'a.png', { onProgress: progress });
    expect(image.url).toBe(stored.url);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: UPLOAD_PATH, data: expect.any(FormData) }));
    expect(progress).toHaveBeenCalledWith(25);
  });
});
